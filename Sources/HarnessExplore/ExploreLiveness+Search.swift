import Biometrics
import HarnessSession
import LockCore
import LockFlows

extension ExploreLiveness {
    /// Searches breadth first from the state `prefix` leads to on `runner`'s setup, for the goals that do not hold
    /// there, to ``depth`` moves of ``alphabet(for:)``; states are deduplicated by ``ExploreStateKey``. A move
    /// whose first step the session refuses is not tried; one refused half way is dropped.
    ///
    /// Each branch replays `prefix` and its path on a fresh session (sessions cannot be copied: the backend is
    /// another actor, maybe another process); `root`, a session already standing at the end of `prefix`, saves
    /// the root's replay and is never changed. The search stops early once every goal is reached, or when it meets
    /// a state in `cache`'s proven-live set; a live start state joins that set.
    public func search(
        from prefix: [SessionInput], root: AppSession? = nil, runner: ExploreRunner, cache: inout ExploreLivenessCache
    ) async throws(ExploreError) -> ExploreLivenessOutcome {
        cache.checks += 1
        let rootSession: AppSession
        if let root {
            rootSession = root
        } else {
            rootSession = try await runner.session(replaying: prefix, cache: &cache)
        }
        let rootKey = await rootSession.exploreStateKey()
        var remaining = goals.filter { !$0.isReached(by: rootKey.snapshot) }
        if remaining.isEmpty || cache.live.contains(rootKey) {
            cache.answeredAtOnce += 1
            return ExploreLivenessOutcome(unreached: [], depth: depth, statesSearched: 1)
        }
        let alphabet = Self.alphabet(for: runner.setup)
        var visited: Set<ExploreStateKey> = [rootKey]
        var frontier: [[SessionInput]] = [[]]
        for level in 1...max(depth, 1) {
            var next: [[SessionInput]] = []
            for path in frontier {
                let parent =
                    path.isEmpty ? rootSession : try await runner.session(replaying: prefix + path, cache: &cache)
                let before = await parent.snapshot()
                var viable: [[SessionInput]] = []
                for move in alphabet where ExploreRunner.skipReason(move[0], before: before) == nil {
                    if await parent.refusal(of: move[0]) == nil { viable.append(move) }
                }
                for (index, move) in viable.enumerated() {
                    // The last branch may take the parent itself, unless the parent is the caller's session.
                    let child =
                        index == viable.count - 1 && !path.isEmpty
                        ? parent : try await runner.session(replaying: prefix + path, cache: &cache)
                    guard await Self.apply(move, to: child, cache: &cache) else { continue }
                    let key = await child.exploreStateKey()
                    guard visited.insert(key).inserted else { continue }
                    remaining.removeAll { $0.isReached(by: key.snapshot) }
                    if remaining.isEmpty || cache.live.contains(key) {
                        cache.statesSearched += visited.count
                        cache.live.insert(rootKey)
                        return ExploreLivenessOutcome(unreached: [], depth: depth, statesSearched: visited.count)
                    }
                    if level < depth { next.append(path + move) }
                }
            }
            frontier = next
            if frontier.isEmpty { break }
        }
        cache.statesSearched += visited.count
        cache.deadEnds += 1
        return ExploreLivenessOutcome(unreached: remaining.sorted(), depth: depth, statesSearched: visited.count)
    }

    /// Applies `move`'s steps in order; false as soon as one is refused (or skipped by the explorer's rules).
    private static func apply(_ move: [SessionInput], to session: AppSession, cache: inout ExploreLivenessCache) async
        -> Bool
    {
        for input in move {
            if ExploreRunner.skipReason(input, before: await session.snapshot()) != nil { return false }
            cache.stepsApplied += 1
            do { try await session.apply(input) } catch { return false }
        }
        return true
    }
}
