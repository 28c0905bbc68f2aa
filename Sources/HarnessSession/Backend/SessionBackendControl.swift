import LockCore
import LockFlows

/// What a session needs from its backend beyond the seeds' APIs: the mail it sent, faults on demand, and its
/// clock following the session's (so reset-code and reset-link expiry happen in virtual time). A backend across
/// a network may fail to do any of these; the session then stops with that error.
public protocol SessionBackendControl: Sendable {
    /// Every email sent so far, oldest first.
    func deliveredMail() async throws -> [SessionEmail]
    /// Queues `fault` (the test-mode control's shape, `POST /test/faults` on the reference server) for the next
    /// calls to its route.
    func injectFault(_ fault: InjectFaultRequest) async throws
    /// Sets the backend's wall clock.
    func setTime(_ now: WallClockInstant) async throws
}
