#if LinuxFingerprint
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// Issue 14 item 4 through the built `lockharness`: enroll on `virtual_device`, run a scenario on the reader
    /// with `--record-reader` and `--compare-reader`, then replay the file with no reader at all.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct RecordReaderCommandTests {
        @Test func recordCompareThenReplayWithoutAReader() async throws {
            let (store, _) = try EnrollCommandTests.paths()
            let enrolled = try await EnrollCommandTests.enroll(store: store)
            #expect(enrolled.status == 0, "\(enrolled)")
            let scenario = try EnrollCommandTests.scenario(expectLocked: false)
            let recording = temporaryPath("reader.yaml")

            let socket = temporaryPath("record.sock")
            let run = try LockharnessProcess(
                [
                    "run", scenario, "--real-reader", "libfprint", "--print-store", store, "--record-reader", recording,
                    "--compare-reader",
                ], environment: ["FP_VIRTUAL_DEVICE": socket])
            await EnrollCommandTests.feed(["RETRY 2", "SCAN alice"], to: socket, of: run)
            let recorded = await run.finish()
            #expect(recorded.status == 0, "\(recorded)")
            #expect(recorded.stderr.contains("virtual_device/0: touch the reader (scan 2)"), "\(recorded)")
            #expect(recorded.stdout.contains("compare real-reader-unlocks: identical"), "\(recorded)")
            let text = try String(contentsOfFile: recording, encoding: .utf8)
            #expect(text.contains("queue: [retryCenterFinger, match]"), "\(text)")

            // No reader, no socket: the recording alone answers.
            let replayed = try await LockharnessProcess.run(["run", scenario, "--replay-reader", recording])
            #expect(replayed.status == 0, "\(replayed)")
            #expect(replayed.stdout.contains("1 passed"), "\(replayed)")
        }

        @Test(arguments: [
            ["--record-reader", "x.yaml"], ["--compare-reader"], ["--replay-reader", "x.yaml", "--real-reader", "libfprint"],
        ])
        func recordingOptionsWithoutTheirReaderExitTwo(arguments: [String]) async throws {
            try HardwareSimulation.libfprint.require()
            let result = try await LockharnessProcess.run(
                ["run", try EnrollCommandTests.scenario(expectLocked: false)] + arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("reader"), "\(result)")
        }
    }
#endif
