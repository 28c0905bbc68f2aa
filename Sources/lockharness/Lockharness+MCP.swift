import ArgumentParser
import Foundation
import Harness

extension Lockharness {
    /// `lockharness mcp`: replaces this process with the `lockharness-mcp` executable (same arguments), which links
    /// the MCP SDK so that `lockharness` does not have to.
    struct MCP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "A Model Context Protocol server over stdio for coding agents (runs lockharness-mcp).",
            discussion: """
                Every argument goes to the lockharness-mcp executable, found next to lockharness, on PATH or at
                $LOCKHARNESS_MCP (`lockharness mcp --help` prints its options). Agent clients start it as a stdio
                server: {"command": "lockharness", "args": ["mcp"]}.
                """)

        @Argument(
            parsing: .captureForPassthrough,
            help: "Options for lockharness-mcp (--device, --policy, --biometric, --attach, ...).")
        var arguments: [String] = []

        func run() throws {
            try SiblingExecutable.exec("lockharness-mcp", variable: "LOCKHARNESS_MCP", arguments: arguments)
        }
    }
}
