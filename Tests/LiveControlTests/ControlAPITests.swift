import Foundation
import Harness
import LiveControl
import Testing

/// The control API end to end over loopback HTTP: tokens, steps, errors, recording, reset, routes.
struct ControlAPITests {
    @Test(arguments: [nil, "wrong-token", ""])
    func missingOrWrongTokenIs401AndChangesNothing(token: String?) async throws {
        try await LiveControlRig.with { rig in
            let before = try await rig.client.send(.get, "/api/state").text
            let intruder = rig.client(token: token)
            for (method, path, body) in [
                (LiveControlClient.Method.post, "/api/steps", "launch"), (.get, "/api/state", nil),
                (.post, "/api/reset", nil), (.get, "/api/recording", nil), (.get, "/api/nothing", nil),
            ] {
                let reply = try await intruder.send(method, path, body: body)
                #expect(reply.status == 401, "\(method) \(path)")
                #expect(reply.json["error"] is String)
            }
            #expect(try await rig.client.send(.get, "/api/state").text == before)
            #expect(!(try await rig.client.send(.get, "/api/recording").text.contains("launch")))
        }
    }

    @Test func stateIsKeyedByTheExpectFields() async throws {
        try await LiveControlRig.with { rig in
            let state = try await rig.state()
            #expect(Set(state.keys) == Set(ExpectFieldVocabulary.names))
            #expect(state["screen"] as? String == "not-running")
        }
    }

    @Test func stepsChangeTheState() async throws {
        try await LiveControlRig.with { rig in
            let reply = try await rig.steps(
                "- launch\n- background\n- advance: 16m\n- sensor: {matching: false}\n- foreground\n")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.json["applied"] as? Int == 5)
            let state = try #require(reply.json["state"] as? [String: Any])
            #expect(state["screen"] as? String == "lock")
            #expect(state["locked"] as? Bool == true)
            let json = try await rig.client.send(
                .post, "/api/steps", body: #"{"steps": ["advance: 5s", "tap-biometric", "advance: 1s"]}"#,
                contentType: "application/json")
            #expect(json.status == 200, "\(json.text)")
            #expect(json.json["applied"] as? Int == 3)
            #expect(((try await rig.state()["sensorFailures"] as? Int) ?? 0) > 0)
        }
    }

    @Test func malformedStepIs400WithLineColumnAndSuggestion() async throws {
        try await LiveControlRig.with { rig in
            let reply = try await rig.steps("- launch\n- sensor: {matchin: false}\n- background\n")
            #expect(reply.status == 400)
            let body = reply.json
            #expect(body["step"] as? String == "sensor: {matchin: false}")
            #expect(body["line"] as? Int == 2)
            #expect(body["column"] as? Int == 12)
            #expect(body["suggestion"] as? String == "matching")
            #expect((body["error"] as? String)?.hasPrefix("at sensor: unknown key 'matchin'") == true)
            #expect(body["applied"] as? Int == 1)
            #expect((body["state"] as? [String: Any])?["screen"] as? String == "home")
            let unknown = try await rig.steps("backgroud")
            #expect(unknown.status == 400)
            #expect(unknown.json["suggestion"] as? String == "background")
            #expect(unknown.json["line"] as? Int == 1 && unknown.json["column"] as? Int == 1)
            // A step for a screen that is not showing: 400, nothing changed.
            let refused = try await rig.steps("tap-biometric")
            #expect(refused.status == 400)
            #expect(refused.json["applied"] as? Int == 0)
            #expect(try await rig.state()["screen"] as? String == "home")
        }
    }

    @Test func failedExpectIs409() async throws {
        try await LiveControlRig.with { rig in
            let reply = try await rig.steps("- launch\n- expect: {locked: true}\n")
            #expect(reply.status == 409)
            #expect((reply.json["error"] as? String)?.contains("expected locked to be true, it was false") == true)
            #expect(reply.json["applied"] as? Int == 1)
            #expect(reply.json["step"] as? String == "expect: {locked: true}")
        }
    }

    @Test func malformedBodiesAndRoutesAreJSONErrors() async throws {
        try await LiveControlRig.with { rig in
            let json = try await rig.client.send(
                .post, "/api/steps", body: "{\"step\": []}", contentType: "application/json")
            #expect(json.status == 400)
            #expect((json.json["error"] as? String)?.contains("steps") == true)
            #expect(try await rig.steps("").status == 400)
            let continuation = try await rig.steps("- launch\n- sensor:\n    matching: false\n")
            #expect(continuation.status == 400)
            #expect(continuation.json["line"] as? Int == 3)
            #expect(
                try await rig.client.send(.post, "/api/steps", body: "launch", contentType: "image/png").status == 415)
            let big = String(repeating: "# padding\n", count: 7_000)
            #expect(try await rig.steps(big).status == 413)
            let missing = try await rig.client.send(.get, "/api/nothing")
            #expect(missing.status == 404)
            #expect(missing.json["error"] is String)
            let wrongMethod = try await rig.client.send(.get, "/api/steps")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.headers.first { $0.key.lowercased() == "allow" }?.value == "POST")
        }
    }

    @Test func panelNeedsNoToken() async throws {
        try await LiveControlRig.with { rig in
            let page = try await rig.client(token: nil).send(.get, "/")
            #expect(page.status == 200)
            #expect(page.text == LivePanel.html)
            // The page may run only its own inline code and talk only to this server; no site may frame it.
            let policy = page.headers.first { $0.key.lowercased() == "content-security-policy" }?.value ?? ""
            #expect(policy.contains("default-src 'none'") && policy.contains("connect-src 'self'"), "\(policy)")
            #expect(policy.contains("frame-ancestors 'none'"), "\(policy)")
        }
    }

    /// `GET /` serves the files in `Sources/LiveControl/Panel` as they are: `panel.html` with `panel.css` and
    /// `panel.js` inline in place of the tags that link them, nothing else changed.
    @Test func thePanelServedIsTheFilesInSourcesLiveControlPanel() async throws {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        folder.appendPathComponent("Sources/LiveControl/Panel")
        let read = { (name: String) in try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let (html, style, script) = (try read("panel.html"), try read("panel.css"), try read("panel.js"))
        let inlineStyle = "<style>\n" + style + "</style>"
        let inlineScript = "<script>\n" + script + "</script>"
        try await LiveControlRig.with { rig in
            let page = try await rig.client(token: nil).send(.get, "/").text
            #expect(page.contains(inlineStyle))
            #expect(page.contains(inlineScript))
            #expect(!page.contains("<link rel=\"stylesheet\"") && !page.contains("<script src="))
            let rest = page.replacingOccurrences(of: inlineStyle, with: "")
                .replacingOccurrences(of: inlineScript, with: "")
            let htmlWithoutTags = html.replacingOccurrences(of: #"<link rel="stylesheet" href="panel.css">"#, with: "")
                .replacingOccurrences(of: #"<script src="panel.js"></script>"#, with: "")
            #expect(rest == htmlWithoutTags)
        }
    }

    @Test func recordingReplaysToTheSameFinalState() async throws {
        try await LiveControlRig.with { rig in
            let steps = [
                "launch", "background", "advance: 16m", "sensor: {queue: [userCancel]}", "foreground", "advance: 1s",
                "expect: {locked: true}", "enter-pin: \"482916\"", "sensor: {matching: false}",
            ]
            for step in steps { #expect(try await rig.steps(step).status == 200, "\(step)") }
            let state = try await rig.client.send(.get, "/api/state").text
            let recording = try await rig.client.send(.get, "/api/recording")
            #expect(recording.status == 200)
            #expect(
                recording.headers.first { $0.key.lowercased() == "content-type" }?.value.hasPrefix("application/x-yaml")
                    == true)
            let replay = recording.text + "  - expect: \(state)\n"
            let lines = LinesBox()
            let code = await ScenarioRunCommand.run(
                [.init(file: "recording.yaml", yaml: replay)], options: ScenarioRunOptions(paths: [])
            ) { lines.append($0) }
            #expect(code == 0, "\(lines.text)\n\(replay)")
        }
    }

    @Test func resetStartsFreshAndIdsGoOn() async throws {
        try await LiveControlRig.with { rig in
            _ = try await rig.steps("- launch\n- background")
            let reset = try await rig.client.send(.post, "/api/reset")
            #expect(reset.status == 200)
            #expect((reset.json["state"] as? [String: Any])?["screen"] as? String == "not-running")
            #expect(!(try await rig.client.send(.get, "/api/recording").text.contains("launch")))
            let events = try await collect(rig.client.events(), count: 1)
            #expect(events.first?.name == "state")
            #expect(events.first?.id == 5)  // step+state twice, then the reset's state
            // Step numbers start again with the fresh recording: the next step is its step 1.
            async let next = collect(rig.client.events(lastEventID: 5), count: 1)
            try await waitForSubscriptions(rig, 2)
            #expect(try await rig.steps("launch").status == 200)
            #expect(try await next.first?.data == #"{"step": "launch", "index": 1}"#)
        }
    }
}

/// Output lines gathered from a `@Sendable` callback.
final class LinesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}

/// The route table in docs/live-control.md lists exactly ``LiveRoute/all``.
struct LiveRouteDocsTests {
    @Test func theLiveControlPageListsEveryRoute() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(contentsOf: root.appendingPathComponent("docs/live-control.md"), encoding: .utf8)
        let listed = readme.split(separator: "\n").filter { $0.hasPrefix("| `GET /") || $0.hasPrefix("| `POST /") }
            .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(listed == LiveRoute.all.map(\.label))
    }
}
