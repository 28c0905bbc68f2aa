import ArgumentParser
import Foundation
import Harness

extension AsyncParsableCommand {
    /// Runs the command line with usage errors (an unknown option, a missing argument, a failed validation) on
    /// standard error and exit code 2, the code LockHarness documents for bad input, instead of ArgumentParser's 64
    /// (`EX_USAGE`). A value that names no row of its option's table is said in the house format
    /// (``ChoiceArgumentError``: `error: --policy: no policy 'hardend' (did you mean 'hardened'?)`), without the
    /// usage. Help and `--version` still exit 0; errors thrown by `run()` keep their own codes.
    public static func mainWithUsageErrorsAsBadInput() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if let choice = ChoiceArgumentError.found(in: error) {
                FileHandle.standardError.write(Data("error: \(choice)\n".utf8))
                Foundation.exit(ScenarioExitCode.badInput.rawValue)
            }
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ScenarioExitCode.badInput.rawValue)
            }
            exit(withError: error)
        }
    }
}
