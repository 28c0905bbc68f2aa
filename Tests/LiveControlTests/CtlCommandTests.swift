import Foundation
import Harness
import Testing

/// `lockharness ctl` and `lockharness serve` as built: the real executables against a served session.
struct CtlCommandTests {
    /// Runs the built `lockharness` with `arguments`; returns the exit status and standard output and error.
    static func lockharness(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
        status: Int32, output: String, error: String
    ) {
        try await offThePool { try blockingLockharness(arguments, environment: environment) }
    }

    private static func blockingLockharness(_ arguments: [String], environment: [String: String]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS_CLI")
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged["LOCKHARNESS_URL"] = nil
        merged["LOCKHARNESS_TOKEN"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func ctlExitCodesAgainstAServedSession() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ctl-\(UUID().uuidString)")
        let stateFile = directory.appendingPathComponent("serve.json").path
        defer { try? FileManager.default.removeItem(at: directory) }
        // `lockharness serve` execs lockharness-serve with the same arguments.
        let serve = Process()
        serve.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS_CLI")
        serve.arguments = ["serve", "--device", "iphone-se", "--port", "0", "--state-file", stateFile]
        serve.standardOutput = FileHandle.nullDevice
        try serve.run()
        defer {
            if serve.isRunning { serve.terminate() }
            serve.waitUntilExit()
        }
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: stateFile), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: stateFile)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let file = ["--state-file", stateFile]

        // Quiet by default: a step prints nothing; --state prints the state after it.
        let launch = try await Self.lockharness(["ctl"] + file + ["launch"])
        #expect(launch.status == 0, "\(launch.error)")
        #expect(launch.output.isEmpty, "\(launch.output)")
        let withState = try await Self.lockharness(["ctl", "--state"] + file + ["sensor: {matching: false}"])
        #expect(withState.status == 0)
        #expect(withState.output.hasPrefix("{\"screen\": \"home\", \"locked\": false"), "\(withState.output)")
        let expectFails = try await Self.lockharness(["ctl"] + file + ["expect: {locked: true}"])
        #expect(expectFails.status == 1)
        #expect(expectFails.error.contains("expected locked to be true, it was false"))
        let typo = try await Self.lockharness(["ctl"] + file + ["backgroud"])
        #expect(typo.status == 2)
        #expect(typo.error.contains("did you mean 'background'"))
        // The message, not the transport: no `HTTP 400:`, and no list of every step after the did-you-mean.
        #expect(!typo.error.contains("HTTP"), "\(typo.error)")
        #expect(!typo.error.contains("allowed"), "\(typo.error)")
        let prefix = try await Self.lockharness(["ctl"] + file + ["fore"])
        #expect(prefix.status == 2 && prefix.error.contains("did you mean 'foreground'"), "\(prefix.error)")
        let state = try await Self.lockharness(["ctl"] + file + ["state"])
        #expect(state.status == 0 && state.output.contains("\"screen\": \"home\""))
        let record = try await Self.lockharness(["ctl"] + file + ["record"])
        #expect(record.output.contains("  - sensor: {matching: false}"))
        #expect(try await Self.lockharness(["ctl"] + file + ["reset"]).status == 0)
        #expect(!(try await Self.lockharness(["ctl"] + file + ["record"]).output.contains("launch")))

        // A clean stop removes the state file; then ctl says there is no server.
        serve.interrupt()
        await exited(serve)
        #expect(serve.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: stateFile))
        let gone = try await Self.lockharness(["ctl"] + file + ["state"])
        #expect(gone.status == 2)
        #expect(gone.error.contains("lockharness serve"))
    }

    @Test func serveRefusesANonLoopbackHostWithoutAllowRemote() async throws {
        let result = try await Self.lockharness([
            "serve", "--host", "0.0.0.0", "--state-file", "/nonexistent/serve.json",
        ])
        #expect(result.status != 0)
        #expect(result.error.contains("--allow-remote"))
    }

    /// A device that is not a profile names the flag (not a made-up `session:1:9`), once `error:`, and suggests the
    /// profile it abbreviates.
    @Test(arguments: ["session", "serve", "mcp"])
    func aWrongDeviceNamesTheFlag(command: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await Self.lockharness(
            [command, "--device", "iphone15"]
                + (command == "serve" ? ["--state-file", directory.path + "/s.json"] : []))
        #expect(result.status == 2)
        #expect(result.error == "error: --device: no device profile 'iphone15' (did you mean 'iphone-15-pro'?)\n")
    }

    @Test func ctlWithoutAServerExits2() async throws {
        let result = try await Self.lockharness(["ctl", "--url", "http://127.0.0.1:9", "--token", "x", "state"])
        #expect(result.status == 2)
        #expect(result.error.contains("no server"))
    }
}
