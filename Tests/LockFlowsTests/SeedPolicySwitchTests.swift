import Biometrics
import LockCore
import Testing

@testable import LockFlows

/// The service and lock screen as seeds 003, 000 and 001's code behave under `seed`, and the switch that gives
/// each the hardened behaviour (issue 37).
struct SeedPolicySwitchTests {
    /// A service over the in-process backend and a Face ID device, under `policy`.
    static func service(
        _ policy: LockPolicy
    ) throws -> (PasscodeService, InProcessPasscodeBackend, SharedVirtualClock) {
        let clock = SharedVirtualClock()
        let backend = InProcessPasscodeBackend(clock: clock)
        return (try PasscodeService(api: backend, store: InMemorySecureStore(), policy: policy), backend, clock)
    }

    /// `.seed` with one switch turned on.
    static func seed(with name: String) throws -> LockPolicy {
        var policy = LockPolicy.seed
        try #require(LockPolicy.switchNamed(name)).set(true, in: &policy)
        return policy
    }

    @Test func setPasscodeUnderSeedSetsOnlyHasPasscodeUntilTheNextSync() async throws {
        let (service, _, _) = try Self.service(.seed)
        try await service.setPasscode("482916")
        #expect(await service.hasPasscode)
        #expect(await !service.passcodeEnabled, "seed 003 sets only hasPasscode")
        #expect(await !service.isPasscodeEnabled)
        #expect(await !service.shouldLockOnForeground(backgroundDuration: .seconds(3600)))
        try await service.refreshFromServer()
        #expect(await service.isPasscodeEnabled, "the server turned it on: /api/auth/me brings it")
        #expect(await service.shouldLockOnForeground(backgroundDuration: .seconds(15 * 60)))
    }

    @Test func setPasscodeWithEnablesLockOnSetPasscodeTurnsTheLockOnAtOnce() async throws {
        let (service, _, _) = try Self.service(try Self.seed(with: "enablesLockOnSetPasscode"))
        try await service.setPasscode("482916")
        #expect(await service.isPasscodeEnabled)
        #expect(await service.shouldLockOnForeground(backgroundDuration: .seconds(15 * 60)))
    }

    @Test(arguments: [false, true])
    func anEnrollmentChangeTurnsBiometricUnlockOffOnlyWithTheSwitch(switchOn: Bool) async throws {
        let policy = switchOn ? try Self.seed(with: "disablesBiometricOnEnrollmentChange") : LockPolicy.seed
        let (service, _, clock) = try Self.service(policy)
        var device = SimulatedBiometricDevice(biometryType: .faceID)
        try await service.setPasscode("482916")
        try await service.setBiometric(enabled: true, capability: device.capability(at: clock.now()))
        device.changeEnrollment()
        await service.checkBiometricAvailability(device.capability(at: clock.now()))
        // seed 003's checkBiometricAvailability never reads the enrollment: the new face still unlocks
        #expect(await service.isBiometricEnabled == !switchOn)
        #expect(await service.state.biometricDisabledByEnrollmentChange == switchOn)
        #expect(await service.biometricType == .faceID)
    }

    @Test func aPermanentLockoutShowsTheErrorsOwnTextUnlessExplained() {
        var seed = LockScreenModel(biometric: .unavailable)
        seed.biometricFinished(.biometryPermanentLockout)
        #expect(seed.errorMessage == "Biometry is locked out.", "iOS reports it as LAError.biometryLockout")
        var explained = LockScreenModel(biometric: .unavailable)
        explained.biometricFinished(.biometryPermanentLockout, explainsPermanentLockout: true)
        #expect(explained.errorMessage == "Biometry is permanently locked out. Use your passcode.")
        var other = LockScreenModel(biometric: .unavailable)
        other.biometricFinished(.biometryLockout, explainsPermanentLockout: true)
        #expect(other.errorMessage == "Biometry is locked out.", "only the permanent lockout is explained")
    }
}
