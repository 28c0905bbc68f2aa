#if LinuxFingerprint
    import Biometrics
    import Foundation
    import Harness
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import LockCore
    import Synchronization
    import Testing

    /// Issue 14 items 5 and 4 on libfprint's `virtual_device`: its `RETRY <code>` command (libfprint's
    /// `FpDeviceRetry`) arrives as ``BiometricFeedback``; a run on the reader is recorded, replayed in simulation
    /// and makes the same lock transitions.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct LibfprintFeedbackTests {
        @Test(arguments: [
            (0, BiometricFeedback.retry), (1, .retryTooShort), (2, .retryCenterFinger), (3, .retryRemoveFinger),
        ])
        func retryCodesArriveAsFeedback(code: Int, feedback: BiometricFeedback) async throws {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            try await control.deliver(["RETRY \(code)", "SCAN alice"])
            let record = await sensor.evaluateRecorded(reason: "unlock")
            #expect(record.outcome == .success)
            #expect(record.answers.map(\.attempt) == [.feedback(feedback), .match])
            #expect(record.answers[0].after <= record.answers[1].after)
            #expect(record.answers[1].after <= record.duration)
        }

        @Test func aNoMatchAndAnUnplugAreRecordedAsAnswers() async throws {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            try await control.deliver("SCAN mallory")
            let failed = await sensor.evaluateRecorded(reason: "unlock")
            #expect(failed.outcome == .authenticationFailed)
            #expect(failed.answers.map(\.attempt) == [.noMatch])
            try await control.deliver("UNPLUG")
            let unplugged = await sensor.evaluateRecorded(reason: "unlock")
            #expect(unplugged.outcome == .biometryDisconnected)
            #expect(unplugged.answers.last?.attempt == .outcome(.biometryDisconnected))
        }

        @Test func theLinuxLockScreenSeesTheReadersFeedbackBeforeTheOutcome() async throws {
            let (session, _, control) = try await LibfprintLockScreenTests.session()
            await session.setRecordsTrace(true)
            try await control.deliver(["RETRY 2", "SCAN alice"])
            try await session.apply(.launch)
            let snapshot = await session.snapshot()
            #expect(!snapshot.locked && snapshot.lastOutcome == "success" && snapshot.hint == nil)
            #expect(await session.trace.contains { $0.contains("retryCenterFinger@") && $0.contains("match@") })
        }

        static let scenario = """
            name: reader-record
            device: linux-laptop-usb-reader
            policy: hardened
            overrides: {verifierRounds: 1000}
            initial: {passcode: "482916", enabled: true, biometricEnabled: true, timeout: 15}
            steps:
              - launch
              - expect: {locked: false, lastOutcome: success}
              - background
              - advance: 16m
              - foreground
              - expect: {locked: true, lastOutcome: authenticationFailed, error: "Authentication failed"}
              - enter-pin: "482916"
              - expect: {locked: false}
            """

        @Test func recordReplayAndCompareMakeIdenticalTransitions() async throws {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            let scenarioPath = temporaryPath("reader-record.yaml")
            try Self.scenario.write(toFile: scenarioPath, atomically: true, encoding: .utf8)
            let recordingPath = temporaryPath("reader.yaml")
            // Prompt 1: an unusable scan (too short), then the enrolled finger; prompt 2: another finger.
            try await control.deliver(["RETRY 1", "SCAN alice", "SCAN mallory"])
            var options = ScenarioRunOptions(paths: [scenarioPath])
            options.externalSensor = sensor
            let lines = Mutex<[String]>([])
            let code = await ReaderRecordCommand.run(
                options, reader: "libfprint \(sensor.reader)", recordPath: recordingPath, compare: true,
                output: { line in lines.withLock { $0.append(line) } })
            let printed = lines.withLock { $0 }.joined(separator: "\n")
            #expect(code == 0, "\(printed)")
            #expect(printed.contains("compare reader-record: identical"), "\(printed)")

            // The file: atomically written, in the scenario's names, and it replays alone, with no reader.
            let text = try String(contentsOfFile: recordingPath, encoding: .utf8)
            #expect(text.contains("queue: [retryTooShort, match]"), "\(text)")
            #expect(text.contains("queue: [noMatch]"), "\(text)")
            let leftovers = try FileManager.default.contentsOfDirectory(
                atPath: URL(fileURLWithPath: recordingPath).deletingLastPathComponent().path)
            #expect(leftovers.allSatisfy { !$0.contains(".tmp") && !$0.hasPrefix(".dat") }, "\(leftovers)")
            let recording = try ReaderRecording.read(contentsOf: recordingPath)
            #expect(recording.cases.map(\.id) == ["reader-record"])
            #expect(recording.cases[0].prompts.map(\.outcome) == [.success, .authenticationFailed])
            #expect(recording.cases[0].prompts[0].feedback == [.retryTooShort])

            var replays: [[LockEventRecord]] = []
            for _ in 0..<2 {
                var replay = ScenarioRunOptions(paths: [scenarioPath])
                replay.replay = recording
                let log = ReaderRunLog()
                replay.readerLog = log
                #expect(await ScenarioRunCommand.run(replay, output: { _ in }) == 0)
                replays.append(try #require(log.lockEvents(of: "reader-record")))
            }
            #expect(replays[0] == replays[1])
            #expect(!replays[0].isEmpty)
        }
    }
#endif
