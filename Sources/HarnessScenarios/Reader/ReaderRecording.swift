import Biometrics
import Foundation
import HarnessLanguage
import LockCore

/// Every answer a real reader gave during a run, case by case, in the scenario syntax: what
/// `lockharness run --real-reader R --record-reader FILE` writes and `--replay-reader FILE` plays back.
///
/// Each prompt's `queue` is the argument `sensor: {queue: [...]}` reads (`match`, `noMatch`, a
/// ``Biometrics/BiometricFeedback`` such as `retryTooShort`, or the outcome that ended it, `biometryDisconnected`
/// for an unplug); `after` holds the time from the prompt to each answer; `capability` is what the reader said
/// each time the app asked (`canEvaluatePolicy`), run-length encoded.
///
/// ```yaml
/// reader: libfprint virtual_device/0
/// cases:
///   - case: reader-record-unlock
///     capability:
///       - {biometry: fingerprint, unavailable: null, enrollment: 9f2c01d4e5a6b7c8, times: 3}
///     prompts:
///       - {queue: [retryTooShort, match], after: [1ms212us, 2ms5us], outcome: success, duration: 2ms5us}
/// ```
///
/// Replaying needs no reader and no clock: the prompts' answers land at the same virtual instants as the reader's
/// did (a real reader's prompt happens at the instant it started), so the lock makes the same transitions.
public struct ReaderRecording: Sendable, Hashable {
    /// What one case's reader said.
    public struct Case: Sendable, Hashable {
        /// The case id.
        public var id: String
        /// Capability answers in order, run-length encoded.
        public var capability: [CapabilityRun]
        /// The prompts in order.
        public var prompts: [SensorPromptRecord]

        /// A case record from its parts.
        public init(id: String, capability: [CapabilityRun] = [], prompts: [SensorPromptRecord] = []) {
            self.id = id
            self.capability = capability
            self.prompts = prompts
        }
    }

    /// The same capability answer, `times` times in a row.
    public struct CapabilityRun: Sendable, Hashable {
        /// The answer.
        public var capability: BiometricCapability
        /// How many calls in a row got it.
        public var times: Int

        /// A run from its parts.
        public init(_ capability: BiometricCapability, times: Int) {
            self.capability = capability
            self.times = times
        }
    }

    /// The reader that answered (`libfprint virtual_device/0`, `fprintd`).
    public var reader: String
    /// The cases, in the order they ran.
    public var cases: [Case]

    /// A recording from its parts.
    public init(reader: String, cases: [Case] = []) {
        self.reader = reader
        self.cases = cases
    }

    /// The case called `id`, if it was recorded.
    public func recordedCase(_ id: String) -> Case? { cases.first { $0.id == id } }

    /// The recording as YAML (durations rounded to the microsecond, which the text keeps exactly).
    public var yaml: String {
        var lines = [
            "# Every answer a real reader gave, prompt by prompt (lockharness run --record-reader).",
            "# Replay it in simulation, on any machine: lockharness run SCENARIO --replay-reader THIS-FILE",
            "reader: \(ExpectFieldVocabulary.jsonString(reader))",
            "cases:",
        ]
        for recorded in cases {
            lines.append("  - case: \(ExpectFieldVocabulary.jsonString(recorded.id))")
            lines.append("    capability:")
            for run in recorded.capability {
                let reason = run.capability.unavailableReason?.rawValue ?? "null"
                let enrollment =
                    run.capability.enrollment.map { ExpectFieldVocabulary.jsonString($0.rawValue) } ?? "null"
                lines.append(
                    "      - {biometry: \(run.capability.biometryType.rawValue), unavailable: \(reason), "
                        + "enrollment: \(enrollment), times: \(run.times)}")
            }
            lines.append(recorded.prompts.isEmpty ? "    prompts: []" : "    prompts:")
            for prompt in recorded.prompts {
                let queue = prompt.answers.map(\.attempt.name).joined(separator: ", ")
                let after = prompt.answers.map { ScenarioDuration.format(Self.micros($0.after)) }.joined(
                    separator: ", ")
                lines.append(
                    "      - {queue: [\(queue)], after: [\(after)], outcome: \(prompt.outcome.rawValue), "
                        + "duration: \(ScenarioDuration.format(Self.micros(prompt.duration)))}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes ``yaml`` to `path` atomically (a temporary file in the same directory, then `rename`).
    public func write(to path: String) throws {
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Reads a recording written by ``write(to:)``; errors name the file, line and field.
    public static func read(contentsOf path: String) throws(ScenarioError) -> ReaderRecording {
        try parse(yaml: try ScenarioParser.readText(atPath: path), file: path)
    }

    /// Parses recording text.
    public static func parse(yaml: String, file: String) throws(ScenarioError) -> ReaderRecording {
        let root = try ScenarioValue.parse(yaml: yaml, file: file)
        try root.checkKeys(allowed: ["reader", "cases"])
        var recording = ReaderRecording(reader: try root.requiredField("reader").text())
        for item in try root.requiredField("cases").list() {
            try item.checkKeys(allowed: ["case", "capability", "prompts"])
            var recorded = Case(id: try item.requiredField("case").text())
            for run in try item.field("capability")?.list() ?? [] {
                try run.checkKeys(allowed: ["biometry", "unavailable", "enrollment", "times"])
                let biometry = try run.requiredField("biometry").choice(of: BiometryType.allCases.map(\.rawValue))
                let reason = try run.field("unavailable").flatMap { value throws(ScenarioError) in
                    value.isNull ? nil : try outcome(value)
                }
                let enrollment = try run.field("enrollment").flatMap { value throws(ScenarioError) in
                    value.isNull ? nil : EnrollmentState(try value.text())
                }
                let capability = BiometricCapability(
                    biometryType: BiometryType(rawValue: biometry)!, unavailableReason: reason, enrollment: enrollment)
                recorded.capability.append(
                    CapabilityRun(capability, times: max(1, try run.requiredField("times").int())))
            }
            for prompt in try item.field("prompts")?.list() ?? [] {
                try prompt.checkKeys(allowed: ["queue", "after", "outcome", "duration"])
                let queue = try prompt.requiredField("queue").list()
                let after = try prompt.field("after")?.list() ?? []
                var answers: [SensorPromptRecord.Answer] = []
                for (index, entry) in queue.enumerated() {
                    let name = try entry.text()
                    guard let attempt = ScriptedAttempt(named: name) else {
                        throw ScenarioError(
                            .invalidChoice(
                                name, allowed: ScriptedAttempt.allNames,
                                suggestion: NameSuggestion.closest(to: name, among: ScriptedAttempt.allNames)),
                            at: entry)
                    }
                    answers.append(.init(attempt, after: index < after.count ? try after[index].duration() : .zero))
                }
                recorded.prompts.append(
                    SensorPromptRecord(
                        answers: answers, outcome: try outcome(try prompt.requiredField("outcome")),
                        duration: try prompt.field("duration")?.duration() ?? .zero))
            }
            recording.cases.append(recorded)
        }
        return recording
    }

    private static func outcome(_ value: ScenarioValue) throws(ScenarioError) -> BiometricOutcome {
        BiometricOutcome(named: try value.choice(of: BiometricOutcome.allCases.map(\.rawValue)))!
    }

    private static func micros(_ duration: Duration) -> Duration {
        let components = duration.components
        return .microseconds(components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000)
    }
}
