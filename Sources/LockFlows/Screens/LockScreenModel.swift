import Biometrics

/// The seed's `PasscodeLockView` + `PasscodeLockViewModel` as a headless model.
///
/// The PIN is checked by the owner (``Effect/verifyPasscode(_:)`` answered with ``passcodeChecked(_:)``) so
/// that the lock coordinator can apply attempt delays; biometric prompts are started by the coordinator
/// (automatic prompt on appear) or by the button (``Effect/requestBiometric``), and their outcome comes back
/// through ``biometricFinished(_:explainsPermanentLockout:)``: cancellations fall back to the PIN silently, other failures show
/// their message, success is the coordinator's business (it hides the lock).
public struct LockScreenModel: Sendable, Hashable {
    /// Which version of the seeds' "Forgot Passcode?" alert to show.
    public enum ForgotAlertVariant: String, Sendable, Hashable, Codable {
        /// Stage 03: Send Reset Email, Logout, Cancel.
        case resetOrLogout = "reset-or-logout"
        /// Stage 04: Logout, Cancel.
        case logoutOnly = "logout-only"
    }

    /// A button of the "Forgot Passcode?" alert.
    public enum ForgotAlertChoice: String, Sendable, Hashable, Codable, CaseIterable {
        case cancel = "Cancel"
        case sendResetEmail = "Send Reset Email"
        case logout = "Logout"
    }

    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Check the PIN; answer with ``passcodeChecked(_:)``.
        case verifyPasscode(String)
        /// The biometric button was tapped: ask the coordinator for a prompt.
        case requestBiometric
        /// Call the reset-passcode-request API; answer with ``resetRequestFinished(error:)``.
        case requestPasscodeReset
        /// Clear local passcode data, log out and show the login screen.
        case logout
    }

    /// The dots.
    public private(set) var entry = PINEntry()
    /// The red error line.
    public private(set) var errorMessage: String?
    /// Whether the "Forgot Passcode?" alert is showing.
    public private(set) var showForgotAlert = false
    /// Whether the reset-passcode sheet is showing.
    public private(set) var showResetFlow = false
    /// Biometric state as the service reports it.
    public private(set) var biometric: BiometricPresentation
    /// The alert version.
    public let forgotAlertVariant: ForgotAlertVariant
    private var pendingCheck = false

    /// A lock screen with the given biometric state.
    public init(biometric: BiometricPresentation, forgotAlertVariant: ForgotAlertVariant = .resetOrLogout) {
        self.biometric = biometric
        self.forgotAlertVariant = forgotAlertVariant
    }

    /// The title.
    public var title: String { ScreenMessages.enterPasscode }
    /// Whether the biometric button is shown: only when enabled and available.
    public var showsBiometricButton: Bool { biometric.canUseBiometric }
    /// Whether the button can be tapped: it shows and no prompt is on screen (the owner knows whether one is;
    /// the lock coordinator's prompt in flight is the only record of it).
    public func biometricButtonEnabled(promptShowing: Bool) -> Bool { showsBiometricButton && !promptShowing }
    /// The alert's buttons, in the seed's order.
    public var forgotAlertChoices: [ForgotAlertChoice] {
        forgotAlertVariant == .resetOrLogout ? [.cancel, .sendResetEmail, .logout] : [.cancel, .logout]
    }
    /// The alert's message.
    public var forgotAlertMessage: String {
        forgotAlertVariant == .resetOrLogout
            ? ScreenMessages.forgotPasscodeMessage : ScreenMessages.forgotPasscodeLogoutOnlyMessage
    }

    /// A number-pad digit; the sixth asks for verification.
    public mutating func digit(_ digit: Character) -> [Effect] {
        guard !pendingCheck else { return [] }
        let result = entry.append(digit)
        if result != .ignored { errorMessage = nil }
        guard case .completed(let pin) = result else { return [] }
        pendingCheck = true
        return [.verifyPasscode(pin)]
    }

    /// The delete key.
    public mutating func delete() {
        guard !pendingCheck else { return }
        entry.deleteLast()
    }

    /// The answer to ``Effect/verifyPasscode(_:)``. On `.correct` the coordinator unlocks.
    public mutating func passcodeChecked(_ check: PasscodeCheck) {
        guard pendingCheck else { return }
        pendingCheck = false
        switch check {
        case .correct:
            entry.clear()
        case .incorrect:
            errorMessage = ScreenMessages.incorrectPasscode
            entry.clearAndShake()
        case .refused(let message):
            errorMessage = message
            entry.clearAndShake()
        }
    }

    /// The biometric button; ignored while a prompt is on screen (the disabled button).
    public mutating func biometricButtonTapped(promptShowing: Bool) -> [Effect] {
        guard biometricButtonEnabled(promptShowing: promptShowing) else { return [] }
        return [.requestBiometric]
    }

    /// A prompt ended with `outcome`: cancellations fall back to the PIN silently, other failures show their
    /// message: the error's own text, or with `explainsPermanentLockout` what to do after a permanent lockout
    /// (``BiometricOutcome/explainedLockScreenMessage``).
    public mutating func biometricFinished(_ outcome: BiometricOutcome, explainsPermanentLockout: Bool = false) {
        let message = explainsPermanentLockout ? outcome.explainedLockScreenMessage : outcome.lockScreenMessage
        if let message { errorMessage = message }
    }

    /// Biometric availability or the setting changed (lockout, enrollment change, reader unplugged).
    public mutating func biometricChanged(_ presentation: BiometricPresentation) { biometric = presentation }

    /// "Forgot Passcode?".
    public mutating func forgotPasscodeTapped() { showForgotAlert = true }

    /// A button of the alert.
    public mutating func forgotAlertChose(_ choice: ForgotAlertChoice) -> [Effect] {
        guard showForgotAlert, forgotAlertChoices.contains(choice) else { return [] }
        showForgotAlert = false
        switch choice {
        case .cancel: return []
        case .sendResetEmail: return [.requestPasscodeReset]
        case .logout: return [.logout]
        }
    }

    /// The answer to ``Effect/requestPasscodeReset``: on success the reset sheet appears; on failure the
    /// error is shown on the lock screen.
    public mutating func resetRequestFinished(error: String?) {
        if let error {
            errorMessage = error
        } else {
            showResetFlow = true
        }
    }

    /// The reset sheet was dismissed (cancelled or finished).
    public mutating func resetFlowDismissed() { showResetFlow = false }
}
