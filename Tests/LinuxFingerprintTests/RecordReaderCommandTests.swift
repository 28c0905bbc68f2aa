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

        /// `--compare-recording FILE` compares a fresh reader run with a given recording: the unedited one matches,
        /// an edited one (the finger now a no-match) shows the first differing lock event and exits 1, and a bad
        /// file is refused naming it before the reader is touched.
        @Test func aGivenRecordingIsComparedWithTheReader() async throws {
            let (store, _) = try EnrollCommandTests.paths()
            let enrolled = try await EnrollCommandTests.enroll(store: store)
            #expect(enrolled.status == 0, "\(enrolled)")
            let scenario = try EnrollCommandTests.scenario(expectLocked: false)
            let recording = temporaryPath("reader.yaml")
            func onTheReader(_ extra: [String]) async throws -> LockharnessProcess.Result {
                let socket = temporaryPath("compare.sock")
                let run = try LockharnessProcess(
                    ["run", scenario, "--real-reader", "libfprint", "--print-store", store] + extra,
                    environment: ["FP_VIRTUAL_DEVICE": socket])
                await EnrollCommandTests.feed(["SCAN alice"], to: socket, of: run)
                return await run.finish()
            }
            let recorded = try await onTheReader(["--record-reader", recording])
            #expect(recorded.status == 0, "\(recorded)")

            let same = try await onTheReader(["--compare-recording", recording])
            #expect(same.status == 0, "\(same)")
            #expect(same.stdout.contains("replaying the given recording in simulation"), "\(same)")
            #expect(same.stdout.contains("compare real-reader-unlocks: identical"), "\(same)")

            let text = try String(contentsOfFile: recording, encoding: .utf8)
            #expect(text.contains("queue: [match]") && text.contains("outcome: success"), "\(text)")
            let edited = temporaryPath("edited.yaml")
            try text.replacingOccurrences(of: "queue: [match]", with: "queue: [noMatch]")
                .replacingOccurrences(of: "outcome: success", with: "outcome: authenticationFailed")
                .write(toFile: edited, atomically: true, encoding: .utf8)
            let different = try await onTheReader(["--compare-recording", edited])
            #expect(different.status == 1, "\(different)")
            #expect(different.stdout.contains("compare real-reader-unlocks: lock event #"), "\(different)")
            #expect(different.stdout.contains("1 of 1 case(s) made different lock transitions"), "\(different)")

            let missing = temporaryPath("missing.yaml")
            let refused = try await LockharnessProcess.run(
                [
                    "run", scenario, "--real-reader", "libfprint", "--print-store", store, "--compare-recording",
                    missing,
                ],
                environment: ["FP_VIRTUAL_DEVICE": temporaryPath("unused.sock")])
            #expect(refused.status == 2, "\(refused)")
            #expect(refused.stderr.contains("--compare-recording: no reader recording at \(missing)"), "\(refused)")
            #expect(!refused.stderr.contains("touch the reader"), "\(refused)")
        }

        @Test(arguments: [
            ["--record-reader", "x.yaml"], ["--compare-reader"],
            ["--replay-reader", "x.yaml", "--real-reader", "libfprint"],
            ["--compare-recording", "x.yaml"],
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
