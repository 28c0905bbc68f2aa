import ArgumentParser
import Foundation
import Harness
import SessionCommandOptions

extension Lockharness.Session {
    /// `session --app WORKER`: the same loop on a team's app in a worker process (``WorkerLiveSession``).
    func runOnWorker(_ worker: String) async throws {
        let path = worker.contains("/") ? URL(fileURLWithPath: worker).standardizedFileURL.path : worker
        let live: WorkerLiveSession
        do {
            live = try await WorkerLiveSession(
                launcher: WorkerLauncher(executable: path), headerYAML: sessionOptions.headerYAML)
        } catch {
            FileHandle.standardError.write(Data("error: --app: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let input = ReplInput()
        let interactive = input.interactive
        if interactive { print("Type steps in scenario syntax on \(path); `help` lists them, `quit` ends.") }
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
        }
        await live.finish()
        if let record {
            let recording = await live.recording(name: "recorded-session")
            do {
                try recording.write(toFile: record, atomically: true, encoding: .utf8)
                print("recorded to \(record)")
            } catch {
                FileHandle.standardError.write(Data("error: \(record): \(error); the recording follows\n".utf8))
                print(recording)
                throw ExitCode(2)
            }
        }
        let errors = await live.errors
        if !interactive, errors > 0 {
            FileHandle.standardError.write(Data("error: \(errors) line(s) did not parse or were refused\n".utf8))
            throw ExitCode(2)
        }
        if await live.failedExpectations > 0 { throw ExitCode(1) }
    }
}
