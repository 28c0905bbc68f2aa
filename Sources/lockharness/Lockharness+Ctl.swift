import ArgumentParser
import Foundation
import Harness

extension Lockharness {
    /// `lockharness ctl`: one request to a running `lockharness serve`.
    struct Ctl: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drive a running `lockharness serve`: apply steps, print the state, follow events, record.",
            discussion: """
                lockharness ctl 'sensor: {matching: false}'   apply a step (several arguments: several steps);
                                                              prints nothing unless --state
                lockharness ctl --state background            apply a step, then print the state JSON
                lockharness ctl state                         print the state JSON
                lockharness ctl watch                         print one line per event until interrupted (exit 2
                                                              with a message on stderr when the server stops)
                lockharness ctl record > my.yaml              the session so far as a scenario file
                lockharness ctl reset                         start a fresh session with the same options
                The server and token come from --url/--token, else LOCKHARNESS_URL/LOCKHARNESS_TOKEN, else the
                state file serve wrote. Exit codes: 0 applied, 1 an expect failed, 2 bad input or no server.
                """)

        @Option(help: "The server's URL (default: $LOCKHARNESS_URL, else the state file).")
        var url: String?

        @Option(help: "The token (default: $LOCKHARNESS_TOKEN, else the state file).")
        var token: String?

        @Option(help: "The state file serve wrote (default: $XDG_STATE_HOME/lockharness/serve.json).")
        var stateFile: String?

        @Flag(help: "After a step or reset, print the state as one line of JSON (quiet without it).")
        var state = false

        @Argument(help: "A step in scenario syntax, or state | watch | record | reset.")
        var words: [String]

        func run() async throws {
            let client = try makeClient()
            let reply: LiveControlClient.Reply
            do {
                switch words {
                case ["state"]: reply = try await client.send(.get, "/api/state")
                case ["record"]: reply = try await client.send(.get, "/api/recording")
                case ["reset"]: reply = try await client.send(.post, "/api/reset")
                case ["watch"]:
                    try await watch(client)
                    return
                default:
                    reply = try await client.send(
                        .post, "/api/steps", body: words.joined(separator: "\n"), contentType: "application/x-yaml")
                }
            } catch let exit as ExitCode {
                throw exit
            } catch let error as LiveControlStreamError {
                throw Self.fail("\(error)\(error.status == 401 ? " (wrong token?)" : "")")
            } catch {
                throw Self.fail(
                    "no server answers at \(client.baseURL.absoluteString) (\(error.localizedDescription)); "
                        + "start one with `lockharness serve`")
            }
            try report(reply)
        }

        private func report(_ reply: LiveControlClient.Reply) throws {
            switch reply.status {
            case 200:
                let json = reply.json
                if words == ["record"] {
                    print(reply.text, terminator: reply.text.hasSuffix("\n") ? "" : "\n")
                } else if let after = json["state"] as? [String: Any] {
                    if state { print(Self.stateLine(after)) }  // a step or reset: {"applied": N, "state": {...}}
                } else if words == ["state"], !json.isEmpty {
                    print(Self.stateLine(json))
                } else {
                    print(reply.text)
                }
            case 409:
                FileHandle.standardError.write(Data("FAILED \(Self.describe(reply.json))\n".utf8))
                throw ExitCode(1)
            default:
                var message = Self.describe(reply.json)
                if reply.status == 401 { message += " (check --token, LOCKHARNESS_TOKEN or the state file)" }
                throw Self.fail(message)
            }
        }

        /// Prints one line per event; the stream ending (the server stopped) is an error, since only the user
        /// (Ctrl-C) ends a watch on purpose.
        private func watch(_ client: LiveControlClient) async throws {
            var received = 0
            for try await event in client.events() {
                received += 1
                let line = "\(event.id.map(String.init) ?? "-") \(event.name) \(event.data)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
            throw Self.fail(
                "the event stream from \(client.baseURL.absoluteString) ended after \(received) event(s): "
                    + "the server stopped or closed the connection")
        }

        /// The client from flags, environment or state file; exits 2 saying what to do when there is none.
        private func makeClient() throws -> LiveControlClient {
            let environment = ProcessInfo.processInfo.environment
            var url = url ?? environment["LOCKHARNESS_URL"].flatMap { $0.isEmpty ? nil : $0 }
            var token = token ?? environment["LOCKHARNESS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
            if url == nil || token == nil {
                let path = stateFile ?? LiveControlClient.defaultStateFile(environment: environment)
                guard let data = FileManager.default.contents(atPath: path),
                    let saved = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                else {
                    throw Self.fail(
                        "no running server: cannot read \(path); start one with `lockharness serve`, "
                            + "or pass --url and --token (or LOCKHARNESS_URL and LOCKHARNESS_TOKEN)")
                }
                url = url ?? saved["url"] as? String
                token = token ?? saved["token"] as? String
            }
            guard let url, let base = URL(string: url), base.scheme != nil else {
                throw Self.fail("no server URL: pass --url http://127.0.0.1:PORT")
            }
            return LiveControlClient(baseURL: base, token: token)
        }

        static func describe(_ json: [String: Any]) -> String {
            var text = json["error"] as? String ?? "unknown error"
            if let step = json["step"] as? String {
                text =
                    "step '\(step)'"
                    + ((json["line"] as? Int).map { line in " at \(line):\((json["column"] as? Int) ?? 1)" } ?? "")
                    + ": " + (json["error"] as? String ?? "")
            }
            if let suggestion = json["suggestion"] as? String, !text.contains("did you mean") {
                text += " (did you mean '\(suggestion)'?)"
            }
            if let applied = json["applied"] as? Int, applied > 0 { text += " [\(applied) step(s) applied before it]" }
            return text
        }

        /// The state as one line of JSON in the expect-field table's order, written as `/api/state` and the REPL's
        /// `state` write it (`{"screen": "home", "locked": false, ...}`), whichever reply it came in: `ctl state`,
        /// a step and `reset` print the same format. Keys the table does not know follow, sorted.
        static func stateLine(_ state: [String: Any]) -> String {
            let known = ExpectFieldVocabulary.names.filter { state[$0] != nil }
            let others = state.keys.filter { ExpectFieldVocabulary.field(named: $0) == nil }.sorted()
            let members = (known + others).map { key in "\(encode(key)): \(encode(state[key] ?? NSNull()))" }
            return "{" + members.joined(separator: ", ") + "}"
        }

        static func encode(_ value: Any) -> String {
            guard
                let data = try? JSONSerialization.data(
                    withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
            else { return "\(value)" }
            return String(decoding: data, as: UTF8.self)
        }

        static func fail(_ message: String) -> ExitCode {
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            return ExitCode(2)
        }
    }
}
