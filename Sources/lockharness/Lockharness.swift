import ArgumentParser

/// The `lockharness` command: a thin shell over the `Harness` library.
@main
struct Lockharness: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness",
        abstract: "Test passcode-lock and biometric flows on a simulated device.",
        discussion: """
            Exit codes: 0 all cases passed, 1 a case failed, 2 bad input (with file:line:column).
            """,
        subcommands: [
            Demo.self, Run.self, Session.self, Explore.self, Devices.self, Watch.self, Serve.self, Ctl.self,
        ])
}
