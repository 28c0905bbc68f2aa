import ArgumentParser

/// The `lockharness` command: a thin shell over the library.
@main
struct Lockharness: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness",
        abstract: "Test passcode-lock and biometric flows on a simulated device.",
        subcommands: [Demo.self],
        defaultSubcommand: Demo.self)
}
