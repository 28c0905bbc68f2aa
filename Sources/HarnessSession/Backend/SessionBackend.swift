import LockCore
import LockFlows

/// The backend a session talks to: the seeds' two APIs and the test controls. Any conformer can stand in (the
/// in-process backends, or an HTTP client for a running reference server).
public struct SessionBackend: Sendable {
    /// The Stage 02 passcode API.
    public var passcodeAPI: any PasscodeAPI
    /// Seed 002's password-reset API.
    public var passwordResetAPI: any PasswordResetAPI
    /// Outbox, faults and clock.
    public var control: any SessionBackendControl

    /// A backend from its parts.
    public init(
        passcodeAPI: any PasscodeAPI, passwordResetAPI: any PasswordResetAPI, control: any SessionBackendControl
    ) {
        self.passcodeAPI = passcodeAPI
        self.passwordResetAPI = passwordResetAPI
        self.control = control
    }
}
