import Biometrics
import Foundation
import LocalAuthentication
import LockCore
import SimulatedPhone
import Testing

/// `SimulatedPhone.answerHeldPrompt(using:)` with a sensor outside the phone (in CI with the trait, a libfprint
/// reader: RealReaderLAContextTests). Here a second simulated sensor stands in, scripted opposite to the phone's
/// own, so the reply shows whose answer the app got.
struct OutsideSensorTests {
    static func outsideSensor(_ script: [ScriptedAttempt]) -> SimulatedBiometricSensor<ContinuousClock> {
        var rules = SimulatedSensorRules.defaults(for: .faceID)
        rules.attemptLatency = .zero
        return SimulatedBiometricSensor(
            device: SimulatedBiometricDevice(biometryType: .faceID, rules: rules, script: script),
            clockSource: SharedVirtualClock(), clock: ContinuousClock())
    }

    static func heldPhone(matching: Bool) -> SimulatedPhone {
        var state = SimulatedPhoneState(profile: SimulatedPhoneState.faceIDProfile)
        state.promptMode = .held
        state.biometrics.isMatching = matching
        return SimulatedPhone(state)
    }

    @Test func theOutsideSensorsMatchUnlocksWhereThePhonesOwnWouldFail() async {
        let phone = Self.heldPhone(matching: false)
        let replies = Replies()
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") {
            replies.append($0, $1)
        }
        #expect(replies.all.isEmpty)
        #expect(await phone.answerHeldPrompt(using: Self.outsideSensor([.match])))
        #expect(replies.all.count == 1 && replies.all.first?.ok == true)
        #expect(phone.state.heldPrompt == nil)
        #expect(!phone.state.biometrics.isPromptInFlight)
    }

    @Test func theOutsideSensorsNoMatchFailsWhereThePhonesOwnWouldMatch() async {
        let phone = Self.heldPhone(matching: true)
        let replies = Replies()
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") {
            replies.append($0, $1)
        }
        #expect(await phone.answerHeldPrompt(using: Self.outsideSensor([.noMatch, .noMatch])))
        #expect(replies.all.map(\.code) == [LAError.Code.authenticationFailed])
        #expect(phone.state.prompts.last?.result == .failed(.authenticationFailed))
    }

    @Test func nothingHeldAsksNoSensor() async {
        let phone = Self.heldPhone(matching: true)
        let sensor = Self.outsideSensor([.match])
        #expect(!(await phone.answerHeldPrompt(using: sensor)))
        #expect(await sensor.history.isEmpty)
    }
}
