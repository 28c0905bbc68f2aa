#if LinuxFingerprint
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// libfprint's `virtual_device` driven through its socket, one device (and socket) per test.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct LibfprintSensorTests {
        /// Opens a virtual device with its own socket and 2 enroll stages (faster than the default 5). Opening (also
        /// on a replug) may take as long as a loaded machine needs; a scan times out only where a test says so.
        static func openVirtual(
            attempts: Int = 1, scanTimeout: Duration = HangGuard.scanTimeout
        ) async throws -> (LibfprintSensor, VirtualDeviceControl) {
            try HardwareSimulation.libfprint.require()
            let socketPath = temporaryPath("virtual-device.sock")
            let sensor = try await LibfprintSensor.open(
                driver: "virtual_device", virtualDeviceSocket: socketPath,
                configuration: .init(
                    attempts: VerifyAttempts(attemptsPerPrompt: attempts), scanTimeout: scanTimeout,
                    openTimeout: HangGuard.limit / 2))
            let control = VirtualDeviceControl(socketPath: socketPath)
            try await control.deliver("SET_ENROLL_STAGES 2")
            return (sensor, control)
        }

        static func enrolled(attempts: Int = 1, scanTimeout: Duration = HangGuard.scanTimeout) async throws
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
        @Test func eachScanIsAnnouncedWhenTheDriverWaitsForAFinger() async throws {
            let (sensor, control) = try await Self.enrolled(attempts: 2)
            let starts = sensor.scanStarts()
            let record = Task { await sensor.evaluateRecorded(reason: "unlock") }
            let answers = ["RETRY 1", "SCAN mallory", "SCAN alice"]
            var announced: [ScanStart] = []
            for (scan, answer) in zip(1..., answers) {
                announced.append(try await scanStart(scan, on: starts))
                try await control.deliver(answer)
            }
            let prompt = try await awaitOrHang("the prompt after its third scan") { await record.value }
            #expect(announced == (1...3).map { ScanStart(reader: sensor.reader, scan: $0) })
            #expect(prompt.answers.map(\.attempt) == [.feedback(.retryTooShort), .noMatch, .match])
            #expect(prompt.outcome == .success)
        }

        /// As in simulation, unusable scans never end the prompt: six of them (the sixth used to end it
        /// `authenticationFailed`), then the enrolled finger unlocks. Each answer waits for its scan's announcement.
        @Test func manyUnusableScansNeverEndThePrompt() async throws {
            let (sensor, control) = try await Self.enrolled()
            let starts = sensor.scanStarts()
            let record = Task { await sensor.evaluateRecorded(reason: "unlock") }
            let answers = (0..<6).map { "RETRY \($0 % 4)" } + ["SCAN alice"]
            for (scan, answer) in zip(1..., answers) {
                try await scanStart(scan, on: starts)
                try await control.deliver(answer)
            }
            let prompt = try await awaitOrHang("the prompt after the enrolled finger") { await record.value }
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

        /// The unplug is sent once the prompt's scan waits for a finger, so it is that scan's (the scan timeout is a
        /// minute: `systemCancel` would mean the unplug never ended the prompt).
        @Test func unplugDuringVerifyEndsWithDisconnected() async throws {
            let (sensor, control) = try await Self.enrolled()
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            try await control.deliver("UNPLUG")
            #expect(
                try await awaitOrHang("the prompt the reader was unplugged from") { await outcome.value }
                    == .biometryDisconnected)
            #expect(await sensor.capability().unavailableReason == .biometryDisconnected)
            #expect(await sensor.evaluate(reason: "again") == .biometryDisconnected)
        }

        /// The cancel comes once the prompt's scan waits for a finger (a cancel before the prompt began is a no-op).
        @Test func appCancelEndsPrompt() async throws {
            let (sensor, _) = try await Self.enrolled()
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            await sensor.cancel(.appCancel)
            #expect(try await awaitOrHang("the cancelled prompt") { await outcome.value } == .appCancel)
        }

        /// A prompt cancelled while its scan starts (1 to 20 ms after the prompt: before, during and after the
        /// driver takes the call) ends without a GLib critical; cancelled from the caller's thread, most
        /// such cancels printed `g_source_unref: assertion 'source != NULL' failed`. A scan timeout (the other
        /// cancel) prints none either.
        ///
        /// The cancel races the prompt on purpose; one that reaches the sensor before its prompt began (a loaded
        /// machine) is a no-op, so each prompt is cancelled again once its scan has started, and every one of them
        /// ends `appCancel` whichever cancel ended it. The timeout is another sensor's, whose scans time out at 300 ms.
        @Test func cancelledPromptsLogNoGLibCritical() async throws {
            var outcomes: [BiometricOutcome] = []
            var timedOut: BiometricOutcome? = nil
            let messages = try await GLibCriticalLog.collect {
                do {
                    let (sensor, _) = try await Self.enrolled()
                    for delay in [1, 2, 5, 10, 20] {
                        let starts = sensor.scanStarts()
                        let outcome = Task { await sensor.evaluate(reason: "unlock") }
                        try? await Task.sleep(for: .milliseconds(delay))
                        await sensor.cancel(.appCancel)
                        try await scanStart(on: starts)
                        await sensor.cancel(.appCancel)  // a no-op if the first cancel ended the prompt
                        outcomes.append(
                            try await awaitOrHang("the prompt cancelled after \(delay) ms") { await outcome.value })
                    }
                }
                let (sensor, _) = try await Self.enrolled(scanTimeout: .milliseconds(300))
                timedOut = try await awaitOrHang("the prompt with no finger") {
                    await sensor.evaluate(reason: "unlock")
                }
                // Anything libfprint does after the callbacks: the loop has run all it had queued, twice over.
                for _ in 0..<2 { try await awaitOrHang("GLib's loop thread") { await GLibCriticalLog.loopDrained() } }
            }
            #expect(outcomes == Array(repeating: .appCancel, count: 5), "\(outcomes)")
            #expect(timedOut == .systemCancel)
            #expect(messages.isEmpty, "\(messages)")
        }

        /// With no finger the prompt ends `systemCancel` at the scan timeout, not before it.
        @Test func noFingerTimesOutWithSystemCancel() async throws {
            let (sensor, _) = try await Self.enrolled(scanTimeout: .milliseconds(200))
            let start = ContinuousClock.now
            let outcome = try await awaitOrHang("the prompt with no finger") { await sensor.evaluate(reason: "unlock") }
            #expect(outcome == .systemCancel)
            #expect(ContinuousClock.now - start >= .milliseconds(200), "the prompt ended before its scan timeout")
        }

        @Test func missingDriverIsAClearError() async throws {
            try HardwareSimulation.libfprint.require()
            await #expect(throws: LinuxFingerprintError.noDevice(driver: "no_such_driver")) {
                _ = try await LibfprintSensor.open(driver: "no_such_driver")
            }
        }
    }
#endif
