import ArgumentParser
import Biometrics
import Foundation
import Harness
import LinuxFingerprint
import SessionCommandOptions

extension Lockharness {
    /// `lockharness session`: drive one simulated app by hand, toggling the sensor while it runs.
    struct Session: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drive a session step by step from standard input (one scenario step per line).",
            discussion: """
                Examples: `launch`, `background`, `advance: 16m`, `foreground`, `sensor: {matching: false}`,
                `sensor: {queue: [userCancel]}`, `tap-biometric`, `enter-pin: "482916"`, `state`, `help`.
                With --record the steps are written out as a scenario file at the end (steps that failed are left
                out, so it replays). Exit codes: 0 all went well, 1 an expect failed, 2 bad input (with piped
                input: any line that did not parse or was refused). At a terminal lines are edited in place: arrows,
                ↑/↓ for the history (kept in $XDG_STATE_HOME/lockharness/history), Tab to complete steps, fields and
                enumerated values, Ctrl-C to drop a line.

                """ + LiveSession.helpText(column: 0))

        @OptionGroup var sessionOptions: LiveSessionOptions

        @Option(help: "Write the session as a scenario file here when input ends.")
        var record: String?

        @OptionGroup var backendOptions: BackendOptions

        @OptionGroup var realReaderOptions: RealReaderOptions

        @Option(
            name: .customLong("app"),
            help: ArgumentHelp(
                "Drive this app worker (docs/app-workers.md) instead of the model.", valueName: "worker"),
            completion: .file())
        var appWorker: String?

        func run() async throws {
            if let appWorker { return try await runOnWorker(appWorker) }
            let header = sessionOptions.headerYAML
            let destination: RecordingDestination?
            do {
                destination = try record.map { path throws(RecordingDestination.Problem) in
                    try RecordingDestination(path: path)
                }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(2)
            }
            let reader = try await realReaderOptions.open()
            defer { reader?.watch?.stop() }
            let backend = try await backendOptions.open()
            defer { backend.close() }
            let live: LiveSession
            do {
                live = try await LiveSession(
                    headerYAML: header, catalog: try DeviceProfileCatalog.embedded(), backend: backend.provider,
                    externalSensor: reader?.sensor)
            } catch {
                FileHandle.standardError.write(Data((LiveSessionOptions.startError(error) + "\n").utf8))
                throw ExitCode(2)
            }
            // At a terminal: a prompt, and the screen drawn after every step. Piped: replies only.
            let input = ReplInput()
            let interactive = input.interactive
            if interactive { print("Type steps in scenario syntax; `help` lists them, Tab completes, `quit` ends.") }
            while true {
                guard let line = input.next() else { break }
                let command = line.trimmingCharacters(in: .whitespaces)
                if command == "quit" || command == "exit" { break }
                let errorsBefore = await live.errors
                let reply = await live.handle(line)
                if await live.errors > errorsBefore {
                    FileHandle.standardError.write(Data((reply + "\n").utf8))
                } else if !reply.isEmpty {
                    print(reply)
                }
                let quiet = ["", "state", "screen"] + LineCompleter.commands
                if interactive, !quiet.contains(command), !command.hasPrefix("#") {
                    print(await live.screenText())
                }
            }
            if let destination {
                let recording = await live.recording(name: "recorded-session")
                do {
                    try destination.write(recording)
                    print("recorded to \(destination.path)")
                } catch {
                    // Nothing is lost: the recording goes to standard output instead.
                    FileHandle.standardError.write(
                        Data("error: \(error); the recording follows on standard output\n".utf8))
                    print(recording)
                    throw ExitCode(2)
                }
            }
            // Piped input is a script: a line that did not parse or was refused makes it exit 2 (after the rest
            // ran, so every problem shows); at a terminal the person saw the error and went on.
            let errors = await live.errors
            if !interactive, errors > 0 {
                FileHandle.standardError.write(
                    Data("error: \(errors) line(s) did not parse or were refused; none of them was applied\n".utf8))
                throw ExitCode(2)
            }
            if await live.failedExpectations > 0 { throw ExitCode(1) }
        }
    }
}
