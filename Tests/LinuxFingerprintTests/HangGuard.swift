import Foundation
import LinuxFingerprint
import Synchronization
import Testing

/// No test's verdict depends on how fast the machine is (issue 45): a test waits for the condition or the event it
/// needs, and only a hang guard, far above any loaded run, ends the wait. Reaching it means what was awaited hung,
/// and the failure says what. Latencies are `fingerprint-bench`'s to print, not a test's to assert.
enum HangGuard {
    /// How long anything a test awaits may take before it counts as hung.
    static let limit: Duration = .seconds(120)

    /// The scan timeout of sensors in tests that do not test it: longer than anything a loaded run does between a
    /// prompt's start and its answer, shorter than ``limit``, so a prompt that waits it out fails as the wrong
    /// outcome (`systemCancel`) rather than as a hang.
    static let scanTimeout: Duration = .seconds(60)
}

/// Waits for the next scan start on `starts` (subscribe before the prompt, or before what starts that scan), which
/// must be scan `number`: the prompt has reached the reader, which now waits for a finger. Fails saying it hung if
/// no scan starts.
@discardableResult
func scanStart(
    _ number: Int = 1, on starts: AsyncStream<ScanStart>, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> ScanStart {
    let next = try await awaitOrHang("scan \(number) of the prompt to start", sourceLocation: sourceLocation) {
        () -> ScanStart? in
        for await start in starts { return start }
        return nil
    }
    let start = try #require(next, "the sensor went before scan \(number) started", sourceLocation: sourceLocation)
    #expect(
        start.scan == number, "scan \(start.scan) started where scan \(number) was next", sourceLocation: sourceLocation
    )
    return start
}

/// Polls `condition` every 5 ms until it holds; fails the test saying `what` hung if it has not held within `limit`.
func waitUntil(
    _ what: String, limit: Duration = HangGuard.limit, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @Sendable () async -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    var held = await condition()
    while !held, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
        held = await condition()
    }
    try #require(held, "hung: \(what) did not happen within \(limit)", sourceLocation: sourceLocation)
}

/// What `body` returns (or throws); if it has not returned within `limit`, fails the test saying `what` hung (the
/// body is left running: the test fails instead of hanging with it).
func awaitOrHang<T: Sendable>(
    _ what: String, limit: Duration = HangGuard.limit, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let race = FirstOf<Result<T, any Error>>()
    let result = await withCheckedContinuation { continuation in
        race.start(continuation, limit: limit) {
            do { return .success(try await body()) } catch { return .failure(error) }
        }
    }
    return try #require(result, "hung: \(what) did not end within \(limit)", sourceLocation: sourceLocation).get()
}

/// Resumes a continuation once: with the body's result, or with `nil` when the limit passes first.
private final class FirstOf<T: Sendable>: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<T?, Never>?, timer: Task<Void, Never>?)>((nil, nil))

    func start(
        _ continuation: CheckedContinuation<T?, Never>, limit: Duration, _ body: @escaping @Sendable () async -> T
    ) {
        state.withLock { $0.continuation = continuation }
        let timer = Task { [self] in
            guard (try? await Task.sleep(for: limit)) != nil else { return }  // cancelled: the body ended
            finish(nil)
        }
        state.withLock { $0.timer = timer }
        Task { [self] in finish(await body()) }
    }

    private func finish(_ value: T?) {
        let (continuation, timer) = state.withLock { state in
            defer { state = (nil, nil) }
            return state
        }
        if value != nil { timer?.cancel() }
        continuation?.resume(returning: value)
    }
}
