#if LinuxFingerprint
    import Foundation
    import Harness
    import LinuxFingerprintTesting
    import Testing

    /// The reader recording shipped in Examples/ReaderRecording is what libfprint's virtual_device really answers:
    /// `scripts/record-sample-reader.py` records it again with the built `lockharness` (enroll, then the scenario
    /// with `--record-reader`, each scan answered as it is announced), and the fresh recording says the same as the
    /// shipped one but for the timings, which a real reader never repeats exactly.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct SampleReaderRecordingTests {
        static let root: URL = {
            var root = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { root.deleteLastPathComponent() }
            return root
        }()

        /// The recording without what varies from run to run: answer times and prompt durations.
        static func withoutTimings(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var line = String(line)
                for field in ["after", "duration"] {
                    line = line.replacingOccurrences(
                        of: #"\b\#(field): (\[[^\]]*\]|[0-9a-z]+)"#, with: "\(field): _", options: .regularExpression)
                }
                return line
            }.joined(separator: "\n")
        }

        @Test func theShippedRecordingIsWhatTheVirtualReaderAnswers() throws {
            try HardwareSimulation.libfprint.require()
            let lockharness = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS")
            let fresh = temporaryPath("sample-reader.yaml")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", Self.root.appendingPathComponent("scripts/record-sample-reader.py").path, lockharness.path,
                fresh,
            ]
            var environment = ProcessInfo.processInfo.environment
            for name in ["LD_PRELOAD", "UMOCKDEV_DIR", "FP_VIRTUAL_DEVICE", "FP_VIRTUAL_DEVICE_STORAGE"] {
                environment[name] = nil
            }
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "record-sample-reader.py failed:\n\(printed)")

            let shipped = try String(
                contentsOf: Self.root.appendingPathComponent("Examples/ReaderRecording/reader.yaml"), encoding: .utf8)
            let recorded = try String(contentsOfFile: fresh, encoding: .utf8)
            #expect(
                Self.withoutTimings(recorded) == Self.withoutTimings(shipped),
                "the virtual reader now answers otherwise; run scripts/record-sample-reader.py and review:\n\(recorded)"
            )
        }
    }
#endif
