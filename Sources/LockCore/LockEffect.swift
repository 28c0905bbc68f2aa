/// Something ``LockCoordinator`` asks its owner to do.
public enum LockEffect: Sendable, Hashable {
    /// Show the lock screen for a new lock cycle.
    case showLock(cycle: Int)
    /// Hide the lock screen.
    case hideLock
    /// Cover the app's content (app-switcher snapshot protection).
    case showPrivacyCover
    /// Remove the cover.
    case hidePrivacyCover
    /// Start a biometric prompt; its result must come back tagged with `cycle`.
    case promptBiometric(cycle: Int)
    /// End the prompt for `cycle` (LocalAuthentication's systemCancel).
    case cancelBiometricPrompt(cycle: Int)
    /// The passcode attempt was refused without being counted; entry opens again after `remaining`.
    case passcodeEntryDelayed(remaining: Duration)
    /// Store the coordinator's ``LockCoordinator/attempts`` as they are after this event, so a restart does not
    /// reset them. (No payload: effects stay a few bytes and trivially copied, and the owner reads the state it
    /// must store from the coordinator it just fed.)
    case persistAttempts
    /// Delete the cached verifier: the hard attempt limit was reached.
    case wipeVerifier
}
