import Foundation
import Harness
import LiveControl
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lockharness serve` as a process: it survives a closed output pipe, owns its state file, and saves the address
/// it is bound to.
///
/// Run alone (`LOCKHARNESS_ALONE_TESTS=1`, as `.ci/run` does): beside the whole suite the served processes were
/// seen listening but not writing their state file within 30 s, a stall not understood yet.
@Suite(.enabled(if: runsAlone, "set LOCKHARNESS_ALONE_TESTS=1 (run alone: swift test --filter ServeProcessTests)"))
struct ServeProcessTests {
    /// A served session on `host` with its own state file (and its directory, removed at the end).
    final class Served {
        let process = Process()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        var stateFile: String { directory.appendingPathComponent("serve.json").path }

        init(host: String = "127.0.0.1", output: Any? = FileHandle.nullDevice, stateFile: String? = nil) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            process.executableURL = try SiblingExecutable.locate("lockharness", variable: "LOCKHARNESS_CLI")
            process.arguments = [
                "serve", "--device", "iphone-se", "--host", host, "--port", "0", "--state-file",
                stateFile ?? self.stateFile,
            ]
            process.standardOutput = output
            FileManager.default.createFile(atPath: directory.appendingPathComponent("stderr.txt").path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("stderr.txt"))
        }

        func start() throws { try process.run() }

        /// The state file's contents, once written (within 30 s).
        func saved() async throws -> [String: Any] {
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline {
                if let data = FileManager.default.contents(atPath: stateFile),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                {
                    return object
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            let errors =
                (try? String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [
                    NSFilePathErrorKey: stateFile, NSLocalizedDescriptionKey: "no state file; serve said: \(errors)",
                ])
        }

        /// Interrupts the server and returns its exit status.
        func stop() -> Int32 {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
            return process.terminationStatus
        }
    }

    @Test func aClosedOutputPipeDoesNotKillTheServerNorLeaveItsStateFile() async throws {
        let pipe = Pipe()
        let served = try Served(output: pipe)
        // The reading end is gone before the server writes its first line (as `serve | head -1` after one line).
        try pipe.fileHandleForReading.close()
        try served.start()
        let saved = try await served.saved()
        let state = try await CtlCommandTests.lockharness(["ctl", "--state-file", served.stateFile, "state"])
        #expect(state.status == 0, "\(state.error)")
        #expect(saved["token"] is String)
        let path = served.stateFile
        #expect(served.stop() == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aSecondServeRefusesTheStateFileOfALiveOne() async throws {
        let first = try Served()
        try first.start()
        defer { _ = first.stop() }
        let saved = try await first.saved()
        let second = try await CtlCommandTests.lockharness([
            "serve", "--device", "iphone-se", "--port", "0", "--state-file", first.stateFile,
        ])
        #expect(second.status == 2)
        #expect(second.error.contains("another lockharness serve (pid \(first.process.processIdentifier))"))
        // The first server's file is untouched and still reaches it.
        let after = try await first.saved()
        #expect(after["token"] as? String == saved["token"] as? String)
        #expect(try await CtlCommandTests.lockharness(["ctl", "--state-file", first.stateFile, "state"]).status == 0)
    }

    @Test func aStateFileLeftByAServerThatDiedIsReplaced() async throws {
        let served = try Served()
        let stale = #"{"url": "http://127.0.0.1:9", "token": "old", "pid": 2147483646}"#
        FileManager.default.createFile(atPath: served.stateFile, contents: Data(stale.utf8))
        try served.start()
        defer { _ = served.stop() }
        var saved = try await served.saved()
        let deadline = ContinuousClock.now + .seconds(30)
        while saved["token"] as? String == "old", ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            saved = try await served.saved()
        }
        #expect(saved["pid"] as? Int == Int(served.process.processIdentifier))
    }

    /// Issue 38: a stale state file naming any live pid (pid 1 was tried) blocked `serve`; only a live
    /// `lockharness serve` owns the file now.
    @Test(arguments: [Int32(1), getpid()])
    func aStateFileNamingALiveProcessOfAnotherProgramIsReplaced(pid: Int32) async throws {
        #expect(LiveControlStateFile.isServe(pid: getpid()) == false)
        let served = try Served()
        let stale = #"{"url": "http://127.0.0.1:9", "token": "old", "pid": \#(pid)}"#
        FileManager.default.createFile(atPath: served.stateFile, contents: Data(stale.utf8))
        try served.start()
        defer { _ = served.stop() }
        var saved = try await served.saved()
        let deadline = ContinuousClock.now + .seconds(30)
        while saved["token"] as? String == "old", served.process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            saved = try await served.saved()
        }
        #expect(served.process.isRunning)
        #expect(saved["pid"] as? Int == Int(served.process.processIdentifier))
    }

    @Test(arguments: ["127.0.0.2", "::1"])
    func theSavedAddressIsTheOneTheServerIsBoundTo(host: String) async throws {
        let served = try Served(host: host)
        try served.start()
        defer { _ = served.stop() }
        let url = try #require(try await served.saved()["url"] as? String)
        #expect(url.hasPrefix(host.contains(":") ? "http://[\(host)]:" : "http://\(host):"))
        // swift-corelibs-foundation's URLSession refuses IPv6 literal hosts (NSURLErrorBadURL), so `ctl` is
        // checked against the IPv4 address only.
        if !host.contains(":") {
            let state = try await CtlCommandTests.lockharness(["ctl", "--state-file", served.stateFile, "state"])
            #expect(state.status == 0, "\(state.error)")
        }
    }
}
