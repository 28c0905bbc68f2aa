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
            help: "Scenario files, or directories searched recursively for *.yaml and *.yml (skipping invalid/ and hidden ones).",
            completion: .scenarioPaths)
        var paths: [String]

        @OptionGroup var selection: RunSelectionOptions

        @OptionGroup var backendOptions: BackendOptions

        @OptionGroup var realReaderOptions: RealReaderOptions

        @OptionGroup var readerRecordOptions: ReaderRecordOptions

        func validate() throws { try readerRecordOptions.validate(hasRealReader: realReaderOptions.realReader != nil) }

        /// `swift run --package-path DIR [--traits LinuxFingerprint] lockharness run [--backend X] [--real-reader R]`,
        /// so a printed re-run command works from any directory with the options that change the outcome.
        var rerunPrefix: String {
            var runOptions = backendOptions.rerunArguments + realReaderOptions.rerunArguments
            if let replay = readerRecordOptions.replayReader {
                runOptions += ["--replay-reader", URL(fileURLWithPath: replay).standardizedFileURL.path]  // any directory
            }
            return ScenarioRerunCommand.prefix(
                executablePath: (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path,
                swiftRunOptions: realReaderOptions.realReader == nil ? [] : ["--traits", "LinuxFingerprint"], runOptions: runOptions)
        }

        func run() async throws {
            var options = selection.options(paths: paths, commandPrefix: rerunPrefix)
            let reader = try await realReaderOptions.open()
            defer { reader?.watch?.stop() }
            options.externalSensor = reader?.sensor
            if let replayPath = readerRecordOptions.replayReader {
                do {
                    options.replay = try ReaderRecording.read(contentsOf: replayPath)
                } catch {
                    let problem = "\(error)".replacingOccurrences(of: "error: ", with: "", options: .anchored)
                    FileHandle.standardError.write(Data("error: --replay-reader \(replayPath): \(problem)\n".utf8))
                    throw ExitCode(2)
                }
            }
            let backend = try await backendOptions.open()
            defer { backend.close() }
            options.backend = backend.provider
            let errorOutput: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            let code: Int32
            if let realReader = realReaderOptions.realReader,
                readerRecordOptions.recordReader != nil || readerRecordOptions.compareReader
            {
                code = await ReaderRecordCommand.run(
                    options, reader: realReader.rawValue, recordPath: readerRecordOptions.recordReader,
                    compare: readerRecordOptions.compareReader, errorOutput: errorOutput, output: { print($0) })
            } else {
                code = await ScenarioRunCommand.run(options, errorOutput: errorOutput, output: { print($0) })
            }
            if code != 0 { throw ExitCode(code) }
        }
    }
}
