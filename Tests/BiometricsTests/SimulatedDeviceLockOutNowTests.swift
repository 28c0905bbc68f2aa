import Biometrics
import LockCore
import Testing

/// ``SimulatedBiometricDevice/lockOut(at:permanent:)``: the live panel's "lock out" leaves the sensor as too many
/// failures leave it, so the app sees a real lockout (not one queued error).
struct SimulatedDeviceLockOutNowTests {
    @Test(arguments: [BiometryType.faceID, .touchID])
    func iosLocksOutUntilThePasscodeAsFiveFailuresDo(kind: BiometryType) {
        var failed = SimulatedBiometricDevice(biometryType: kind, matching: false)
        var now = ClockReading.virtualStart
        while failed.lockout == .none {
            _ = failed.evaluate(at: now)
            now = now.later(.seconds(1))
        }
        var device = SimulatedBiometricDevice(biometryType: kind)
        device.lockOut(at: now)
        #expect(device.lockout == failed.lockout)
        #expect(device.consecutiveFailures == failed.consecutiveFailures)
        #expect(device.capability(at: now.later(.seconds(86_400))).unavailableReason == .biometryLockout)
        #expect(device.evaluate(at: now).outcome == .biometryLockout, "a matching face does not help")
        device.passcodeAuthenticated()
        #expect(device.lockout == .none)
        #expect(device.evaluate(at: now).outcome == .success)
    }

    @Test func androidLocksOutForThirtySecondsAtTheNextMultipleAndForGoodAtTwenty() {
        var device = SimulatedBiometricDevice(biometryType: .fingerprint)
        let now = ClockReading.virtualStart
        device.lockOut(at: now)
        #expect(device.consecutiveFailures == 5)
        #expect(device.lockout(at: now.later(.seconds(29))).outcome == .biometryLockout)
        #expect(device.lockout(at: now.later(.seconds(30))) == .none)
        for _ in 0..<3 { device.lockOut(at: now) }
        #expect(device.consecutiveFailures == 20)
        #expect(device.lockout == .permanent)
    }

    @Test func permanentLocksOutForGoodUntilThePasscode() {
        var device = SimulatedBiometricDevice(biometryType: .faceID)
        let now = ClockReading.virtualStart
        device.lockOut(at: now, permanent: true)
        #expect(device.lockout == .permanent)
        #expect(device.evaluate(at: now.later(.seconds(86_400))).outcome == .biometryPermanentLockout)
        device.passcodeAuthenticated()
        #expect(device.lockout == .none)
    }
}
