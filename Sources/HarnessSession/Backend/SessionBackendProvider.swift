import LockCore

/// Makes the backend of each new session: the in-process stand-ins, or a sandbox on a reference server.
///
/// The provider puts the configuration's initial account state (passcode, lock on or off, timeout) in place on
/// the backend, so a session starts on an account that is already set up; the session's clock is handed over so
/// the backend can follow it.
public protocol SessionBackendProvider: Sendable {
    /// A fresh backend for one session, its account in the state `configuration` names.
    func makeBackend(for configuration: SessionConfiguration, clock: SharedVirtualClock) async throws
        -> SessionBackend
}
