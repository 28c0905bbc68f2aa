import ArgumentParser
import Harness
import SessionCommandOptions

/// The `lockharness` command: a thin shell over the `Harness` library.
@main
struct Lockharness: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness",
        abstract: "Test passcode-lock and biometric flows on a simulated device.",
        discussion: """
            Exit codes: 0 all cases passed, 1 a case failed, 2 bad input or usage (with file:line:column where \
            there is one). Messages about bad input go to standard error.
            """,
        version: LockHarnessVersion.current,
        subcommands: [
            Demo.self, Run.self, Session.self, Explore.self, Devices.self, Enroll.self, Watch.self, Serve.self,
            Ctl.self,
            MCP.self,
        ])

    /// Usage errors exit 2 on standard error, as documented (see `mainWithUsageErrorsAsBadInput`).
    static func main() async { await mainWithUsageErrorsAsBadInput() }
}
