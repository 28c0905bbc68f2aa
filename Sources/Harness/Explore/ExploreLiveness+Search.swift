import Biometrics
import LockCore
import LockFlows

extension ExploreLiveness {
    /// Searches breadth first from the state `prefix` leads to on `runner`'s setup, for the goals that do not hold
    /// there, to ``depth`` steps of ``alphabet(for:)``; states are deduplicated by ``ExploreStateKey``.
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
        if let root { rootSession = root } else { rootSession = try await runner.session(replaying: prefix, cache: &cache) }
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
                let parent = path.isEmpty ? rootSession : try await runner.session(replaying: prefix + path, cache: &cache)
                let before = await parent.snapshot()
                var viable: [SessionInput] = []
                for input in alphabet where ExploreRunner.skipReason(input, before: before) == nil {
                    if await parent.refusal(of: input) == nil { viable.append(input) }
                }
                for (index, input) in viable.enumerated() {
                    // The last branch may take the parent itself, unless the parent is the caller's session.
                    let child =
                        index == viable.count - 1 && !path.isEmpty
                        ? parent : try await runner.session(replaying: prefix + path, cache: &cache)
                    cache.stepsApplied += 1
                    do { try await child.apply(input) } catch { continue }
                    let key = await child.exploreStateKey()
                    guard visited.insert(key).inserted else { continue }
                    remaining.removeAll { $0.isReached(by: key.snapshot) }
                    if remaining.isEmpty || cache.live.contains(key) {
                        cache.statesSearched += visited.count
                        cache.live.insert(rootKey)
                        return ExploreLivenessOutcome(unreached: [], depth: depth, statesSearched: visited.count)
                    }
                    if level < depth { next.append(path + [input]) }
                }
            }
            frontier = next
            if frontier.isEmpty { break }
        }
        cache.statesSearched += visited.count
        cache.deadEnds += 1
        return ExploreLivenessOutcome(unreached: remaining.sorted(), depth: depth, statesSearched: visited.count)
    }
}
