import Biometrics
import LockCore
import Testing

@testable import LockFlows

/// Stage 03 "PIN Entry UI" test table, rows 1-15, on the headless models.
struct Stage03PINEntryTests {
    @Test func stage03Row1_numberPadHasEveryDigitOnceAndEachReachesTheEntry() {
        let digits = NumberPad.rows.flatMap { $0 }.compactMap { key -> Character? in
            if case .digit(let d) = key { d } else { nil }
        }
        #expect(digits.sorted() == Array("0123456789"))
        #expect(NumberPad.rows.count == 4 && NumberPad.rows.allSatisfy { $0.count == 3 })
        #expect(NumberPad.key(row: 3, column: 0) == .empty)
        #expect(NumberPad.key(row: 3, column: 1) == .digit("0"))
        #expect(NumberPad.key(row: 3, column: 2) == .delete)
        #expect(NumberPad.key(row: 4, column: 0) == nil)
        for digit in digits {
            var entry = PINEntry()
            #expect(entry.append(digit) == .added)
            #expect(entry.digits == String(digit))
        }
    }

    @Test func stage03Row2_deleteRemovesTheLastDigitAndIsHarmlessWhenEmpty() {
        var entry = PINEntry()
        _ = entry.append("4")
        _ = entry.append("7")
        entry.deleteLast()
        #expect(entry.digits == "4")
        entry.deleteLast()
        entry.deleteLast()
        #expect(entry.digits.isEmpty)
        #expect(entry.shakeCount == 0)
    }

    @Test func stage03Row3_createWithMatchingConfirmationCallsTheAPIAndDismisses() {
        var flow = SetPasscodeFlow(mode: .create)
        #expect(flow.step == .enterNew && flow.step.rawValue == "Create a passcode")
        #expect(flow.type("482916").isEmpty)
        #expect(flow.step.rawValue == "Confirm passcode")
        #expect(flow.type("482916") == [.setPasscode("482916")])
        #expect(flow.isLoading && !flow.showsNumberPad)
        #expect(flow.saveFinished(error: nil) == [.finish(success: true)])
        #expect(flow.finished == true)
    }

    @Test func stage03Row4_createMismatchShakesShowsErrorAndReturnsToStepOneAfterHalfASecond() {
        var flow = SetPasscodeFlow(mode: .create, ignoresDigitsDuringReturn: true)
        _ = flow.type("482916")
        #expect(flow.type("482917") == [.scheduleReturnToNewPasscode(after: .milliseconds(500))])
        #expect(flow.errorMessage == "Passcodes don't match. Try again.")
        #expect(flow.entry.shakeCount == 1)
        #expect(flow.entry.filledDots == 0)
        #expect(flow.step == .confirmNew, "the title changes only when the timer fires")
        #expect(flow.digit("1").isEmpty && flow.entry.filledDots == 0, "input waits for the return")
        flow.returnTimerFired()
        #expect(flow.step == .enterNew)
        _ = flow.type("111222")
        #expect(flow.type("111222") == [.setPasscode("111222")], "the first entry was forgotten")
    }

    /// Seed 000's `SetPasscodeView` types digits that arrive during the half second into `currentInput`: the step
    /// is still `confirmNew` and `firstEntry` is empty, so six of them are another mismatch, fewer carry over.
    @Test func stage03Row4_seedTypesDigitsDuringTheReturnIntoTheConfirmStep() {
        var flow = SetPasscodeFlow(mode: .create)
        _ = flow.type("482916")
        _ = flow.type("482917")
        #expect(flow.digit("1").isEmpty && flow.entry.filledDots == 1 && flow.step == .confirmNew)
        flow.returnTimerFired()
        #expect(flow.step == .enterNew && flow.entry.filledDots == 1, "what was typed carries over")
        #expect(flow.type("11222").isEmpty && flow.step == .confirmNew, "and completes the first entry")
        #expect(flow.type("111222") == [.setPasscode("111222")])

        var again = SetPasscodeFlow(mode: .create)
        _ = again.type("482916")
        _ = again.type("482917")
        #expect(
            again.type("482916") == [.scheduleReturnToNewPasscode(after: .milliseconds(500))],
            "six digits before the return are compared with the cleared first entry: another mismatch")
        #expect(again.entry.shakeCount == 2)
    }

    @Test func stage03Row5_changeWithWrongCurrentShakesAndStays() {
        var flow = SetPasscodeFlow(mode: .change)
        #expect(flow.step.rawValue == "Enter current passcode")
        #expect(flow.navigationTitle == "Change Passcode")
        #expect(flow.type("000000") == [.verifyCurrentPasscode("000000")])
        _ = flow.currentPasscodeChecked(.incorrect)
        #expect(flow.step == .enterCurrent)
        #expect(flow.errorMessage == "Incorrect passcode")
        #expect(flow.entry.shakeCount == 1 && flow.entry.filledDots == 0)
    }

    @Test func stage03Row6_changeFullFlowSendsVerifiedCurrentAndNew() {
        var flow = SetPasscodeFlow(mode: .change)
        _ = flow.type("482916")
        _ = flow.currentPasscodeChecked(.correct)
        #expect(flow.step == .enterNew)
        _ = flow.type("730519")
        #expect(flow.type("730519") == [.changePasscode(current: "482916", new: "730519")])
        #expect(flow.saveFinished(error: nil) == [.finish(success: true)])
    }

    @Test func changeMismatchShakesAndReturnsToTheNewPasscodeStepAfterHalfASecond() {
        var flow = SetPasscodeFlow(mode: .change, ignoresDigitsDuringReturn: true)
        #expect(flow.type("482916") == [.verifyCurrentPasscode("482916")])
        #expect(flow.currentPasscodeChecked(.correct).isEmpty)
        #expect(flow.type("730519").isEmpty)
        #expect(flow.step == .confirmNew)
        #expect(flow.type("730518") == [.scheduleReturnToNewPasscode(after: .milliseconds(500))])
        #expect(flow.errorMessage == "Passcodes don't match. Try again.")
        #expect(flow.entry.shakeCount == 1 && flow.entry.filledDots == 0)
        #expect(flow.step == .confirmNew && flow.isAwaitingReturn, "the title changes only when the timer fires")
        #expect(flow.digit("1").isEmpty && flow.entry.filledDots == 0, "input waits for the return")
        flow.returnTimerFired()
        #expect(flow.step == .enterNew, "back to the new passcode, not to the current one")
        #expect(!flow.isAwaitingReturn && flow.finished == nil && !flow.isLoading)
        _ = flow.type("111222")
        #expect(
            flow.type("111222") == [.changePasscode(current: "482916", new: "111222")],
            "the verified current passcode is kept, the mismatched new one forgotten")
    }

    @Test func stage03Row7_lockScreenCorrectPINAsksForVerificationAndClearsOnSuccess() {
        var screen = LockScreenModel(biometric: .unavailable)
        #expect(screen.type("482916") == [.verifyPasscode("482916")])
        screen.passcodeChecked(.correct)
        #expect(screen.errorMessage == nil && screen.entry.shakeCount == 0)
    }

    @Test func stage03Row8_lockScreenWrongPINShakesClearsAndShowsError() {
        var screen = LockScreenModel(biometric: .unavailable)
        _ = screen.type("000000")
        screen.passcodeChecked(.incorrect)
        #expect(screen.errorMessage == "Incorrect passcode")
        #expect(screen.entry.shakeCount == 1)
        #expect(screen.entry.filledDots == 0)
        _ = screen.digit("1")
        #expect(screen.errorMessage == nil, "typing again clears the error")
    }

    @Test func stage03Row9_biometricButtonShownOnlyWhenEnabledAndAvailable() {
        let faceID = BiometricPresentation(biometryType: .faceID, isEnabled: true, isAvailable: true)
        #expect(LockScreenModel(biometric: faceID).showsBiometricButton)
        #expect(LockScreenModel(biometric: faceID).biometric.icon == "faceid")
        var off = faceID
        off.isEnabled = false
        #expect(!LockScreenModel(biometric: off).showsBiometricButton)
        var unavailable = faceID
        unavailable.isAvailable = false
        #expect(!LockScreenModel(biometric: unavailable).showsBiometricButton)
    }

    @Test(arguments: [BiometricOutcome.userCancel, .systemCancel, .appCancel])
    func stage03Row10_biometricCancelFallsBackToThePINSilently(outcome: BiometricOutcome) {
        var screen = LockScreenModel(
            biometric: BiometricPresentation(biometryType: .faceID, isEnabled: true, isAvailable: true))
        #expect(!screen.biometricButtonEnabled(promptShowing: true))
        #expect(screen.biometricButtonTapped(promptShowing: true).isEmpty)
        screen.biometricFinished(outcome)
        #expect(screen.errorMessage == nil)
        #expect(screen.biometricButtonTapped(promptShowing: false) == [.requestBiometric])
        #expect(screen.type("482916") == [.verifyPasscode("482916")])
    }

    @Test func stage03Row11_forgotPasscodeSendEmailShowsTheResetSheet() {
        var screen = LockScreenModel(biometric: .unavailable)
        screen.forgotPasscodeTapped()
        #expect(screen.forgotAlertChoices == [.cancel, .sendResetEmail, .logout])
        #expect(screen.forgotAlertChose(.sendResetEmail) == [.requestPasscodeReset])
        #expect(!screen.showResetFlow)
        screen.resetRequestFinished(error: nil)
        #expect(screen.showResetFlow)
    }

    @Test func stage03Row12_forgotPasscodeLogoutAsksTheOwnerToLogOut() {
        var screen = LockScreenModel(biometric: .unavailable)
        screen.forgotPasscodeTapped()
        #expect(screen.forgotAlertChose(.logout) == [.logout])
        #expect(!screen.showForgotAlert)
        var stage04 = LockScreenModel(biometric: .unavailable, forgotAlertVariant: .logoutOnly)
        stage04.forgotPasscodeTapped()
        #expect(stage04.forgotAlertChoices == [.cancel, .logout])
        #expect(stage04.forgotAlertChose(.sendResetEmail).isEmpty, "not offered in the Stage 04 alert")
    }

    @Test func stage03Row13_resetFlowCodeNewConfirmAPIUnlock() {
        var flow = ResetPasscodeFlow()
        #expect(flow.step.rawValue == "Enter reset code from email")
        _ = flow.type("123987")
        #expect(flow.step.rawValue == "Enter new passcode")
        _ = flow.type("482916")
        #expect(flow.step.rawValue == "Confirm new passcode")
        #expect(flow.type("482916") == [.resetPasscode(code: "123987", newPasscode: "482916")])
        #expect(flow.resetFinished(error: nil) == [.unlock, .dismiss])
    }

    @Test func stage03Row13_resetMismatchReturnsToNewPasscode() {
        var flow = ResetPasscodeFlow()
        _ = flow.type("123987")
        _ = flow.type("482916")
        #expect(flow.type("482917") == [.scheduleReturnToNewPasscode(after: .milliseconds(500))])
        #expect(flow.errorMessage == "Passcodes don't match")
        #expect(flow.shakeCount == 1)
        flow.returnTimerFired()
        #expect(flow.step == .enterNew && flow.filledDots == 0)
    }

    @Test func stage03Row14_dotsFillOneByOne() {
        var entry = PINEntry()
        for (index, digit) in "482916".enumerated() {
            #expect(entry.filledDots == index)
            _ = entry.append(digit)
        }
        #expect(entry.filledDots == 6 && entry.dotsText == "●●●●●●")
        #expect(entry.append("1") == .ignored, "a seventh digit is ignored")
        #expect(entry.filledDots == 6)
    }

    @Test func stage03Row15_apiErrorDuringSaveIsShownWithoutDismissing() {
        var flow = SetPasscodeFlow(mode: .create)
        _ = flow.type("482916")
        _ = flow.type("482916")
        #expect(flow.saveFinished(error: "The request timed out.").isEmpty)
        #expect(flow.errorMessage == "The request timed out.")
        #expect(flow.finished == nil && !flow.isLoading && flow.showsNumberPad)
        #expect(flow.entry.shakeCount == 1)
    }

    @Test func digitsWhileLoadingAreIgnored() {
        var flow = SetPasscodeFlow(mode: .create)
        _ = flow.type("482916")
        _ = flow.type("482916")
        #expect(flow.digit("1").isEmpty)
        flow.delete()
        #expect(flow.isLoading)
    }

    @Test func cancelReportsFalse() {
        var flow = SetPasscodeFlow(mode: .create)
        #expect(flow.cancel() == [.finish(success: false)])
        #expect(flow.cancel().isEmpty)
        #expect(flow.finished == false)
    }

    @Test func nonDigitsNeverReachTheEntry() {
        var entry = PINEntry()
        for character: Character in ["a", "１", " ", "\u{0}", "٣"] {
            #expect(entry.append(character) == .ignored)
        }
        #expect(entry.filledDots == 0)
    }

    @Test func hardenedBlocklistRefusesCommonPasscodesAtCreate() {
        var flow = SetPasscodeFlow(mode: .create, blocklist: .forPolicy(.hardened))
        _ = flow.type("123456")
        #expect(flow.step == .enterNew)
        #expect(flow.errorMessage == ScreenMessages.passcodeTooCommon)
        var seed = SetPasscodeFlow(mode: .create, blocklist: .forPolicy(.seed))
        _ = seed.type("123456")
        #expect(seed.step == .confirmNew)
    }
}

extension SetPasscodeFlow {
    /// Types every digit of `pin` and returns the effects of the last one.
    mutating func type(_ pin: String) -> [Effect] {
        var effects: [Effect] = []
        for digit in pin { effects = self.digit(digit) }
        return effects
    }
}

extension ResetPasscodeFlow {
    mutating func type(_ pin: String) -> [Effect] {
        var effects: [Effect] = []
        for digit in pin { effects = self.digit(digit) }
        return effects
    }
}

extension LockScreenModel {
    mutating func type(_ pin: String) -> [Effect] {
        var effects: [Effect] = []
        for digit in pin { effects = self.digit(digit) }
        return effects
    }
}
