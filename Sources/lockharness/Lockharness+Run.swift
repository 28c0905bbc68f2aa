import ArgumentParser
import Foundation
import Harness
import LinuxFingerprint
import SessionCommandOptions

extension Lockharness {
    /// `lockharness run FILE...`: runs scenario files and matrices.
    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run YAML scenarios and scenario matrices.",
            discussion: "Each failure names the step, expected vs actual, the trace, and the command to re-run it.")

        @Argument(
            help:
                "Scenario files, or directories searched recursively for *.yaml and *.yml (skipping invalid/ and hidden ones).",
            completion: .scenarioPaths)
        var paths: [String]

        @OptionGroup var selection: RunSelectionOptions

        @OptionGroup var backendOptions: BackendOptions

        @OptionGroup var realReaderOptions: RealReaderOptions

        @OptionGroup var readerRecordOptions: ReaderRecordOptions

        @OptionGroup(title: "App workers") var appWorkerOptions: AppWorkerOptions

        func validate() throws { try readerRecordOptions.validate(hasRealReader: realReaderOptions.realReader != nil) }

        /// `swift run --package-path DIR [--traits LinuxFingerprint] lockharness run [--backend X] [--real-reader R]`,
        /// so a printed re-run command works from any directory with the options that change the outcome.
        var rerunPrefix: String {
            var runOptions =
                backendOptions.rerunArguments + realReaderOptions.rerunArguments + appWorkerOptions.rerunArguments
            if let replay = readerRecordOptions.replayReader {
                // An absolute path: the re-run command works from any directory.
                runOptions += ["--replay-reader", URL(fileURLWithPath: replay).standardizedFileURL.path]
            }
            return ScenarioRerunCommand.prefix(
                executablePath: (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path,
                swiftRunOptions: realReaderOptions.realReader == nil ? [] : ["--traits", "LinuxFingerprint"],
                runOptions: runOptions)
        }

        func run() async throws {
            var options = selection.options(paths: paths, commandPrefix: rerunPrefix)
            // Recordings first: a bad file is refused before anyone touches the reader.
            if let replayPath = readerRecordOptions.replayReader {
                options.replay = try Self.recording(at: replayPath, option: "--replay-reader")
            }
            let compareWith = try readerRecordOptions.compareRecording.map {
                try Self.recording(at: $0, option: "--compare-recording")
            }
            let reader = try await realReaderOptions.open()
            defer { reader?.watch?.stop() }
            options.externalSensor = reader?.sensor
            let backend = try await backendOptions.open()
            defer { backend.close() }
            options.backend = backend.provider
            let errorOutput: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            // `--app WORKER`: the cases run on the team's app in worker processes (exit 2 if it is not a worker).
            let workers = options.list ? nil : try await appWorkerOptions.start(modelBackend: options.backend)
            if let workers {
                options.app = { workers.using(catalog: $0) }
                options.parallelism = workers.workers
            }
            let code: Int32
            if let realReader = realReaderOptions.realReader,
                readerRecordOptions.recordReader != nil || readerRecordOptions.compareReader || compareWith != nil
            {
                code = await ReaderRecordCommand.run(
                    options, reader: realReader.rawValue, recordPath: readerRecordOptions.recordReader,
                    compare: readerRecordOptions.compareReader, compareWith: compareWith, errorOutput: errorOutput,
                    output: { print($0) })
            } else {
                code = await ScenarioRunCommand.run(options, errorOutput: errorOutput, output: { print($0) })
            }
            await workers?.shutDown()
            if code != 0 { throw ExitCode(code) }
        }

        /// The reader recording at `path`, or exit 2 with the problem and the option that named it.
        static func recording(at path: String, option: String) throws -> ReaderRecording {
            guard FileManager.default.fileExists(atPath: path) else {
                // A reader recording, not a scenario: say so, and where one comes from.
                let message = "error: \(option): no reader recording at \(path) (write one with --record-reader FILE)\n"
                FileHandle.standardError.write(Data(message.utf8))
                throw ExitCode(2)
            }
            do {
                return try ReaderRecording.read(contentsOf: path)
            } catch {
                let problem = "\(error)".replacingOccurrences(of: "error: ", with: "", options: .anchored)
                FileHandle.standardError.write(Data("error: \(option) \(path): \(problem)\n".utf8))
                throw ExitCode(2)
            }
        }
    }
}
