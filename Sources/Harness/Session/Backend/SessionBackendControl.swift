import LockCore

/// What a session needs from its backend beyond the seeds' APIs: the mail it sent, faults on demand, and its
/// clock following the session's (so reset-code and reset-link expiry happen in virtual time). A backend across
/// a network may fail to do any of these; the session then stops with that error.
public protocol SessionBackendControl: Sendable {
    /// Every email sent so far, oldest first.
    func deliveredMail() async throws -> [SessionEmail]
    /// Makes the next `fault.count` calls to `fault.endpoint` fail with `fault.error`.
    func injectFault(_ fault: BackendFault) async throws
    /// Sets the backend's wall clock.
    func setTime(_ now: WallClockInstant) async throws
}
