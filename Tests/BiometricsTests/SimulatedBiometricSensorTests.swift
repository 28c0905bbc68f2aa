import Biometrics
import LockCore
import Testing

struct SimulatedBiometricSensorTests {
    func makeSensor(
        _ device: SimulatedBiometricDevice
    ) -> (SimulatedBiometricSensor<StepClock>, TestTimeline) {
        let timeline = TestTimeline()
        return (
            SimulatedBiometricSensor(device: device, clockSource: timeline, clock: StepClock(timeline: timeline)),
            timeline
        )
    }

    @Test func eachAttemptSleepsItsLatencyOnTheInjectedClock() async {
        let (sensor, timeline) = makeSensor(SimulatedBiometricDevice(biometryType: .touchID))
        await sensor.enqueue([.noMatch, .noMatch, .match])
        let result = await sensor.evaluatePrompt(reason: "Unlock")
        #expect(result.outcome == .success)
        #expect(timeline.sleeps == Array(repeating: .milliseconds(500), count: 3))
        #expect(timeline.now().continuous - .zero == .milliseconds(1_500))
        #expect(await sensor.history == [result])
        #expect(await sensor.unconsumedScript.isEmpty)
    }

    @Test func theTimedLockoutFollowsTheInjectedClockSource() async {
        let (sensor, timeline) = makeSensor(SimulatedBiometricDevice(biometryType: .fingerprint))
        await sensor.setMatching(false)
        #expect(await sensor.evaluate(reason: "Unlock") == .biometryLockout)
        #expect(await sensor.capability().unavailableReason == .biometryLockout)
        timeline.advance(by: .seconds(30) - .nanoseconds(1))
        #expect(await sensor.capability().unavailableReason == .biometryLockout)
        timeline.advance(by: .nanoseconds(1))
        #expect(await sensor.capability().canEvaluate)
    }

    @Test func modeSettersChangeTheLiveSensor() async {
        let (sensor, _) = makeSensor(SimulatedBiometricDevice(biometryType: .faceID))
        await sensor.setPasscodeSet(false)
        #expect(await sensor.evaluate(reason: "x") == .passcodeNotSet)
        await sensor.setPasscodeSet(true)
        await sensor.setEnrolled(false)
        #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
        await sensor.setEnrolled(true)
        await sensor.setHardware(.absent)
        #expect(await sensor.capability() == .absent)
        await sensor.setHardware(.present)
        let before = await sensor.capability().enrollment
        await sensor.changeEnrollment()
        #expect(await sensor.capability().enrollment != before)
        await sensor.setMatching(false)
        for _ in 0..<3 { _ = await sensor.evaluate(reason: "x") }
        #expect(await sensor.capability().unavailableReason == .biometryLockout)
        await sensor.passcodeAuthenticated()
        await sensor.setMatching(true)
        #expect(await sensor.evaluate(reason: "x") == .success)
    }

    @Test func cancelEndsThePromptInFlight() async throws {
        let gate = GateClock()
        let timeline = TestTimeline()
        let sensor = SimulatedBiometricSensor(
            device: SimulatedBiometricDevice(biometryType: .faceID), clockSource: timeline, clock: gate)
        let prompt = Task { await sensor.evaluatePrompt(reason: "Unlock") }
        #expect(await gate.waitForSleeper())
        await sensor.cancel(.appCancel)
        gate.release()
        let result = await prompt.value
        #expect(result.outcome == .appCancel)
        #expect(result.attempts.isEmpty)
        #expect(await sensor.device.isPromptInFlight == false)
        // A cancel with nothing on screen is ignored.
        await sensor.cancel(.systemCancel)
        let next = Task { await sensor.evaluate(reason: "Unlock") }
        #expect(await gate.waitForSleeper())
        gate.release()
        #expect(await next.value == .success)
    }

    @Test func aSecondPromptWhileOneIsShowingIsCancelledBySystem() async {
        let gate = GateClock()
        let sensor = SimulatedBiometricSensor(
            device: SimulatedBiometricDevice(biometryType: .touchID), clockSource: TestTimeline(), clock: gate)
        let first = Task { await sensor.evaluate(reason: "one") }
        #expect(await gate.waitForSleeper())
        #expect(await sensor.evaluate(reason: "two") == .systemCancel)
        gate.release()
        #expect(await first.value == .success)
    }

    @Test func itIsUsableAsAnyBiometricSensor() async {
        let timeline = TestTimeline()
        let sensor: any BiometricSensor = SimulatedBiometricSensor(
            device: SimulatedBiometricDevice(biometryType: .faceID, enrolled: false), clockSource: timeline,
            clock: StepClock(timeline: timeline))
        #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
        #expect(await sensor.evaluate(reason: "x") == .biometryNotEnrolled)
        #expect(timeline.sleeps.isEmpty)
    }
}
