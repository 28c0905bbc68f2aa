import Biometrics
import LockCore
import Testing

struct SimulatedDeviceCapabilityTests {
    @Test(arguments: [BiometryType.faceID, .touchID, .fingerprint])
    func anEnrolledSensorWithAPasscodeCanEvaluate(kind: BiometryType) {
        let device = SimulatedBiometricDevice(biometryType: kind)
        let capability = device.capability(at: .virtualStart)
        #expect(capability.canEvaluate)
        #expect(capability.reportedType == kind)
        #expect(capability.enrollment == device.enrollment)
        #expect(capability.enrollment != nil)
    }

    @Test func hardwareAbsentIsNotAvailable() {
        var device = SimulatedBiometricDevice(biometryType: .faceID)
        device.hardware = .absent
        #expect(device.capability(at: .virtualStart) == .absent)
        #expect(device.evaluate(at: .virtualStart).outcome == .biometryNotAvailable)
        device.hardware = .present
        #expect(device.capability(at: .virtualStart).canEvaluate)
    }

    @Test func noBiometryIsAlwaysAbsent() {
        var device = SimulatedBiometricDevice(biometryType: .none, hardware: .present, enrolled: true)
        #expect(device.hardware == .absent)
        #expect(!device.isEnrolled)
        #expect(device.capability(at: .virtualStart) == .absent)
        device.changeEnrollment()
        #expect(device.enrollment == nil)
        #expect(device.evaluate(at: .virtualStart).outcome == .biometryNotAvailable)
    }

    @Test func aDisconnectedReaderKeepsItsTypeButReportsNone() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint, hardware: .disconnected)
        let capability = device.capability(at: .virtualStart)
        #expect(capability.biometryType == .fingerprint)
        #expect(capability.unavailableReason == .biometryDisconnected)
        #expect(capability.reportedType == .none)
        #expect(device.evaluate(at: .virtualStart).outcome == .biometryDisconnected)
    }

    /// The system refuses a Face ID prompt from an app without `NSFaceIDUsageDescription` before the sensor is asked
    /// (the failure count stays); Touch ID and Android's fingerprint need no description.
    @Test(arguments: [BiometryType.faceID, .touchID, .fingerprint])
    func aFaceIDPromptNeedsTheUsageDescription(kind: BiometryType) {
        var device = SimulatedBiometricDevice(biometryType: kind, matching: false)
        let refused = device.beginPrompt(at: .virtualStart, appDeclaresFaceIDUsage: false)
        #expect(refused == (kind == .faceID ? .biometryNotAvailable : nil))
        #expect(device.isPromptInFlight == (kind != .faceID))
        #expect(device.consecutiveFailures == 0)
        #expect(device.beginPrompt(at: .virtualStart, appDeclaresFaceIDUsage: true) == nil)
        #expect(device.isPromptInFlight)
    }

    @Test func unpluggingDuringAPromptEndsIt() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint, matching: false)
        #expect(device.beginPrompt(at: .virtualStart) == nil)
        device.hardware = .disconnected
        #expect(device.nextAttempt(at: .virtualStart)?.endedPrompt == .biometryDisconnected)
        #expect(device.consecutiveFailures == 0)
    }

    @Test func notEnrolledIsReportedWithNoEnrollmentState() {
        var device = SimulatedBiometricDevice(biometryType: .touchID, enrolled: false)
        let capability = device.capability(at: .virtualStart)
        #expect(capability.unavailableReason == .biometryNotEnrolled)
        #expect(capability.enrollment == nil)
        #expect(capability.reportedType == .none)
        #expect(device.evaluate(at: .virtualStart).outcome == .biometryNotEnrolled)
        device.setEnrolled(true)
        #expect(device.capability(at: .virtualStart).canEvaluate)
    }

    @Test func passcodeNotSetBlocksBiometry() {
        var device = SimulatedBiometricDevice(biometryType: .faceID, passcodeSet: false)
        #expect(device.capability(at: .virtualStart).unavailableReason == .passcodeNotSet)
        #expect(device.evaluate(at: .virtualStart).outcome == .passcodeNotSet)
        device.isPasscodeSet = true
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
    }

    @Test func changingEnrollmentRotatesTheState() throws {
        var device = SimulatedBiometricDevice(biometryType: .faceID, enrollmentSeed: "iphone-15-pro")
        let before = try #require(device.enrollment)
        device.changeEnrollment()
        let after = try #require(device.enrollment)
        #expect(before != after)
        #expect(device.capability(at: .virtualStart).enrollment == after)
        // Deterministic: the same history gives the same state on every run and machine.
        var twin = SimulatedBiometricDevice(biometryType: .faceID, enrollmentSeed: "iphone-15-pro")
        #expect(twin.enrollment == before)
        twin.changeEnrollment()
        #expect(twin.enrollment == after)
        #expect(before.rawValue.count == 16)
        // Different devices differ.
        #expect(SimulatedBiometricDevice(biometryType: .faceID, enrollmentSeed: "other").enrollment != before)
    }

    @Test func removingAndReEnrollingGivesANewState() throws {
        var device = SimulatedBiometricDevice(biometryType: .touchID)
        let before = try #require(device.enrollment)
        device.setEnrolled(false)
        #expect(device.enrollment == nil)
        device.setEnrolled(true)
        #expect(device.enrollment != before)
        #expect(device.enrollment != nil)
    }

    @Test func anOSUpgradeRotatesTheStateWithoutChangingWhoMatches() throws {
        var device = SimulatedBiometricDevice(biometryType: .faceID)
        let before = try #require(device.enrollment)
        device.simulateOSUpgradeRotation()
        #expect(device.enrollment != before)
        #expect(device.evaluate(at: .virtualStart).outcome == .success)
    }

    @Test func enrollmentChangeDoesNotClearALockout() {
        var device = SimulatedBiometricDevice(biometryType: .touchID, matching: false)
        _ = device.evaluate(at: .virtualStart)
        _ = device.evaluate(at: .virtualStart)
        device.changeEnrollment()
        #expect(device.lockout == .untilPasscode)
    }
}
