/// A problem with a scenario file, a matrix or a command-line selection, pointing at where it was found.
///
/// The description reads `file:line:column: error: at steps[2].advance: expected ..., found ...`, followed by a
/// did-you-mean hint when there is a close match. Every case maps to exit code 2 (bad input).
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The file could not be read.
        case unreadableFile(String)
        /// The YAML itself is malformed (message from the YAML parser).
        case yamlSyntax(String)
        /// The file has no document, or more than one.
        case documentCount(Int)
        /// A value had the wrong shape or type.
        case typeMismatch(expected: String, found: String)
        /// A map key that is not allowed here.
        case unknownKey(String, allowed: [String], suggestion: String?)
        /// A key that must be present is missing.
        case missingKey(String)
        /// A name that names none of a catalog's entries (`kind`: "device profile", "policy").
        case unknownName(String, kind: String, known: [String], suggestion: String?)
        /// A scalar that must be one of a fixed set of words.
        case invalidChoice(String, allowed: [String], suggestion: String?)
        /// A duration that does not parse.
        case invalidDuration(String, problem: String)
        /// A `${name}` or `{name}` that names no matrix variable.
        case unknownVariable(String, known: [String], suggestion: String?)
        /// Two matrix rows produce the same case id.
        case duplicateCaseID(String, first: String, second: String)
        /// The matrix expands to more cases than allowed.
        case tooManyCases(count: Int, limit: Int)
        /// A `--case` id that matches no case.
        case unknownCase(String, suggestion: String?)
        /// A `--shard` value that is not `K/N` with 1 <= K <= N.
        case invalidShard(String)
        /// The document is too large or nested too deeply to be a scenario.
        case tooLarge(String)
        /// A step that takes no argument was given one; `suggestion` is a step that takes an argument like it.
        case unexpectedArgument(step: String, suggestion: String?)
        /// Any other problem, for the step interpreter's own checks.
        case other(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// Where, when known.
    public var location: ScenarioSourceLocation?
    /// The field path (`steps[2].advance`), empty when not applicable.
    public var path: String
    /// The matrix case being built or run when the problem appeared, if any.
    public var caseID: String?

    /// Creates an error.
    public init(_ reason: Reason, at location: ScenarioSourceLocation? = nil, path: String = "") {
        self.reason = reason
        self.location = location
        self.path = path
    }

    /// Creates an error pointing at a value: its location and path.
    public init(_ reason: Reason, at value: ScenarioValue) {
        self.init(reason, at: value.location, path: value.path)
    }

    /// The suggestion carried by the reason, if any.
    public var suggestion: String? {
        switch reason {
        case .unknownKey(_, _, let suggestion), .invalidChoice(_, _, let suggestion),
            .unknownName(_, _, _, let suggestion),
            .unknownVariable(_, _, let suggestion), .unknownCase(_, let suggestion),
            .unexpectedArgument(_, let suggestion):
            suggestion
        default: nil
        }
    }

    /// The message without location and path.
    public var message: String {
        switch reason {
        case .unreadableFile(let why): return "cannot read the scenario file: \(why)"
        case .yamlSyntax(let why): return "invalid YAML: \(why)"
        case .documentCount(let count):
            return count == 0
                ? "the file is empty; a scenario needs at least `steps:`"
                : "the file holds \(count) YAML documents (separated by ---); put one scenario per file"
        case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .unknownKey(let key, let allowed, let suggestion):
            let what = allowed == StepVocabulary.names ? "step" : "key"
            return "unknown \(what) '\(key)'" + Self.hint(suggestion, orList: allowed)
        case .missingKey(let key): return "missing required key '\(key)'"
        case .unknownName(let name, let kind, let known, let suggestion):
            return "no \(kind) '\(name)'" + Self.hint(suggestion, orList: known)
        case .invalidChoice(let word, let allowed, let suggestion):
            return "'\(word)' is not allowed here" + Self.hint(suggestion, orList: allowed)
        case .invalidDuration(let text, let problem):
            return "invalid duration '\(text)': \(problem); write e.g. 10s, 500ms, 16m, 1h, 1h30m or 0"
        case .unknownVariable(let name, let known, let suggestion):
            let list = known.isEmpty ? "there are no matrix variables" : "known: " + known.joined(separator: ", ")
            return "unknown variable '\(name)'" + Self.hint(suggestion) + "; \(list)"
        case .duplicateCaseID(let id, let first, let second):
            return "case id '\(id)' is produced by both \(first) and \(second); "
                + "make the `id` template include the axis that differs"
        case .tooManyCases(let count, let limit):
            return "the matrix expands to \(count) cases, more than the limit of \(limit); "
                + "add `exclude` entries, split the file, or raise the limit (`limit:` under `matrix`, or --max-cases)"
        case .unknownCase(let id, let suggestion):
            return "no case has id '\(id)'" + Self.hint(suggestion) + "; run with --list to see all ids"
        case .invalidShard(let text):
            return "invalid shard '\(text)'; write K/N with 1 <= K <= N, e.g. 2/4"
        case .tooLarge(let why): return why
        case .unexpectedArgument(let step, let suggestion):
            return "'\(step)' takes no argument" + Self.hint(suggestion)
        case .other(let why): return why
        }
    }

    /// `file:line:column: error: at path: message`.
    public var description: String {
        var text = location.map { "\($0): error: " } ?? "error: "
        if !path.isEmpty { text += "at \(path): " }
        text += message
        if let caseID { text += " (in case '\(caseID)')" }
        return text
    }

    /// The longest list of allowed words a message spells out when it has no suggestion; a longer one (the steps,
    /// the expect fields) is named by the command that lists it instead.
    static let longestListShown = 12

    /// The did-you-mean when there is one; otherwise the allowed words when they are few, or where to find them.
    static func hint(_ suggestion: String?, orList allowed: [String]) -> String {
        if let suggestion { return hint(suggestion) }
        if allowed.count <= longestListShown { return "; allowed: " + allowed.joined(separator: ", ") }
        let listed = "in a session, or `lockharness session --help`, lists the"
        if allowed == StepVocabulary.names { return "; `help steps` \(listed) steps" }
        if allowed == ExpectFieldVocabulary.names { return "; `help fields` \(listed) fields" }
        return "; \(allowed.count) words are allowed here, from '\(allowed[0])' to '\(allowed[allowed.count - 1])'"
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
