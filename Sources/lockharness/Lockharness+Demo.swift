import ArgumentParser
import Foundation
import Harness
import SessionCommandOptions

extension Lockharness {
    /// `lockharness demo`: the embedded demo matrix on the embedded device profiles.
    struct Demo: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the built-in demo matrix (sensor kind x outcome x time away x policy).")

        @OptionGroup var selection: RunSelectionOptions

        @OptionGroup var backendOptions: BackendOptions

        func run() async throws {
            // Re-run a demo case with `demo --case ID` (the demo's scenario is built in), from any directory.
            let prefix = ScenarioRerunCommand.prefix(
                executablePath: (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path,
                subcommand: "demo", runOptions: backendOptions.rerunArguments)
            var options = selection.options(paths: [], commandPrefix: prefix)
            options.rerunNamesFile = false
            options.verbose = true  // the demo shows every case
            let backend = try await backendOptions.open()
            defer { backend.close() }
            options.backend = backend.provider
            let code = await ScenarioRunCommand.run(
                [EmbeddedScenarios.demoMatrix], options: options,
                errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, output: { print($0) })
            if code != 0 { throw ExitCode(code) }
        }
    }
}
