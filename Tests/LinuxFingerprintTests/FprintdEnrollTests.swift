#if LinuxFingerprint
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// Enrollment through fprintd's D-Bus API (Claim, EnrollStart, EnrollStatus, Release) on a private bus, in
    /// process and through `lockharness enroll --reader fprintd`; polkit refusing and fprintd missing.
    @Suite(.serialized, .enabled(if: HardwareSimulation.fprintd.runs, "\(HardwareSimulation.fprintd.reason)"))
    struct FprintdEnrollTests {
        /// Collects progress lines from another thread.
        final class Lines: @unchecked Sendable {
            private let lock = NSLock()
            private var stored: [String] = []
            func append(_ line: String) { lock.withLock { stored.append(line) } }
            var all: [String] { lock.withLock { stored } }
        }

        @Test func enrollReportsEveryStageThenTheFingerVerifies() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let lines = Lines()
            async let enrolled = FingerprintEnrollment.enrollWithFprintd(
                finger: .leftIndex, device: "0", busAddress: bed.busAddress, timeout: HangGuard.scanTimeout
            ) { lines.append($0) }
            try await VirtualDeviceControl(socketPath: bed.virtualDeviceSocket).deliver(
                Array(repeating: "SCAN alice", count: 5))
            #expect(try await enrolled == "/net/reactivated/Fprint/Device/0")
            #expect(
                lines.all == [
                    "Enrolling left-index-finger on /net/reactivated/Fprint/Device/0: touch the reader 5 times, "
                        + "lifting the finger in between.",
                    "stage 1/5 done", "stage 2/5 done", "stage 3/5 done", "stage 4/5 done",
                    "enrolled left-index-finger on /net/reactivated/Fprint/Device/0",
                ])
            let sensor = try await FprintdSensor.connect(busAddress: bed.busAddress)
            #expect(await sensor.capability().canEvaluate)
            async let outcome = sensor.evaluate(reason: "unlock")
            try await VirtualDeviceControl(socketPath: bed.virtualDeviceSocket).deliver(
                "SCAN alice")
            #expect(await outcome == .success)
        }

        @Test func enrollAndDeleteThroughTheCommandLine() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let environment = ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress]
            let enroll = try LockharnessProcess(
                ["enroll", "--reader", "fprintd", "--timeout", "60"], environment: environment)
            try await VirtualDeviceControl(socketPath: bed.virtualDeviceSocket).deliver(
                Array(repeating: "SCAN alice", count: 5))
            let result = await enroll.finish()
            #expect(result.status == 0, "\(result)")
            #expect(
                result.stdout.contains("enrolled right-index-finger on /net/reactivated/Fprint/Device/0"), "\(result)")
            let sensor = try await FprintdSensor.connect(busAddress: bed.busAddress)
            #expect(await sensor.capability().canEvaluate)

            let deleted = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd", "--delete", "--finger", "right-index-finger"],
                environment: environment)
            #expect(deleted.status == 0, "\(deleted)")
            #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
        }

        /// `run --real-reader fprintd` says when to touch the reader, as libfprint runs do (it printed nothing), and
        /// the scan sent in answer unlocks; enrolling the finger again is refused unless `--replace`.
        @Test func fprintdRunsSayWhenToTouchTheReaderAndReEnrollingNeedsReplace() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let environment = ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress]
            let control = VirtualDeviceControl(socketPath: bed.virtualDeviceSocket)
            let enroll = try LockharnessProcess(
                ["enroll", "--reader", "fprintd", "--timeout", "60"], environment: environment)
            try await control.deliver(Array(repeating: "SCAN alice", count: 5))
            let enrolled = await enroll.finish()
            #expect(enrolled.status == 0, "\(enrolled)")

            let run = try LockharnessProcess(
                ["run", try EnrollCommandTests.scenario(expectLocked: false), "--real-reader", "fprintd"],
                environment: environment)
            let cue = "fprintd /net/reactivated/Fprint/Device/0: touch the reader (scan 1)"
            let announced = await run.waitForStderr(1, linesContaining: cue)
            if announced { try await control.deliver("SCAN alice") }
            let unlocked = await run.finish()
            #expect(announced, "\(unlocked)")
            #expect(unlocked.status == 0, "\(unlocked)")

            let again = try await LockharnessProcess.run(["enroll", "--reader", "fprintd"], environment: environment)
            #expect(again.status == 2, "\(again)")
            #expect(
                again.stderr.contains(
                    "right-index-finger is already enrolled on /net/reactivated/Fprint/Device/0 (kept by fprintd)"),
                "\(again)")

            let replace = try LockharnessProcess(
                ["enroll", "--reader", "fprintd", "--replace", "--timeout", "60"], environment: environment)
            try await control.deliver(Array(repeating: "SCAN alice", count: 5))
            let replaced = await replace.finish()
            #expect(replaced.status == 0, "\(replaced)")
            #expect(replaced.stdout.contains("replacing the earlier print of right-index-finger"), "\(replaced)")
        }

        @Test func unplugMidEnrollSaysSoAndExitsOne() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let enroll = try LockharnessProcess(
                ["enroll", "--reader", "fprintd", "--timeout", "60"],
                environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
            let control = VirtualDeviceControl(socketPath: bed.virtualDeviceSocket)
            try await control.deliver(["SCAN alice", "SCAN alice", "UNPLUG"])
            let result = await enroll.finish()
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr.contains("/net/reactivated/Fprint/Device/0 was unplugged during enrollment"), "\(result)")
        }

        /// Gives up at its own 1 s timeout, not before it, and never hangs (``LockharnessProcess`` kills a run that
        /// outlives the hang guard and says it hung).
        @Test func noFingerGivesUpAtTheTimeout() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let start = ContinuousClock.now
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd", "--timeout", "1"],
                environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("enrolling through fprintd did not finish within 1.0 s"), "\(result)")
            #expect(ContinuousClock.now - start >= .seconds(1), "gave up before its 1 s timeout: \(result)")
            let sensor = try await FprintdSensor.connect(busAddress: bed.busAddress)
            #expect(await sensor.capability().unavailableReason == .biometryNotEnrolled)
        }

        @Test func unknownDeviceIsNamed() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd", "--device", "7"],
                environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("fprintd has no device 7"), "\(result)")
            #expect(result.stderr.contains("/net/reactivated/Fprint/Device/0"), "\(result)")
        }

        @Test func polkitRefusalSaysSoAndExitsTwo() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch(allowing: ["net.reactivated.fprint.device.verify"])
            defer { bed.stop() }
            // Refused at once, not at the enrollment's timeout (which ends it with exit 1 and "did not finish").
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd"], environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("polkit"), "\(result)")
            #expect(!result.stderr.contains("did not finish"), "\(result)")
        }

        @Test func fprintdNotRunningSaysSoAndExitsTwo() async throws {
            try HardwareSimulation.fprintd.require()
            let bed = try await FprintdTestBed.launch()
            defer { bed.stop() }
            bed.killFprintd()
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd"], environment: ["DBUS_SYSTEM_BUS_ADDRESS": bed.busAddress])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("fprintd is not running"), "\(result)")
        }

        @Test func noBusSaysSoAndExitsTwo() async throws {
            try HardwareSimulation.fprintd.require()
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "fprintd"],
                environment: ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/lockharness-bus"])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("fprintd is not reachable"), "\(result)")
        }
    }
#endif
