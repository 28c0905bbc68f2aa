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
                    attempts: VerifyAttempts(attemptsPerPrompt: attempts),
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

        /// As in simulation, unusable scans never end the prompt: six of them (the sixth used to end it
        /// `authenticationFailed`), then the enrolled finger unlocks. Each answer waits for its scan's announcement.
        @Test(.timeLimit(.minutes(1))) func manyUnusableScansNeverEndThePrompt() async throws {
            let (sensor, control) = try await Self.enrolled()
            let starts = sensor.scanStarts()
            async let record = sensor.evaluateRecorded(reason: "unlock")
            let answers = (0..<6).map { "RETRY \($0 % 4)" } + ["SCAN alice"]
            var announced = 0
            for await _ in starts {
                announced += 1
                try await control.deliver(answers[announced - 1])
                if announced == answers.count { break }
            }
            let prompt = await record
            #expect(prompt.outcome == .success)
            #expect(
                prompt.feedback == [
                    .retry, .retryTooShort, .retryCenterFinger, .retryRemoveFinger, .retry, .retryTooShort,
                ])
            #expect(prompt.answers.last?.attempt == .match)
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

        /// A prompt cancelled while its scan starts (1 to 20 ms after the prompt: before, during and after the
        /// driver takes the call) ends without a GLib critical; cancelled from the caller's thread, most
        /// such cancels printed `g_source_unref: assertion 'source != NULL' failed`. A scan timeout (the other
        /// cancel) prints none either.
        @Test(.timeLimit(.minutes(1))) func cancelledPromptsLogNoGLibCritical() async throws {
            let (sensor, _) = try await Self.enrolled(scanTimeout: .milliseconds(300))
            var outcomes: [BiometricOutcome] = []
            let messages = await GLibCriticalLog.collect {
                for delay in [1, 2, 5, 10, 20] {
                    async let outcome = sensor.evaluate(reason: "unlock")
                    try? await Task.sleep(for: .milliseconds(delay))
                    await sensor.cancel(.appCancel)
                    outcomes.append(await outcome)
                }
                outcomes.append(await sensor.evaluate(reason: "unlock"))
                try? await Task.sleep(for: .milliseconds(200))  // anything libfprint does after the callbacks
            }
            // A cancel that reaches the sensor before its prompt began (a loaded machine) is a no-op: that prompt
            // then times out.
            #expect(outcomes.prefix(5).allSatisfy { $0 == .appCancel || $0 == .systemCancel }, "\(outcomes)")
            #expect(outcomes.contains(.appCancel) && outcomes.last == .systemCancel, "\(outcomes)")
            #expect(messages.isEmpty, "\(messages)")
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
