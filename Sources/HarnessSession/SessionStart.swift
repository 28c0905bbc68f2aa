import Biometrics
import LockCore
import LockFlows

/// Where an in-process session stands once its start-up is done (the configured passcode verified and cached, the
/// account read from the backend, biometric unlock turned on, the sensor read), as a value: ``AppSession/init(from:)``
/// starts another session there without repeating the start-up. The scenario runner takes one per matrix header and
/// starts each case of that header from it, so a case's time is its steps.
///
/// Sessions started from one `SessionStart` share what the start-up drew at random (the backend's SHA-256 salt, a
/// slow KDF verifier's salt), and each goes on drawing its device's salts where the start-up left the seeded
/// sequence (``PasscodeDerivation/fork()``), so a case started here stores what the same case started afresh
/// stores; each session still derives, checks and rewrites its verifier on its own from then on. Only sessions with the in-process backend and the
/// simulated sensor have one (``AppSession/sessionStart()``): a server sandbox or a real reader cannot be copied.
/// Immutable and shared by reference: a case starting from it copies only what its session changes.
public final class SessionStart: Sendable {
    /// The configuration the session started from.
    public let configuration: SessionConfiguration
    let model: SessionModel
    let store: [SecureStoreKey: String]
    let device: SimulatedBiometricDevice
    let service: PasscodeServiceState
    let passcodeBackend: InProcessPasscodeBackendState
    /// The device's salt sequence where the start-up left it.
    let derivation: PasscodeDerivation

    init(
        configuration: SessionConfiguration, model: SessionModel, store: [SecureStoreKey: String],
        device: SimulatedBiometricDevice, service: PasscodeServiceState, passcodeBackend: InProcessPasscodeBackendState,
        derivation: PasscodeDerivation
    ) {
        self.configuration = configuration
        self.model = model
        self.store = store
        self.device = device
        self.service = service
        self.passcodeBackend = passcodeBackend
        self.derivation = derivation
    }
}
