import ArgumentParser
import Foundation
import Harness

extension Lockharness {
    /// `lockharness serve`: replaces this process with the `lockharness-serve` executable (same arguments), which
    /// links Hummingbird so that `lockharness` does not have to.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve one live session: control API, event stream and web panel (runs lockharness-serve).",
            discussion: """
                Every argument goes to the lockharness-serve executable, found next to lockharness, on PATH or at
                $LOCKHARNESS_SERVE (`lockharness serve --help` prints its options). Then drive the session from the
                panel URL it prints, or with `lockharness ctl`.
                """)

        @Argument(
            parsing: .captureForPassthrough, help: "Options for lockharness-serve (--device, --clock, --port, ...).")
        var arguments: [String] = []

        func run() throws {
            try SiblingExecutable.exec("lockharness-serve", variable: "LOCKHARNESS_SERVE", arguments: arguments)
        }
    }
}
