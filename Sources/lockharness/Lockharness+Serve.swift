import ArgumentParser
import Foundation
import Harness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            let executable: URL
            do {
                executable = try SiblingExecutable.locate("lockharness-serve", variable: "LOCKHARNESS_SERVE")
            } catch {
                FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                throw ExitCode(2)
            }
            let argv = [executable.path] + arguments
            var cArguments = argv.map { strdup($0) }
            cArguments.append(nil)
            execv(executable.path, cArguments)
            let reason = String(cString: strerror(errno))
            FileHandle.standardError.write(Data("error: cannot run \(executable.path): \(reason)\n".utf8))
            throw ExitCode(2)
        }
    }
}
