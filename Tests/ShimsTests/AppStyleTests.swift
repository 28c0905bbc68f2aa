import Biometrics
import Combine
import Foundation
import LocalAuthentication
import SimulatedPhone
import SwiftUI
import Testing

extension CurrentPhoneTests {
    /// App code written for iOS (AppCode/) compiled unchanged against the shims, driven through the simulated phone.
    @MainActor struct AppStyleTests {
        @Test func viewModelPublishesAndUnlocksWithFaceID() async {
            SimulatedPhone.current.reset()
            let model = VaultLockViewModel()
            let changes = ChangeCounter()
            let subscription = model.objectWillChange.sink { _ in changes.count += 1 }
            model.checkBiometricAvailability()
            #expect(model.biometricType == .faceID)
            await model.authenticateWithBiometric()
            #expect(!model.isLocked)
            #expect(changes.count >= 2)
            subscription.cancel()
        }

        @Test func failedPromptShowsLocalAuthenticationsMessageAndShakes() async {
            SimulatedPhone.current.reset()
            SimulatedPhone.current.update { $0.biometrics.enqueue([.noMatch, .noMatch]) }
            let model = VaultLockViewModel()
            await model.authenticateWithBiometric()
            #expect(model.isLocked)
            #expect(model.errorMessage == "Authentication failed")
            #expect(model.shakeCount == 1)
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            await model.authenticateWithBiometric()
            #expect(model.shakeCount == 1)
        }

        @Test func enrollmentChangeIsNoticedThroughTheDomainState() {
            SimulatedPhone.current.reset()
            let model = VaultLockViewModel()
            model.checkBiometricAvailability()
            #expect(!model.enrollmentChanged)
            SimulatedPhone.current.update { $0.changeEnrollment() }
            model.checkBiometricAvailability()
            #expect(model.enrollmentChanged)
        }

        @Test func noBiometryReportsNone() {
            SimulatedPhone.current.reset()
            SimulatedPhone.current.update { $0.biometrics.setEnrolled(false) }
            let model = VaultLockViewModel()
            model.checkBiometricAvailability()
            #expect(model.biometricType == .none)
        }

        @Test func sha256MatchesTheKnownDigest() {
            let model = VaultLockViewModel()
            #expect(
                model.hashPasscode("abc", salt: "")
                    == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        }

        @Test func scenePhaseLocksAfterFiveSecondsInTheBackground() {
            let model = VaultLockViewModel()
            model.isLocked = false
            let start = Date(timeIntervalSince1970: 1_000)
            model.handleScenePhaseChange(.background, now: start)
            model.handleScenePhaseChange(.active, now: start.addingTimeInterval(3))
            #expect(!model.isLocked)
            model.handleScenePhaseChange(.background, now: start)
            model.handleScenePhaseChange(.active, now: start.addingTimeInterval(6))
            #expect(model.isLocked)
        }

        @Test func keychainWrapperRoundTripsAndABiometryBoundValueDiesWithTheEnrollment() {
            SimulatedPhone.current.reset()
            #expect(VaultKeychain.set("hash", forKey: "passcodeHash") == 0)
            #expect(VaultKeychain.set("secret", forKey: "vaultKey", requireBiometry: true) == 0)
            #expect(VaultKeychain.get(forKey: "passcodeHash") == "hash")
            #expect(VaultKeychain.get(forKey: "vaultKey") == "secret")
            SimulatedPhone.current.update { $0.changeEnrollment() }
            #expect(VaultKeychain.get(forKey: "vaultKey") == nil)
            #expect(VaultKeychain.get(forKey: "passcodeHash") == "hash")
            VaultKeychain.delete(forKey: "passcodeHash")
            #expect(VaultKeychain.get(forKey: "passcodeHash") == nil)
        }
    }
}
