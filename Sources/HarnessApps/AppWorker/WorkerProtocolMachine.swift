import Biometrics
import Foundation
import HarnessScenarios
import HarnessSession

/// The worker's side of the step protocol as a pure state machine: each request line goes in, and what the worker
/// must do comes out (``Action``); the owner (`AppWorker` in the AppWorker module) performs it on the app and writes
/// the reply. No I/O, no clock.
///
/// ```swift
/// var machine = WorkerProtocolMachine(catalog: catalog)
/// switch machine.receive(#"{"type":"step","step":"advance: 1m"}"#) {
/// case .apply(let input, let text, let wantsState, _): ...   // apply to the app, reply ok / refused
/// case .reply(let reply): write(reply)                        // an error the machine answers itself
/// ...
/// }
/// ```
public struct WorkerProtocolMachine: Sendable {
    /// What the owner does for a request.
    public enum Action: Sendable {
        /// Write this reply (the machine answered: a bad line, a step outside a case).
        case reply(WorkerReply)
        /// End the current app, if any, and make a fresh one for `configuration`; reply `ok`, `not-applicable` or
        /// `error`.
        case beginCase(id: String, configuration: SessionConfiguration)
        /// Apply `input` (written `text`) to the app; reply `ok`/`refused`/`unsupported`/`error`, with the state
        /// when `wantsState`; report `stalled` with the pending work if it runs past `stallAfter`.
        case apply(SessionInput, text: String, wantsState: Bool, stallAfter: Duration?)
        /// Reply `state` with the app's state.
        case snapshot
        /// End the app; reply `ok`.
        case endCase
    }

    private enum State: Sendable {
        case idle
        case inCase(String)
    }

    private var state = State.idle
    private let setup: ScenarioSessionSetup
    /// Steps already read, by text: a run sends the same few lines over and over, and reading one is a YAML parse.
    private var parsed: [String: SessionInput] = [:]

    /// A machine making configurations from `catalog`'s device profiles.
    public init(catalog: DeviceProfileCatalog) { setup = ScenarioSessionSetup(catalog: catalog) }

    /// Whether a case's app is up.
    public var inCase: Bool { if case .inCase = state { true } else { false } }

    /// The action for one request line.
    public mutating func receive(_ line: String) -> Action {
        guard let request = WorkerProtocol.request(from: line) else {
            return .reply(WorkerReply(.error, message: "not a request of protocol \(WorkerProtocol.version): \(line)"))
        }
        switch request.type {
        case .beginCase:
            let id = request.case ?? "case"
            let header = (request.header ?? "{}").trimmingCharacters(in: .whitespacesAndNewlines)
            let name = ExpectFieldVocabulary.jsonString(id)
            // A flow mapping (`{...}`, what the runner sends) or block YAML (a live session's header).
            let yaml =
                header.hasPrefix("{")
                ? header.dropLast() + (header == "{}" ? "" : ", ") + "\"name\": \(name), \"steps\": []}"
                : header + "\nname: \(name)\nsteps: []\n"
            do throws(ScenarioError) {
                let document = try ScenarioParser.parse(yaml: String(yaml), file: request.file ?? "begin-case")
                let configuration = try setup.configuration(for: document)
                state = .inCase(id)
                return .beginCase(id: id, configuration: configuration)
            } catch {
                state = .idle
                return .reply(WorkerReply(.error, message: "begin-case: \(error.description)"))
            }
        case .step:
            guard inCase else { return .reply(WorkerReply(.error, message: "step before begin-case")) }
            guard let text = request.step else { return .reply(WorkerReply(.error, message: "step without `step`")) }
            let input: SessionInput
            if let known = parsed[text] {
                input = known
            } else {
                let kind: ScenarioStepKind
                do throws(ScenarioError) {
                    kind = try ScenarioStepInterpreter.interpret(typed: text, file: "step", line: 1, column: 1)
                } catch {
                    return .reply(WorkerReply(.error, message: error.description))
                }
                guard case .input(let read) = kind else {
                    return .reply(
                        WorkerReply(.error, message: "`\(text)` is the harness's to check, not a step for the app"))
                }
                input = read
                if parsed.count < 4_096 { parsed[text] = read }
            }
            let stall = request.limitMilliseconds.map { Duration.milliseconds($0 * 9 / 10) }
            return .apply(input, text: text, wantsState: request.state ?? false, stallAfter: stall)
        case .snapshot:
            guard inCase else { return .reply(WorkerReply(.error, message: "snapshot before begin-case")) }
            return .snapshot
        case .endCase:
            state = .idle
            return .endCase
        }
    }

    /// The app for the case just begun could not be made: no case is up.
    public mutating func appFailedToStart() { state = .idle }
}
