import ArgumentParser
import Foundation

extension AsyncParsableCommand {
    /// Runs the command line with usage errors (an unknown option, a value its type cannot read, a missing argument,
    /// a failed validation) on standard error and exit code 2, the code every LockHarness executable documents for
    /// bad input, instead of ArgumentParser's 64 (`EX_USAGE`). `explained` may say an error in the house format
    /// (`flag: message`, printed after `error: `, without the usage). Help and `--version` still exit 0; errors
    /// thrown by `run()` keep their own codes.
    ///
    /// ```swift
    /// @main struct Server: AsyncParsableCommand {
    ///     static func main() async { await runWithBadInputExit() }
    /// }
    /// ```
    public static func runWithBadInputExit(explained: (any Error) -> String? = { _ in nil }) async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if let explanation = explained(error) {
                FileHandle.standardError.write(Data("error: \(explanation)\n".utf8))
                Foundation.exit(badInputExitCode)
            }
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(badInputExitCode)
            }
            exit(withError: error)
        }
    }
}

/// The exit code for bad input on every LockHarness command line (the scenario runner's `ScenarioExitCode.badInput`).
public let badInputExitCode: Int32 = 2
