import Biometrics
import SimulatedPhone
import Testing

@testable import ShippingApp

extension CorpusTests {
    /// UnlockViewModel.swift: async/await, `catch LAError.userCancel`, `catch let error as LAError where …`.
    @MainActor struct UnlockViewModelTests {
        @Test func faceMatchUnlocksAndCancelKeepsTheLock() async {
            CorpusTests.fresh()
            let model = UnlockViewModel()
            await model.unlockWithBiometrics()
            #expect(model.state == .unlocked)
            model.lock()
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            await model.unlockWithBiometrics()
            #expect(model.state == .locked)
        }

        @Test func fallbackAndLockoutAskForThePasscode() async {
            CorpusTests.fresh { $0.biometrics.enqueue([.outcome(.userFallback)]) }
            let model = UnlockViewModel()
            await model.unlockWithBiometrics()
            #expect(model.state == .needsPasscode)
            CorpusTests.fresh { $0.biometrics.lockOut(at: $0.now) }
            let lockedOut = UnlockViewModel()
            await lockedOut.unlockWithBiometrics()
            #expect(lockedOut.state == .needsPasscode)
        }

        @Test func twoMissedFacesAreAFailureWithLocalAuthenticationsMessage() async {
            CorpusTests.fresh { $0.biometrics.isMatching = false }
            let model = UnlockViewModel()
            await model.unlockWithBiometrics()
            #expect(model.state == .error("Authentication failed"))
            #expect(model.failedAttempts == 1)
        }

        @Test func devicePasscodeUnlocksWhenBiometryIsLockedOut() async {
            CorpusTests.fresh { $0.biometrics.lockOut(at: $0.now) }
            let model = UnlockViewModel()
            #expect(await model.unlockWithDevicePasscode())
            #expect(model.state == .unlocked)
        }
    }
}
