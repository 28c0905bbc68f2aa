import Biometrics
import Foundation
import Harness
import LiveControl
import LockHarnessMCP
import MCP
import Testing

/// The tools over a real live session (the LiveController `serve` uses), called as the MCP server calls them.
struct MCPServerToolTests {
    static let header = "device: iphone-15-pro\npolicy: seed\ninitial: {passcode: \"482916\", biometricEnabled: true}"

    static func server() async throws -> LockHarnessMCPServer {
        let catalog = try DeviceProfileCatalog.embedded()
        let controller = try await LiveController { try await LiveSession(headerYAML: header, catalog: catalog) }
        return LockHarnessMCPServer(session: LocalDrivenSession(controller: controller), log: { _ in })
    }

    static func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    static func state(_ server: LockHarnessMCPServer) async throws -> [String: Any] {
        let content = try await server.read(SessionResource.state.rawValue)
        return try #require(
            try JSONSerialization.jsonObject(with: Data((content.text ?? "").utf8)) as? [String: Any])
    }

    @Test func lockWrongPinAndFaceIDRound() async throws {
        let server = try await Self.server()
        for (tool, arguments) in [
            ("scene", ["launch": Value.bool(true)]), ("scene", ["background": true]), ("clock", ["advance": "16m"]),
            ("sensor", ["sensor": ["matching": false]]), ("scene", ["foreground": true]), ("clock", ["advance": "5s"]),
        ] {
            let result = await server.call(tool, arguments: arguments)
            #expect(result.isError != true, "\(tool) \(arguments): \(Self.text(result))")
        }
        #expect(try await Self.state(server)["locked"] as? Bool == true)
        let wrong = await server.call("lock_screen", arguments: ["enter-pin": "000000"])
        #expect(wrong.isError != true, "\(Self.text(wrong))")
        let afterWrong = try await Self.state(server)
        #expect(afterWrong["error"] as? String == "Incorrect passcode")
        #expect(afterWrong["shakeCount"] as? Int == 1)
        _ = await server.call("lock_screen", arguments: ["tap-biometric": true])
        _ = await server.call("clock", arguments: ["advance": "5s"])
        let noMatch = try await Self.state(server)
        #expect(noMatch["locked"] as? Bool == true)
        #expect(noMatch["lastOutcome"] as? String != nil)
        _ = await server.call("sensor", arguments: ["sensor": ["matching": true]])
        _ = await server.call("lock_screen", arguments: ["tap-biometric": true])
        _ = await server.call("clock", arguments: ["advance": "5s"])
        let check = await server.call("expect", arguments: ["locked": false])
        #expect(Self.text(check).hasPrefix("PASSED"), "\(Self.text(check))")
        let recording = try await server.read(SessionResource.recording.rawValue).text ?? ""
        #expect(recording.contains("  - sensor: {matching: false}\n"), "\(recording)")
        #expect(recording.contains("  - expect: {"), "\(recording)")
    }

    @Test func malformedStepIsAToolErrorWithLineColumnAndSuggestionAndChangesNothing() async throws {
        let server = try await Self.server()
        _ = await server.call("scene", arguments: ["launch": true])
        let before = try await server.read(SessionResource.recording.rawValue).text
        let result = await server.call("apply_steps", arguments: ["steps": ["background", "sensor: {matchin: false}"]])
        #expect(result.isError == true)
        let text = Self.text(result)
        #expect(text.contains("step:2:10: error: at sensor: unknown key 'matchin'"), "\(text)")
        #expect(text.contains("did you mean 'matching'"), "\(text)")
        // The step before it was applied, the failed one changed nothing.
        #expect(try await Self.state(server)["phase"] as? String == "background")
        let after = try await server.read(SessionResource.recording.rawValue).text ?? ""
        #expect(after == (before ?? "") + "  - background\n")
        let typo = await server.call("lock_screen", arguments: ["tap-biometrc": true])
        #expect(typo.isError == true)
        #expect(Self.text(typo).contains("did you mean 'tap-biometric'"), "\(Self.text(typo))")
        let refused = await server.call("lock_screen", arguments: ["enter-pin": "000000"])
        #expect(refused.isError == true, "\(Self.text(refused))")
        let usable = await server.call("scene", arguments: ["foreground": true])
        #expect(usable.isError != true, "\(Self.text(usable))")
    }

    @Test func failedExpectAnswersTheDifferingFields() async throws {
        let server = try await Self.server()
        _ = await server.call("scene", arguments: ["launch": true])
        let result = await server.call("expect", arguments: ["locked": true, "screen": "home", "dots": 0])
        #expect(result.isError != true)
        #expect(result.structuredContent?.objectValue?["passed"] == false)
        let differences = try #require(result.structuredContent?.objectValue?["differences"]?.arrayValue)
        #expect(differences == [["field": "locked", "expected": "true", "actual": "false"]])
        #expect(Self.text(result).hasPrefix("FAILED: locked: wanted true, actual false"), "\(Self.text(result))")
        let unknown = await server.call("expect", arguments: ["lockd": true])
        #expect(unknown.isError == true)
        #expect(Self.text(unknown).contains("did you mean 'locked'"), "\(Self.text(unknown))")
    }

    @Test func expectRefusedPassesWhileTheStepCannotBeApplied() async throws {
        let server = try await Self.server()
        let refused = await server.call("expect_refused", arguments: ["step": #"enter-pin: "482916""#])
        #expect(Self.text(refused).hasPrefix("PASSED"), "\(Self.text(refused))")
        _ = await server.call("scene", arguments: ["launch": true])
        let accepted = await server.call("expect_refused", arguments: ["step": "background"])
        #expect(Self.text(accepted).hasPrefix("FAILED"), "\(Self.text(accepted))")
        #expect(try await Self.state(server)["phase"] as? String == "active")
    }

    @Test func saveRecordingWritesAFileRunReplays() async throws {
        let server = try await Self.server()
        _ = await server.call(
            "apply_steps", arguments: ["steps": ["launch", "background", "advance: 16m", "foreground"]])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-\(UUID().uuidString).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = await server.call("save_recording", arguments: ["path": .string(path)])
        #expect(saved.isError != true, "\(Self.text(saved))")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("steps:\n  - launch\n  - background\n  - advance: 16m\n  - foreground\n"), "\(text)")
        let missing = await server.call("save_recording", arguments: ["path": "/no/such/dir/x.yaml"])
        #expect(missing.isError == true)
        #expect(Self.text(missing).contains("does not exist"), "\(Self.text(missing))")
    }
}
