#if LinuxFingerprint
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// fprintd on a private system bus, driving libfprint's virtual device. Each test gets its own bus and fprintd.
    @Suite(.serialized, .enabled(if: HardwareSimulation.fprintd.runs, "\(HardwareSimulation.fprintd.reason)"))
    struct FprintdSensorTests {
        static func start(attempts: Int = 1) async throws -> (FprintdTestBed, FprintdSensor, VirtualDeviceControl) {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            let sensor = try await FprintdSensor.connect(
                busAddress: bed.busAddress,
                configuration: .init(
                    attempts: VerifyAttempts(attemptsPerPrompt: attempts), scanTimeout: HangGuard.scanTimeout,
                    callTimeout: HangGuard.limit / 2))
            // fprintd opens the device (and its socket) only on Claim: the control waits for it as long as it takes.
            return (bed, sensor, VirtualDeviceControl(socketPath: bed.virtualDeviceSocket))
        }

        static func enroll(_ sensor: FprintdSensor, _ control: VirtualDeviceControl) async throws {
            async let enrolled = sensor.enroll()
            do {
                for _ in 0..<5 { try await control.deliver("SCAN alice") }
            } catch {
                // Say why the device went away: the enrollment's own error is the useful one.
                let enrollment: String
                do { enrollment = "enrolled on \(try await enrolled)" } catch { enrollment = "\(error)" }
                Issue.record("virtual device: \(error); enrollment: \(enrollment)")
                throw error
            }
            _ = try await enrolled
        }

        @Test func nothingEnrolledAtFirst() async throws {
            let (bed, sensor, _) = try await Self.start()
            defer { bed.stop() }
            #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
            #expect(await sensor.evaluate(reason: "unlock") == .biometryNotEnrolled)
        }

        @Test func enrollThenMatchAndNoMatch() async throws {
            let (bed, sensor, control) = try await Self.start()
            defer { bed.stop() }
            try await Self.enroll(sensor, control)
            #expect(await sensor.capability().canEvaluate)

            async let match = sensor.evaluate(reason: "unlock")
            try await control.deliver("SCAN alice")
            #expect(await match == .success)

            async let noMatch = sensor.evaluate(reason: "unlock")
            try await control.deliver("SCAN mallory")
            #expect(await noMatch == .authenticationFailed)
        }

        /// Issue 14 item 5: the virtual device's `RETRY 1` reaches fprintd as `VerifyStatus("verify-swipe-too-short",
        /// done: false)`, which arrives as ``BiometricFeedback/retryTooShort``; the prompt goes on to the match.
        @Test func anUnusableScanArrivesAsFeedbackAndThePromptGoesOn() async throws {
            let (bed, sensor, control) = try await Self.start()
            defer { bed.stop() }
            try await Self.enroll(sensor, control)
            let starts = sensor.scanStarts()
            let prompt = Task { await sensor.evaluateRecorded(reason: "unlock") }
            try await scanStart(on: starts)
            try await control.deliver("RETRY 1")
            // fprintd answers a retry by starting the verify again on the device; a scan that reaches the virtual
            // device before that restart is dropped (seen once on a loaded machine: the prompt then timed out), so
            // the finger comes back only once the sensor announces the second scan (fprintd's `VerifyStatus` with
            // done = false, sent from the callback that restarts the verify).
            try await scanStart(2, on: starts)
            try await control.deliver("SCAN alice")
            let record = try await awaitOrHang("the prompt after the retry and the finger") { await prompt.value }
            #expect(record.outcome == .success)
            #expect(record.answers.map(\.attempt) == [.feedback(.retryTooShort), .match])
        }

        /// fprintd 1.94 reports the virtual device's UNPLUG mid-verify as `verify-unknown-error` and drops the device
        /// object once it is released: the adapter asks again after `Release`, so the prompt ends with
        /// `biometryDisconnected`, the one outcome an unplug should give, and not by waiting out the scan timeout (a
        /// minute here: that would end it `systemCancel`). The unplug comes once fprintd waits for a finger.
        @Test func unplugDuringVerifyEndsPromptly() async throws {
            let (bed, sensor, control) = try await Self.start()
            defer { bed.stop() }
            try await Self.enroll(sensor, control)
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            try await control.deliver("UNPLUG")
            #expect(
                try await awaitOrHang("the prompt the reader was unplugged from") { await outcome.value }
                    == .biometryDisconnected)
        }

        @Test func serviceDyingDuringVerifyEndsWithNotAvailable() async throws {
            let (bed, sensor, control) = try await Self.start()
            defer { bed.stop() }
            try await Self.enroll(sensor, control)
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            bed.killFprintd()
            // Not the scan timeout (a minute, and `systemCancel`): fprintd leaving the bus ends the prompt.
            #expect(
                try await awaitOrHang("the prompt whose fprintd died") { await outcome.value } == .biometryNotAvailable)
            #expect(await sensor.capability().unavailableReason == .biometryNotAvailable)
        }

        @Test func fprintdNotRunningIsUnavailableWithAClearError() async throws {
            let (bed, sensor, _) = try await Self.start()
            defer { bed.stop() }
            bed.killFprintd()
            #expect(await sensor.capability().unavailableReason == .biometryNotAvailable)
            #expect(await sensor.evaluate(reason: "unlock") == .biometryNotAvailable)
            let error = try #require(await sensor.lastError)
            #expect(error.description.contains("fprintd is not running"))
        }

        @Test func noBusIsAClearError() async throws {
            try HardwareSimulation.fprintd.require()
            await #expect(throws: LinuxFingerprintError.self) {
                _ = try await FprintdSensor.connect(busAddress: "unix:path=/nonexistent/lockharness-bus")
            }
        }
    }
#endif
