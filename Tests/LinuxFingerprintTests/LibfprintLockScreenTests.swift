#if LinuxFingerprint
    import Biometrics
    import Foundation
    import Harness
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import LockCore
    import Testing

    /// libfprint's virtual device as the sensor of a whole app session: the lock screen's automatic prompt,
    /// a match, a non-match, a device error and an unplug, as a user of the harness would see them.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct LibfprintLockScreenTests {
        /// A hardened session (locked from launch, biometric unlock on) whose prompts go to an enrolled virtual reader.
        static func session() async throws -> (AppSession, LibfprintSensor, VirtualDeviceControl) {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            var policy = LockPolicy.hardened
            policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
            let configuration = SessionConfiguration(
                policy: policy, deviceName: "linux-laptop-usb-reader",
                device: SimulatedBiometricDevice(biometryType: .fingerprint), biometricEnabled: true)
            let session = try await AppSession(configuration, externalSensor: sensor)
            return (session, sensor, control)
        }

        @Test func matchingFingerUnlocksTheLockScreen() async throws {
            let (session, _, control) = try await Self.session()
            try await control.deliver("SCAN alice")
            try await session.apply(.launch)
            let snapshot = await session.snapshot()
            #expect(!snapshot.locked && snapshot.promptCount == 1 && snapshot.lastOutcome == "success")
        }

        @Test func otherFingerShowsTheMessageAndThePINStillWorks() async throws {
            let (session, _, control) = try await Self.session()
            try await control.deliver("SCAN mallory")
            try await session.apply(.launch)
            var snapshot = await session.snapshot()
            #expect(snapshot.locked && snapshot.error == "Authentication failed" && snapshot.biometricButton)
            try await session.apply(.enterPIN("482916"))
            snapshot = await session.snapshot()
            #expect(!snapshot.locked)
        }

        @Test func deviceErrorNeverUnlocksAndShowsTheMessage() async throws {
            let (session, _, control) = try await Self.session()
            try await control.deliver("ERROR 5")
            try await session.apply(.launch)
            let snapshot = await session.snapshot()
            #expect(snapshot.locked && snapshot.lastOutcome == "biometryNotAvailable")
            #expect(snapshot.error == BiometricOutcome.biometryNotAvailable.lockScreenMessage)
        }

        @Test func unplugHidesTheButtonAndReplugRestoresIt() async throws {
            let (session, sensor, control) = try await Self.session()
            try await control.deliver("SCAN mallory")
            try await session.apply(.launch)
            #expect(await session.snapshot().biometricButton)
            await sensor.deviceRemoved()
            try await session.apply(.scene(.inactive))
            try await session.apply(.scene(.active))
            #expect(await !session.snapshot().biometricButton)
            try await sensor.deviceReturned()
            try await session.apply(.scene(.inactive))
            try await session.apply(.scene(.active))
            #expect(await session.snapshot().biometricButton)
        }
    }
#endif
