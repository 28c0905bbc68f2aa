import ArgumentParser
import CommandLineExit
import Foundation
import Harness

extension AsyncParsableCommand {
    /// ``runWithBadInputExit(explained:)`` with a value that names no row of its option's table said in the house
    /// format (``ChoiceArgumentError``: `error: --policy: no policy 'hardend' (did you mean 'hardened'?)`).
    public static func mainWithUsageErrorsAsBadInput() async {
        await runWithBadInputExit { ChoiceArgumentError.found(in: $0)?.description }
    }
}
