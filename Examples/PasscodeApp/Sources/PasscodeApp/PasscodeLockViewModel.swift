import SwiftUI

/// The lock screen: six-digit PIN entry and the biometric button.
@MainActor
public final class PasscodeLockViewModel: ObservableObject {
    /// The digits typed so far (one dot each).
    @Published public private(set) var enteredDigits = ""
    /// The red line under the dots.
    @Published public private(set) var errorMessage: String?
    /// Shakes of the dots row so far.
    @Published public private(set) var shakeCount = 0
    /// Whether a check (PIN or biometric) is running.
    @Published public private(set) var isAuthenticating = false

    /// Digits in a passcode.
    public let passcodeLength = 6
    private let service: PasscodeService

    /// A lock screen over `service`.
    public init(service: PasscodeService = .shared) {
        self.service = service
    }

    /// Whether the biometric button shows.
    public var canUseBiometric: Bool { service.isBiometricEnabled && service.isBiometricAvailable }

    /// A number-pad key.
    public func appendDigit(_ digit: String) {
        guard enteredDigits.count < passcodeLength else { return }
        enteredDigits += digit
        errorMessage = nil
        if enteredDigits.count == passcodeLength { verify() }
    }

    /// The delete key.
    public func deleteDigit() {
        #if PLANTED_EXPLORE_BUG
            if enteredDigits.isEmpty, let retry = service.retryEntry {
                enteredDigits = retry
                return verify()
            }
        #endif
        guard !enteredDigits.isEmpty else { return }
        enteredDigits.removeLast()
    }

    private func verify() {
        let entered = enteredDigits
        isAuthenticating = true
        Task {
            let valid = await service.verifyPasscode(entered)
            isAuthenticating = false
            if valid {
                #if PLANTED_EXPLORE_BUG
                    service.retryEntry = entered
                #endif
                enteredDigits = ""
                service.unlockApp()
            } else {
                // Seed 000's lock screen: a wrong PIN clears the dots at once, shows the error and shakes the row.
                enteredDigits = ""
                errorMessage = "Incorrect passcode"
                withAnimation { shakeCount += 1 }
            }
        }
    }

    /// The Face ID / Touch ID button.
    public func authenticateWithBiometric() {
        guard canUseBiometric, !isAuthenticating else { return }
        isAuthenticating = true
        Task {
            let success = await service.authenticateWithBiometrics()
            isAuthenticating = false
            if success {
                service.unlockApp()
            } else if let message = service.lastBiometricError {
                errorMessage = message
            }
        }
    }
}
