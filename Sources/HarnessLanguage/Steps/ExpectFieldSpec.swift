import HarnessSession

/// One field `expect` can check, declared once: its name, how it is read from a ``SessionSnapshot``, the form of
/// its values, and a doc line. `state` prints exactly these names and value forms, so a state dump pastes into
/// `expect:` as it is.
///
/// ```swift
/// .bool("locked", "whether the lock screen is showing") { $0.locked }
/// .optionalText("title", "the top screen's step title") { $0.stepTitle }
/// ```
public struct ExpectFieldSpec: Sendable {
    /// The form of a field's values, in a scenario and in `state`.
    public enum Kind: String, Sendable, Hashable {
        /// `true` or `false`.
        case bool
        /// A whole number.
        case int
        /// Text.
        case text
        /// Text, or `null` when there is none.
        case optionalText = "text or null"
        /// A duration (`16m1s`), compared after normalising (`961s` and `16m1s` are equal).
        case duration
    }

    /// Who can tell a field's value when the app under test is a team's own app.
    public enum Source: String, Sendable, Hashable {
        /// What the app shows on screen (its adapter reads it): portable.
        case app
        /// What the simulated phone knows about any app (its sensor, prompts): read from LockHarness's simulated
        /// phone (by the harness in process, by AppWorker in a Swift worker); a worker with no such phone supplies it
        /// only by reporting it (docs/app-workers.md, the field contract): portable.
        case phone
        /// State only LockHarness's model of the seeds has (lock cycles, counters the policy keeps): model-only,
        /// never in a conformance suite.
        case model
    }

    /// The name written in `expect: {...}` and printed by `state`.
    public let name: String
    /// The form of the field's values.
    public let kind: Kind
    /// What the field is, in one line.
    public let doc: String
    /// The group of snapshot fields it is in: a snapshot built with that group has its value.
    public let part: SessionSnapshot.Parts
    /// Who can tell the value for a team's app (``Source/app`` unless the entry says otherwise).
    public private(set) var source: Source = .app
    /// The words a text field can hold, when it is enumerated (`screen`, `phase`, ...): empty for free text. A value
    /// outside them is refused when the scenario is parsed, with a did-you-mean.
    public private(set) var choices: [String] = []
    /// A prefix that also makes a valid value of an enumerated field (`until ` for a timed `lockout`), if any.
    public private(set) var openPrefix: String?
    private let read: @Sendable (SessionSnapshot) -> SnapshotValue

    /// Whether any lock app's user could see this field (it may appear in a conformance suite).
    public var isPortable: Bool { source != .model }

    /// What of the simulated phone the field reads, for a ``Source/phone`` field (nil for any other).
    public private(set) var phoneReading: PhoneReading?

    /// This field, known only to LockHarness's model (``Source/model``).
    public func modelOnly() -> Self {
        var copy = self
        copy.source = .model
        return copy
    }

    /// This field, read from the simulated phone's `reading` (``Source/phone``) instead of the app.
    public func readFromPhone(_ reading: PhoneReading) -> Self {
        var copy = self
        copy.source = .phone
        copy.phoneReading = reading
        return copy
    }

    /// This field, limited to `words` (and values starting with `prefix`, when given).
    public func choosing(from words: [String], orStartingWith prefix: String? = nil) -> Self {
        var copy = self
        copy.choices = words
        copy.openPrefix = prefix
        return copy
    }

    /// A field read by `read` from snapshots built with `part`, whose values have the form `kind`.
    public init(
        _ name: String, _ kind: Kind, _ doc: String, in part: SessionSnapshot.Parts = .core,
        read: @escaping @Sendable (SessionSnapshot) -> SnapshotValue
    ) {
        self.name = name
        self.kind = kind
        self.doc = doc
        self.part = part
        self.read = read
    }

    /// A `true`/`false` field.
    public static func bool(
        _ name: String, _ doc: String, in part: SessionSnapshot.Parts = .core,
        _ read: @escaping @Sendable (SessionSnapshot) -> Bool
    ) -> Self {
        Self(name, .bool, doc, in: part) { .bool(read($0)) }
    }

    /// A whole-number field.
    public static func int(
        _ name: String, _ doc: String, in part: SessionSnapshot.Parts = .core,
        _ read: @escaping @Sendable (SessionSnapshot) -> Int
    ) -> Self {
        Self(name, .int, doc, in: part) { .int(read($0)) }
    }

    /// A text field.
    public static func text(
        _ name: String, _ doc: String, in part: SessionSnapshot.Parts = .core,
        _ read: @escaping @Sendable (SessionSnapshot) -> String
    ) -> Self {
        Self(name, .text, doc, in: part) { .string(read($0)) }
    }

    /// A text field that may be absent (`null`).
    public static func optionalText(
        _ name: String, _ doc: String, in part: SessionSnapshot.Parts = .core,
        _ read: @escaping @Sendable (SessionSnapshot) -> String?
    ) -> Self {
        Self(name, .optionalText, doc, in: part) { read($0).map(SnapshotValue.string) ?? .none }
    }

    /// A duration field, printed in scenario notation (`16m1s`).
    public static func duration(
        _ name: String, _ doc: String, in part: SessionSnapshot.Parts = .core,
        _ read: @escaping @Sendable (SessionSnapshot) -> Duration
    ) -> Self {
        Self(name, .duration, doc, in: part) { .string(ScenarioDuration.format(read($0))) }
    }

    /// The doc line with an enumerated field's words, generated from ``choices`` (`the scene phase: launching,
    /// active, inactive or background`): what `help fields` and docs/scenarios.md's table show.
    public var documentation: String {
        let words = choices + (openPrefix.map { ["\($0)..."] } ?? [])
        guard let last = words.last else { return doc }
        return doc + ": " + (words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last)
    }

    /// The field's value in `snapshot`.
    public func value(in snapshot: SessionSnapshot) -> SnapshotValue { read(snapshot) }

    /// The value `written` in a scenario asks for: `null` always means ``SnapshotValue/none``; otherwise the value
    /// must have this field's form.
    public func wanted(_ written: ScenarioValue) throws(ScenarioError) -> SnapshotValue {
        if written.isNull { return .none }
        switch kind {
        case .bool: return .bool(try written.bool())
        case .int: return .int(try written.int())
        case .text, .optionalText:
            let text = try written.text()
            if choices.isEmpty || choices.contains(text) || openPrefix.map(text.hasPrefix) == true {
                return .string(text)
            }
            return .string(try written.choice(of: choices))
        case .duration: return .string(ScenarioDuration.format(try written.duration()))
        }
    }
}
