import Biometrics
import Foundation
import LocalAuthentication
import SimulatedPhone
import Testing

/// `error as? LAError` on the `NSError` that `canEvaluatePolicy(_:error:)` fills in, as on Apple's platforms.
struct LAErrorBridgingTests {
    @Test(arguments: LAError.Code.allCases)
    func nsErrorInTheDomainCastsToLAError(code: LAError.Code) throws {
        let nsError: NSError? = NSError(domain: LAErrorDomain, code: code.rawValue)
        #expect((nsError as? LAError)?.code == code)
        let error: any Error = try #require(nsError)
        #expect((error as? LAError)?.code == code)
        #expect(code ~= error)
        #expect(error is LAError)
    }

    @Test func otherDomainsAndUnknownCodesDoNotCast() {
        let elsewhere: any Error = NSError(domain: NSCocoaErrorDomain, code: -8)
        #expect(elsewhere as? LAError == nil)
        let unknown: any Error = NSError(domain: LAErrorDomain, code: -4242)
        #expect(unknown as? LAError == nil)
    }

    @Test func roundTripKeepsTheMessageAndUserInfo() throws {
        let bridged = LAError(.biometryLockout) as NSError
        #expect(bridged.domain == "com.apple.LocalAuthentication")
        #expect(bridged.code == -8)
        #expect(bridged.localizedDescription == LAError.Code.biometryLockout.message)
        let withInfo = NSError(
            domain: LAErrorDomain, code: -2, userInfo: [NSLocalizedDescriptionKey: "Canceled by user.", "k": "v"])
        let back = try #require(withInfo as? LAError)
        #expect(back.userInfo["k"] as? String == "v")
        #expect(back.localizedDescription == "Canceled by user.")
    }

    @Test func throwingAnNSErrorIsCaughtAsLAError() {
        func evaluate() throws { throw NSError(domain: LAErrorDomain, code: LAError.Code.userFallback.rawValue) }
        var caught: LAError.Code?
        do { try evaluate() } catch let error as LAError { caught = error.code } catch {}
        #expect(caught == .userFallback)
    }

    @Test func constantsHoldApplesValues() {
        #expect(kLAErrorBiometryLockout == -8 && kLAErrorTouchIDLockout == kLAErrorBiometryLockout)
        #expect(kLAErrorUserCancel == Int32(LAError.Code.userCancel.rawValue))
        #expect(kLAErrorCompanionNotAvailable == -11 && kLAErrorWatchNotAvailable == -11)
        #expect(kLAErrorNotInteractive == -1004)
        #expect(kLAPolicyDeviceOwnerAuthentication == Int32(LAPolicy.deviceOwnerAuthentication.rawValue))
        #expect(LAError.Code.touchIDNotAvailable == .biometryNotAvailable)
        #expect(LAError.Code.companionNotAvailable.rawValue == -11)
    }
}

extension CurrentPhoneTests {
    /// App code (AppCode/BiometricGate.swift, imports as in Xcode) driven through the simulated phone.
    struct BiometricGateTests {
        static func gate(_ change: @escaping @Sendable (inout SimulatedPhoneState) -> Void) -> BiometricGate {
            SimulatedPhone.current.reset()
            SimulatedPhone.current.update { change(&$0) }
            return BiometricGate()
        }

        @Test func canEvaluatePolicyErrorsReachTheAppsLAErrorSwitch() {
            #expect(Self.gate { _ in }.unavailability() == nil)
            #expect(Self.gate { $0.setPasscode(false) }.unavailability() == .passcodeNotSet)
            #expect(Self.gate { $0.biometrics.setEnrolled(false) }.unavailability() == .notEnrolled)
            #expect(Self.gate { $0.biometrics.lockOut(at: $0.now) }.unavailability() == .lockedOut)
            #expect(Self.gate { $0.biometrics.hardware = .absent }.unavailability() == .notAvailable)
        }

        @Test func kLAErrorConstantsMatchTheFilledInError() {
            #expect(Self.gate { $0.setPasscode(false) }.unavailabilityByConstant() == .passcodeNotSet)
            #expect(Self.gate { $0.biometrics.setEnrolled(false) }.unavailabilityByConstant() == .notEnrolled)
            #expect(Self.gate { $0.biometrics.lockOut(at: $0.now) }.unavailabilityByConstant() == .lockedOut)
            #expect(Self.gate { _ in }.unavailabilityByConstant() == nil)
        }

        @Test func deprecatedTouchIDNamesStillMatch() {
            #expect(Self.gate { $0.biometrics.lockOut(at: $0.now) }.isLockedOut())
            #expect(!Self.gate { _ in }.isLockedOut())
        }

        @Test func cfErrorPayloadsCompareLikeApplesCFTypes() {
            let one = CFError(status: errSecParam, message: "bad flags")
            let same = CFError(status: errSecParam, message: "bad flags")
            #expect(VaultKeyError.accessControl(one) == .accessControl(same))
            #expect(VaultKeyError.accessControl(one) != .accessControl(nil))
            #expect(Set([one, same]).count == 1)
        }

        @Test func deleteWithTheAddDictionaryThenAddReplacesTheKey() {
            let gate = Self.gate { _ in }
            #expect(gate.saveVaultKey(Data("first".utf8), account: "vault") == nil)
            #expect(gate.saveVaultKey(Data("second".utf8), account: "vault") == nil)
            #expect(SimulatedPhone.current.state.keychain.items.count == 1)
            #expect(gate.readVaultKey(account: "vault").key == Data("second".utf8))
        }

        @Test(arguments: [
            (BiometricOutcome.userCancel, errSecUserCanceled), (.authenticationFailed, errSecAuthFailed),
            (.biometryLockout, errSecAuthFailed), (.userFallback, errSecAuthFailed), (.systemCancel, errSecAuthFailed),
            (.appCancel, errSecAuthFailed), (.notInteractive, errSecInteractionNotAllowed),
        ])
        func protectedReadReturnsTheStatusIOSReturns(outcome: BiometricOutcome, status: OSStatus) {
            let gate = Self.gate { _ in }
            #expect(gate.saveVaultKey(Data("key".utf8), account: "vault") == nil)
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(outcome)]) }
            let read = gate.readVaultKey(account: "vault")
            #expect(read.status == status)
            #expect(read.key == nil)
        }

        @Test func protectedReadAfterLockoutIsErrSecAuthFailedWithoutAMatch() {
            let gate = Self.gate { _ in }
            #expect(gate.saveVaultKey(Data("key".utf8), account: "vault") == nil)
            SimulatedPhone.current.update { $0.biometrics.lockOut(at: $0.now) }
            #expect(gate.readVaultKey(account: "vault").status == errSecAuthFailed)
        }
    }
}
