#if LinuxFingerprint
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// libfprint's `virtual_device` driven through its socket, one device (and socket) per test.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct LibfprintSensorTests {
        /// Opens a virtual device with its own socket and 2 enroll stages (faster than the default 5).
        static func openVirtual(
            attempts: Int = 1, scanTimeout: Duration = .seconds(5)
        ) async throws -> (LibfprintSensor, VirtualDeviceControl) {
            try HardwareSimulation.libfprint.require()
            let socketPath = temporaryPath("virtual-device.sock")
            let sensor = try await LibfprintSensor.open(
                driver: "virtual_device", virtualDeviceSocket: socketPath,
                configuration: .init(
                    attempts: VerifyAttempts(attemptsPerPrompt: attempts, maxRetries: 2),
                    scanTimeout: scanTimeout))
            let control = VirtualDeviceControl(socketPath: socketPath)
            try await control.deliver("SET_ENROLL_STAGES 2")
            return (sensor, control)
        }

        static func enrolled(attempts: Int = 1, scanTimeout: Duration = .seconds(5)) async throws
            -> (LibfprintSensor, VirtualDeviceControl)
        {
            let (sensor, control) = try await openVirtual(attempts: attempts, scanTimeout: scanTimeout)
            try await control.deliver(["SCAN alice", "SCAN alice"])
            try await sensor.enroll()
            return (sensor, control)
        }

        @Test func freshSensorIsNotEnrolled() async throws {
            let (sensor, _) = try await Self.openVirtual()
            #expect(sensor.driver == "virtual_device")
            #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
            #expect(await sensor.evaluate(reason: "unlock") == .biometryNotEnrolled)
        }

        @Test func enrollThenMatchingFingerSucceeds() async throws {
            let (sensor, control) = try await Self.enrolled()
            let capability = await sensor.capability()
            #expect(capability.canEvaluate)
            #expect(capability.enrollment != nil)
            try await control.deliver("SCAN alice")
            #expect(await sensor.evaluate(reason: "unlock") == .success)
        }

        @Test func otherFingerFailsAuthentication() async throws {
            let (sensor, control) = try await Self.enrolled()
            try await control.deliver("SCAN mallory")
            #expect(await sensor.evaluate(reason: "unlock") == .authenticationFailed)
        }

        @Test func secondAttemptWithinPromptCanSucceed() async throws {
            let (sensor, control) = try await Self.enrolled(attempts: 2)
            try await control.deliver(["SCAN mallory", "SCAN alice"])
            #expect(await sensor.evaluate(reason: "unlock") == .success)
        }

        @Test func unusableScanIsRetriedWithoutUsingAnAttempt() async throws {
            let (sensor, control) = try await Self.enrolled()
            try await control.deliver(["RETRY 1", "SCAN alice"])
            #expect(await sensor.evaluate(reason: "unlock") == .success)
        }

        /// Each scan is announced once the driver waits for a finger: commands sent only in answer to the
        /// announcements (none queued beforehand) reach the scan they were meant for.
        @Test(.timeLimit(.minutes(1))) func eachScanIsAnnouncedWhenTheDriverWaitsForAFinger() async throws {
            let (sensor, control) = try await Self.enrolled(attempts: 2)
            let starts = sensor.scanStarts()
            async let record = sensor.evaluateRecorded(reason: "unlock")
            let answers = ["RETRY 1", "SCAN mallory", "SCAN alice"]
            var announced: [ScanStart] = []
            for await start in starts {
                announced.append(start)
                try await control.deliver(answers[announced.count - 1])
                if announced.count == answers.count { break }
            }
            let prompt = await record
            #expect(announced == (1...3).map { ScanStart(reader: sensor.reader, scan: $0) })
            #expect(prompt.answers.map(\.attempt) == [.feedback(.retryTooShort), .noMatch, .match])
            #expect(prompt.outcome == .success)
        }

        @Test func tooManyUnusableScansFail() async throws {
            let (sensor, control) = try await Self.enrolled()
            try await control.deliver(["RETRY 0", "RETRY 1", "RETRY 2"])
            #expect(await sensor.evaluate(reason: "unlock") == .authenticationFailed)
        }

        @Test func deviceErrorMakesBiometryUnavailable() async throws {
            let (sensor, control) = try await Self.enrolled()
            try await control.deliver("ERROR 5")
            #expect(await sensor.evaluate(reason: "unlock") == .biometryNotAvailable)
            guard case .libfprint(_, let code, _)? = await sensor.lastError else {
                Issue.record("expected a libfprint error")
                return
            }
            #expect(code == 5)
        }

        @Test func unplugDuringVerifyEndsWithDisconnected() async throws {
            let (sensor, control) = try await Self.enrolled()
            async let outcome = sensor.evaluate(reason: "unlock")
            try await Task.sleep(for: .milliseconds(50))
            try await control.deliver("UNPLUG")
            #expect(await outcome == .biometryDisconnected)
            #expect(await sensor.capability().unavailableReason == .biometryDisconnected)
            #expect(await sensor.evaluate(reason: "again") == .biometryDisconnected)
        }

        @Test func appCancelEndsPrompt() async throws {
            let (sensor, _) = try await Self.enrolled()
            async let outcome = sensor.evaluate(reason: "unlock")
            try await Task.sleep(for: .milliseconds(50))
            await sensor.cancel(.appCancel)
            #expect(await outcome == .appCancel)
        }

        @Test func noFingerTimesOutWithSystemCancel() async throws {
            let (sensor, _) = try await Self.enrolled(scanTimeout: .milliseconds(200))
            let start = ContinuousClock.now
            #expect(await sensor.evaluate(reason: "unlock") == .systemCancel)
            #expect(ContinuousClock.now - start < .seconds(3))
        }

        @Test func missingDriverIsAClearError() async throws {
            try HardwareSimulation.libfprint.require()
            await #expect(throws: LinuxFingerprintError.noDevice(driver: "no_such_driver")) {
                _ = try await LibfprintSensor.open(driver: "no_such_driver")
            }
        }
    }
#endif
