import Biometrics
import Foundation
import LocalAuthentication
import Testing

/// LAError: Apple's codes and raw values, the domain, and messages that reach `localizedDescription` on Linux.
struct LAErrorTests {
    @Test func everyCodeHasApplesRawValue() {
        let expected: [LAError.Code: Int] = [
            .authenticationFailed: -1, .userCancel: -2, .userFallback: -3, .systemCancel: -4, .passcodeNotSet: -5,
            .biometryNotAvailable: -6, .biometryNotEnrolled: -7, .biometryLockout: -8, .appCancel: -9,
            .invalidContext: -10, .companionNotAvailable: -11, .biometryNotPaired: -12, .biometryDisconnected: -13,
            .invalidDimensions: -14, .notInteractive: -1004,
        ]
        #expect(Dictionary(uniqueKeysWithValues: LAError.Code.allCases.map { ($0, $0.rawValue) }) == expected)
        #expect(LAError.Code.touchIDLockout == .biometryLockout)
        #expect(LAError.Code.touchIDNotEnrolled.rawValue == -7)
        #expect(LAError.Code.watchNotAvailable.rawValue == -11)
    }

    @Test(arguments: LAError.Code.allCases)
    func bridgesToNSErrorWithDomainCodeAndMessage(code: LAError.Code) {
        let error: any Error = LAError(code)
        let bridged = error as NSError
        #expect(bridged.domain == "com.apple.LocalAuthentication")
        #expect(bridged.code == code.rawValue)
        #expect(error.localizedDescription == code.message)
        #expect(!code.message.isEmpty)
    }

    @Test(arguments: BiometricOutcome.allCases.filter { $0 != .success })
    func simulatedOutcomesKeepTheLockScreenWording(outcome: BiometricOutcome) {
        let error = LAError(outcome: outcome)
        #expect(error.code.rawValue == outcome.laErrorCode)
        // The seed's lock screen shows the error's own text, a permanent lockout (reported as biometryLockout)
        // included.
        if let message = outcome.lockScreenMessage {
            #expect(error.localizedDescription == message)
        }
    }

    @Test func catchByCodePattern() {
        func classify(_ error: any Error) -> String {
            switch error {
            case LAError.userCancel: return "cancel"
            case LAError.biometryLockout: return "lockout"
            default: return "other"
            }
        }
        #expect(classify(LAError(.userCancel)) == "cancel")
        #expect(classify(LAError(.touchIDLockout)) == "lockout")
        #expect(classify(LAError(.appCancel)) == "other")
    }
}
