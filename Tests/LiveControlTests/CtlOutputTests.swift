import Foundation
import Harness
import Testing

/// `lockharness ctl`'s output (issue 27): a step, `reset` and `state` print the state in one format, and `watch`
/// says so and exits 2 when the server stops instead of ending silently with 0.
struct CtlOutputTests {
    /// A `lockharness serve` on an ephemeral port with its state file in a temporary directory.
    final class Served: @unchecked Sendable {
        let process = Process()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-out-\(UUID().uuidString)")
        var stateFile: String { directory.appendingPathComponent("serve.json").path }
        var file: [String] { ["--state-file", stateFile] }

        init() async throws {
            process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS_CLI")
            process.arguments = ["serve", "--device", "iphone-se", "--port", "0", "--state-file", stateFile]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let deadline = ContinuousClock.now + .seconds(30)
            while !FileManager.default.fileExists(atPath: stateFile), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
        }

        func stop() {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func aStepResetAndStatePrintTheStateInOneFormat() async throws {
        let served = try await Served()
        defer { served.stop() }
        // A step and reset print the state only with --state (ctl is quiet by default, issue 40).
        let step = try await CtlCommandTests.lockharness(
            ["ctl", "--state"] + served.file + ["expect: {screen: not-running}"])
        let state = try await CtlCommandTests.lockharness(["ctl"] + served.file + ["state"])
        let reset = try await CtlCommandTests.lockharness(["ctl", "--state"] + served.file + ["reset"])
        #expect(step.status == 0 && state.status == 0 && reset.status == 0, "\(step.error)\(state.error)\(reset.error)")
        #expect(step.output == state.output, "a step's state:\n\(step.output)\n`ctl state`:\n\(state.output)")
        #expect(reset.output == state.output)
        // The format `/api/state` and the REPL's `state` use: table order, `"key": value`.
        let opening = "{\"screen\": \"not-running\", \"locked\": false, \"title\": null"
        #expect(state.output.hasPrefix(opening), "\(state.output)")
        let object = try JSONSerialization.jsonObject(with: Data(state.output.utf8)) as? [String: Any]
        #expect(Set((object ?? [:]).keys) == Set(ExpectFieldVocabulary.names))
    }

    @Test func watchExitsTwoWithAMessageWhenTheServerStops() async throws {
        let served = try await Served()
        defer { served.stop() }
        let watch = Process()
        watch.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS_CLI")
        watch.arguments = ["ctl"] + served.file + ["watch"]
        let output = Pipe()
        let errors = Pipe()
        watch.standardOutput = output
        watch.standardError = errors
        let lines = LinesBox()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { lines.append(String(decoding: data, as: UTF8.self)) }
        }
        try watch.run()
        let deadline = ContinuousClock.now + .seconds(30)
        while !lines.text.contains(" state "), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(lines.text.contains(" state "), "watch printed the current state first")
        served.process.interrupt()
        await exited(served.process)
        let stopDeadline = ContinuousClock.now + .seconds(30)
        while watch.isRunning, ContinuousClock.now < stopDeadline { try await Task.sleep(for: .milliseconds(50)) }
        if watch.isRunning { watch.terminate() }
        await exited(watch)
        output.fileHandleForReading.readabilityHandler = nil
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(watch.terminationStatus == 2, "stderr: \(message)")
        #expect(message.hasPrefix("error: "), "\(message)")
        #expect(message.contains("http://127.0.0.1:"), "the message names the server: \(message)")
    }
}
