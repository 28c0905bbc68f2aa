/// An input to ``LockCoordinator``. The instant comes separately, with ``LockCoordinator/handle(_:at:)``.
public enum LockEvent: Sendable, Hashable {
    /// The process started from cold (first launch, after a force quit or a reboot).
    case coldLaunch
    /// The scene moved to a phase.
    case scenePhase(ScenePhase)
    /// A passcode was checked and matched.
    case passcodeAccepted
    /// A passcode was checked and did not match.
    case passcodeRejected
    /// The user tapped the biometric button on the lock screen.
    case biometricButtonTapped
    /// A biometric prompt finished; `cycle` is the lock cycle the prompt was started for.
    case biometricResult(succeeded: Bool, cycle: Int)
    /// A passcode was set and the lock turned on.
    case passcodeEnabled
    /// The lock was turned off (or the passcode removed, e.g. on logout).
    case passcodeDisabled
    /// The passcode was changed or reset; outstanding biometric prompts no longer count.
    case passcodeChanged
    /// The user turned biometric unlock on or off (or the service did, after an enrollment change).
    case biometricUnlockChanged(enabled: Bool)
    /// The timeout in settings changed.
    case timeoutChanged(LockTimeout)
    /// The server re-authenticated the user after the local verifier was wiped.
    case serverReauthenticated
}
