import AppHarnessTesting
import Synchronization
import Testing

/// Cases holding ``ProcessWideAppState`` in two different suites never overlap, although `swift test` runs the
/// suites (and the other suites of this binary) in parallel: each case marks itself inside, yields and sleeps a
/// little, and checks that no other case came in meanwhile.
enum ProcessWideAppStateTests {
    /// Cases inside the lock now, and the most seen at once.
    static let inside = Mutex((now: 0, most: 0))

    static func occupy() async throws {
        inside.withLock { state in
            state.now += 1
            state.most = max(state.most, state.now)
        }
        for _ in 0..<5 {
            await Task.yield()
            try await Task.sleep(for: .milliseconds(2))
            #expect(inside.withLock { $0.now } == 1, "another case holding the lock ran at the same time")
        }
        inside.withLock { $0.now -= 1 }
    }

    @Suite(.processWideAppState)
    struct First {
        @Test(arguments: 0..<6) func holdsTheLockAlone(round: Int) async throws { try await occupy() }
    }

    @Suite(.processWideAppState)
    struct Second {
        @Test(arguments: 0..<6) func holdsTheLockAlone(round: Int) async throws { try await occupy() }
    }
}
