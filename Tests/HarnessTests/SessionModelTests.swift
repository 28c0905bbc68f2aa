import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios
@testable import HarnessSession

/// The session model on its own: events in, effects out, no owner, no clock reads.
struct SessionModelTests {
    static let now = VirtualClock().now()

    static func model(
        policy: LockPolicy = .hardened, biometric: Bool = false, platform: DeviceProfile.Platform = .ios
    ) -> SessionModel {
        var account = AccountState()
        account.hasPasscode = true
        account.passcodeEnabled = true
        account.biometricEnabled = biometric
        account.biometric = BiometricPresentation(biometryType: .faceID, isEnabled: biometric, isAvailable: true)
        var configuration = SessionConfiguration(policy: policy, biometricEnabled: biometric)
        configuration.forgotAlertVariant = .resetOrLogout
        configuration.platform = platform
        return SessionModel(configuration: configuration, account: account, attempts: PasscodeAttemptState())
    }

    @Test func aTypedPasscodeIsCheckedThroughTheServiceAndOnlyTheAnswerUnlocks() throws {
        var model = Self.model()
        _ = try model.apply(.input(.launch), at: Self.now)
        #expect(model.screens.topName == "lock")
        var effects: [SessionEffect] = []
        for digit in "482916" { effects += try model.apply(.input(.digit(digit)), at: Self.now) }
        #expect(effects == [.service(.verifyPasscode("482916", for: .lockScreen))])
        #expect(model.coordinator.isLocked)
        let answer = ServiceAnswer(matched: true, account: model.account)
        let after = try model.apply(.serviceAnswered(.verifyPasscode("482916", for: .lockScreen), answer), at: Self.now)
        #expect(!model.coordinator.isLocked)
        #expect(model.screens.topName == "home")
        // The app's PIN is not the device passcode: nothing reaches the sensor but a fresh read of it.
        #expect(after.allSatisfy { if case .changeSensor = $0 { false } else { true } })
    }

    @Test func aWrongAnswerShakesTheLockScreenAndKeepsItLocked() throws {
        var model = Self.model()
        _ = try model.apply(.input(.launch), at: Self.now)
        for digit in "111111" { _ = try model.apply(.input(.digit(digit)), at: Self.now) }
        let answer = ServiceAnswer(matched: false, account: model.account)
        _ = try model.apply(.serviceAnswered(.verifyPasscode("111111", for: .lockScreen), answer), at: Self.now)
        let lock = try #require(model.screens.lockScreen)
        #expect(lock.errorMessage == ScreenMessages.incorrectPasscode)
        #expect(lock.entry.shakeCount == 1)
        #expect(model.coordinator.isLocked)
    }

    @Test func thePromptOnScreenMakesTheCoordinatorSeeAnInactiveSceneAndDisablesTheButton() throws {
        var model = Self.model(biometric: true)
        let effects = try model.apply(.input(.launch), at: Self.now)
        #expect(effects.contains(.startPrompt(cycle: 1)))
        #expect(model.scenePhase == .active)
        #expect(model.coordinator.phase == .inactive)
        // The system's prompt is modal: the button beneath takes no touch (on a Linux reader it shows disabled).
        #expect(throws: SessionInputError.underSystemPrompt) { try model.apply(.input(.tapBiometric), at: Self.now) }
        var linux = Self.model(biometric: true, platform: .linux)
        _ = try linux.apply(.input(.launch), at: Self.now)
        #expect(try linux.apply(.input(.tapBiometric), at: Self.now).isEmpty)
        _ = try model.apply(.biometricAnswered(.userCancel, cycle: 1), at: Self.now)
        #expect(model.coordinator.promptInFlight == nil)
        #expect(model.coordinator.phase == .active)
        #expect(try model.apply(.input(.tapBiometric), at: Self.now).contains(.startPrompt(cycle: 1)))
    }

    @Test func aStepForAScreenThatIsNotShowingIsRefusedAndChangesNothing() throws {
        var model = Self.model(policy: .seed)
        _ = try model.apply(.input(.launch), at: Self.now)
        let before = model.screens
        #expect(throws: SessionInputError.notShowing("a number pad", showing: "home")) {
            try model.apply(.input(.digit("1")), at: Self.now)
        }
        #expect(model.screens == before)
    }

    /// Before `launch` there is no screen at all: a digit is refused naming that, as every other screen step does.
    @Test func aDigitBeforeLaunchIsRefusedAsNotRunning() throws {
        var model = Self.model(policy: .seed)
        #expect(throws: SessionInputError.notShowing("a number pad", showing: "not-running")) {
            try model.apply(.input(.digit("1")), at: Self.now)
        }
        #expect(model.screens.isEmpty)
    }

    @Test func underHardenedALinkWaitsBehindTheLockAndOpensOnUnlock() throws {
        var model = Self.model()
        _ = try model.apply(.input(.launch), at: Self.now)
        _ = try model.apply(.input(.openURL("artitec://reset-password?token=abc")), at: Self.now)
        #expect(model.screens.topName == "lock")
        #expect(model.pendingLink == "artitec://reset-password?token=abc")
        for digit in "482916" { _ = try model.apply(.input(.digit(digit)), at: Self.now) }
        let effects = try model.apply(
            .serviceAnswered(
                .verifyPasscode("482916", for: .lockScreen), ServiceAnswer(matched: true, account: model.account)),
            at: Self.now)
        #expect(model.screens.topName == "reset-password")
        #expect(model.pendingLink == nil)
        #expect(effects.contains(.passwordReset(.verifyToken("abc", request: 1))))
    }

    @Test func underSeedALinkOpensTheResetSheetAboveTheLock() throws {
        var model = Self.model(policy: .seed)
        _ = try model.apply(.input(.launch), at: Self.now)
        _ = try model.apply(.input(.background), at: Self.now)
        let later = ClockReading(
            continuous: Self.now.continuous + .seconds(16 * 60), suspending: Self.now.suspending + .seconds(16 * 60),
            wall: Self.now.wall + .seconds(16 * 60), boot: Self.now.boot)
        _ = try model.apply(.input(.foreground), at: later)
        #expect(model.screens.topName == "lock")
        _ = try model.apply(.input(.openURL("artitec://reset-password?token=abc")), at: later)
        #expect(model.screens.topName == "reset-password")
        #expect(model.coordinator.isLocked)
    }

    @Test func hidingTheLockTakesTheResetPasscodeSheetWithItButKeepsOtherSheets() {
        var stack = ScreenStack()
        stack.resetToBase(loggedIn: true)
        stack.push(.resetPassword(ResetPasswordModel(token: "t")))
        stack.showLock(LockScreenModel(biometric: .unavailable))
        stack.push(.resetPasscode(ResetPasscodeFlow()))
        #expect(stack.topName == "reset-passcode")
        stack.hideLock()
        #expect(stack.layers.map(\.name) == ["home", "reset-password"])
    }

    /// The owner's buffer form appends each event's effects after what the buffer holds, the same effects in the same
    /// order as the returning form, event after event (the session reuses one buffer for every event).
    @Test func effectsAppendedToABufferAreTheEffectsReturned() throws {
        var returning = Self.model(biometric: true)
        var appending = returning
        let marker = SessionEffect.cancelAllTimers
        let events: [SessionEvent] = [
            .input(.launch), .biometricAnswered(.userCancel, cycle: 1), .input(.background), .input(.foreground),
            .input(.enterPIN("482916")),
            .serviceAnswered(
                .verifyPasscode("482916", for: .lockScreen), ServiceAnswer(matched: true, account: returning.account)),
            .serviceAnswered(.checkBiometric, ServiceAnswer(account: returning.account)),
        ]
        var nonEmpty = 0
        for event in events {
            let returned = try returning.apply(event, at: Self.now)
            var buffer = [marker]
            try appending.apply(event, at: Self.now, into: &buffer)
            #expect(buffer == [marker] + returned, "\(event)")
            if !returned.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty >= 4)
        #expect(appending.screens.topName == returning.screens.topName)
        #expect(!appending.coordinator.isLocked)
    }
}
