import Biometrics
import LockCore
import Testing

@testable import LockFlows

/// Stage 02 "Core Service" test table, rows 1-14, against the in-process backend and a simulated sensor.
struct Stage02PasscodeServiceTests {
    struct Fixture {
        let clock = SharedVirtualClock()
        let store = InMemorySecureStore()
        let backend: InProcessPasscodeBackend
        let service: PasscodeService
        let device: SimulatedBiometricDevice

        init(policy: LockPolicy = .seed, biometry: BiometryType = .faceID) throws {
            backend = InProcessPasscodeBackend(clock: clock)
            device = SimulatedBiometricDevice(biometryType: biometry)
            service = try PasscodeService(api: backend, store: store, policy: policy)
        }

        /// What the device's sensor reports now (the service's owner reads it and hands it in).
        var capability: BiometricCapability { device.capability(at: clock.now()) }
    }

    @Test func stage02Row1_setPasscodeCachesTheHash() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        #expect(await f.service.hasPasscode)
        let verifier = try #require(try f.store.verifier())
        #expect(verifier.algorithm == .legacySHA256)
        #expect(verifier.hash == LegacyPasscodeHash.hash(passcode: "482916", salt: verifier.salt))
        #expect(
            await f.backend.requestLog == [PasscodeRoutes.setPasscode.endpoint, PasscodeRoutes.verifyPasscode.endpoint])
    }

    @Test func stage02Row2And3_localVerification() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        #expect(await f.service.verifyPasscode("482916"))
        #expect(await !f.service.verifyPasscode("482917"))
        #expect(await !f.service.verifyPasscode(""))
    }

    @Test func stage02Row4_serverVerifyCachesAndAWrongOneThrowsIncorrect() async throws {
        let f = try Fixture()
        await f.backend.seed(passcode: "482916")
        try await f.service.verifyAndCachePasscode("482916")
        #expect(try f.store.passcodeHash() != nil)
        await #expect(throws: PasscodeServiceError.incorrectPasscode) {
            try await f.service.verifyAndCachePasscode("000001")
        }
    }

    @Test func stage02Row5_changeUpdatesTheLocalCache() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.changePasscode(current: "482916", new: "730519")
        #expect(await f.service.verifyPasscode("730519"))
        #expect(await !f.service.verifyPasscode("482916"))
    }

    @Test func changeWithAWrongCurrentPasscodeIsRejectedByTheServer() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        await #expect(throws: PasscodeServiceError.apiError("Current passcode is incorrect")) {
            try await f.service.changePasscode(current: "000001", new: "730519")
        }
        #expect(await f.service.verifyPasscode("482916"))
    }

    @Test func stage02Row6_resetRequestChangesNothingLocally() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        let before = try f.store.contents()
        try await f.service.requestPasscodeReset()
        #expect(try f.store.contents() == before)
        #expect(await f.backend.sentResetCodes.count == 1)
    }

    @Test func stage02Row7_resetWithTheEmailedCodeUpdatesTheCache() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.requestPasscodeReset()
        let code = try #require(await f.backend.latestResetCode)
        try await f.service.resetPasscode(code: code, newPasscode: "730519")
        #expect(await f.service.verifyPasscode("730519"))
        await #expect(throws: PasscodeServiceError.apiError("Invalid or expired reset code")) {
            try await f.service.resetPasscode(code: code, newPasscode: "111222")
        }
    }

    @Test(arguments: [(BiometryType.faceID, BiometryType.faceID), (.touchID, .touchID), (.none, .none)])
    func stage02Row8_biometricDetection(device: BiometryType, expected: BiometryType) async throws {
        let f = try Fixture(biometry: device)
        await f.service.checkBiometricAvailability(f.capability)
        #expect(await f.service.biometricType == expected)
        #expect(await f.service.isBiometricAvailable == (expected != .none))
    }

    @Test func stage02Row9_authResponseSyncsState() async throws {
        let f = try Fixture()
        try await f.service.syncFromAuthResponse(hasPasscode: true, passcodeEnabled: true, timeoutMinutes: 5)
        #expect(await f.service.hasPasscode)
        #expect(await f.service.passcodeEnabled)
        #expect(await f.service.timeoutMinutes == 5)
        #expect(try f.store.passcodeTimeout() == 5)
    }

    @Test func stage02Row10_logoutClearsEveryPasscodeKey() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.setBiometric(enabled: true, capability: f.capability)
        try f.store.set("staff", for: .staffToken)
        try await f.service.clearLocalData()
        let remaining = try f.store.contents()
        #expect(SecureStoreKey.passcodeKeys.allSatisfy { remaining[$0] == nil })
        #expect(await !f.service.hasPasscode)
        #expect(await !f.service.isBiometricEnabled)
        #expect(await f.service.timeoutMinutes == 15)
    }

    @Test func stage02Row11_fourteenMinutesNoLockSixteenLock() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        // seed 003's setPasscode leaves passcodeEnabled to the next /api/auth/me sync (the app's AuthManager hook)
        try await f.service.refreshFromServer()
        #expect(await !f.service.shouldLockOnForeground(backgroundDuration: .seconds(14 * 60)))
        #expect(await f.service.shouldLockOnForeground(backgroundDuration: .seconds(16 * 60)))
    }

    @Test(
        arguments: [
            (15, Duration.seconds(15 * 60) - .milliseconds(1), true, false),
            (15, .seconds(15 * 60), true, true),
            (15, .seconds(15 * 60), false, false),
            (1, .seconds(60) - .milliseconds(1), true, false),
            (1, .seconds(60), true, true),
            (0, .zero, true, true),
        ] as [(Int, Duration, Bool, Bool)])
    func shouldLockOnForegroundFromExactlyTheTimeoutAndOnlyWithTheLockOn(
        timeoutMinutes: Int, away: Duration, lockOn: Bool, locks: Bool
    ) async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.refreshFromServer()
        if timeoutMinutes != 15 { try await f.service.updateTimeout(timeoutMinutes) }
        if !lockOn { try await f.service.togglePasscodeEnabled(false) }
        #expect(await f.service.shouldLockOnForeground(backgroundDuration: away) == locks)
    }

    @Test func stage02Row12_offlineVerifyNeedsNoNetwork() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.backend.inject(
            InjectFaultRequest(route: PasscodeRoutes.verifyPasscode.endpoint.path, kind: .reset, count: 10))
        let calls = await f.backend.requestLog.count
        #expect(await f.service.verifyPasscode("482916"))
        #expect(await f.backend.requestLog.count == calls)
    }

    @Test func stage02Row13_noLockWhenDisabledEvenWithAHash() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.syncFromAuthResponse(hasPasscode: true, passcodeEnabled: false, timeoutMinutes: 15)
        #expect(await !f.service.shouldLockOnForeground(backgroundDuration: .seconds(3600)))
        await f.service.lockApp()
        #expect(await !f.service.isLocked)
    }

    @Test func stage02Row14_toggleOffStopsLocking() async throws {
        let f = try Fixture()
        try await f.service.setPasscode("482916")
        try await f.service.togglePasscodeEnabled(false)
        #expect(await !f.service.passcodeEnabled)
        #expect(await !f.service.shouldLockOnForeground(backgroundDuration: .seconds(3600)))
    }

    @Test func hardenedPolicyCachesASlowVerifierInsteadOfTheServerHash() async throws {
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        let f = try Fixture(policy: policy)
        try await f.service.setPasscode("482916")
        let verifier = try #require(try f.store.verifier())
        #expect(verifier.algorithm == .pbkdf2SHA256(rounds: 1000))
        #expect(await f.service.verifyPasscode("482916"))
        #expect(await !f.service.verifyPasscode("482917"))
    }

    @Test func malformedAndCommonPasscodesAreRefusedBeforeTheAPI() async throws {
        let f = try Fixture(policy: .hardened)
        await #expect(throws: PasscodeServiceError.invalidPasscode(.wrongLength(actual: 5))) {
            try await f.service.setPasscode("12345")
        }
        await #expect(throws: PasscodeServiceError.invalidPasscode(.blocklisted)) {
            try await f.service.setPasscode("123456")
        }
        #expect(await f.backend.requestLog.isEmpty)
    }

    @Test func apiErrorsCarryTheServerMessage() async throws {
        let f = try Fixture()
        try await f.backend.inject(InjectFaultRequest(route: PasscodeRoutes.setPasscode.endpoint.path, kind: .hang))
        await #expect(throws: PasscodeServiceError.apiError("The request timed out.")) {
            try await f.service.setPasscode("482916")
        }
        #expect(await !f.service.hasPasscode)
    }

    @Test func outOfRangeTimeoutIsRefusedBeforeTheAPI() async throws {
        let f = try Fixture()
        await #expect(throws: PasscodeServiceError.self) { try await f.service.updateTimeout(-1) }
        await #expect(throws: PasscodeServiceError.self) { try await f.service.updateTimeout(100_000) }
        #expect(await f.backend.requestLog.isEmpty)
        try await f.service.updateTimeout(5)
        #expect(try f.store.passcodeTimeout() == 5)
    }
}
