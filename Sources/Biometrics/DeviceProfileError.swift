/// A device profile that could not be read, naming the file, line, field and what was expected.
///
/// ```text
/// devices/iphone-se.yaml:13:22: error: at rules.attemptsPerPrompt: -1 is out of range; expected 1 or more
/// ```
public struct DeviceProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Hashable {
        /// The file or directory could not be read.
        case unreadable(reason: String)
        /// The text is not valid YAML.
        case syntax(String)
        /// A required field is missing.
        case missingField
        /// A field holds the wrong kind of value.
        case wrongType(expected: String, found: String)
        /// A field holds a value outside its allowed set.
        case invalidValue(value: String, expected: String, suggestion: String?)
        /// A number is out of range (negative latency, zero attempts, ...).
        case outOfRange(value: Int, expected: String)
        /// A script names an outcome that does not exist.
        case unknownOutcome(name: String, suggestion: String?)
        /// A key the format does not know (often a typo).
        case unknownKey(name: String, suggestion: String?, allowed: [String])
        /// Fields that contradict each other (biometry against sensor, platform or rules).
        case inconsistent(String)
        /// The profile's id differs from its file name.
        case idMismatch(id: String, expected: String)
        /// Two files define the same id.
        case duplicateID(id: String, otherFile: String)
        /// No profile has the requested id.
        case unknownProfile(name: String, suggestion: String?, known: [String])
    }

    /// The file (or directory, or `embedded:<name>`) the problem is in.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// The dotted field path (`rules.lockout.durationSeconds`), when the problem is in one field.
    public var field: String?
    /// What is wrong.
    public var problem: Problem

    /// An error from its parts.
    public init(file: String, line: Int? = nil, column: Int? = nil, field: String? = nil, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.problem = problem
    }

    /// What is wrong and what would be accepted, without the location.
    public var message: String {
        switch problem {
        case .unreadable(let reason): return "cannot be read: \(reason)"
        case .syntax(let detail): return "not valid YAML: \(detail)"
        case .missingField: return "required field is missing (see devices/README.md)"
        case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
        case .invalidValue(let value, let expected, let suggestion):
            return "'\(value)' is not allowed\(Self.hint(suggestion)); expected \(expected)"
        case .outOfRange(let value, let expected): return "\(value) is out of range; expected \(expected)"
        case .unknownOutcome(let name, let suggestion):
            // The did-you-mean alone when there is one: the 34 outcome names are `lockharness session`'s help.
            guard suggestion == nil else { return "unknown outcome '\(name)'\(Self.hint(suggestion))" }
            return "unknown outcome '\(name)'; expected one of \(ScriptedAttempt.allNames.joined(separator: ", "))"
        case .unknownKey(let name, let suggestion, let allowed):
            guard suggestion == nil else { return "unknown key '\(name)'\(Self.hint(suggestion))" }
            return "unknown key '\(name)'; allowed here: \(allowed.joined(separator: ", "))"
        case .inconsistent(let detail): return detail
        case .idMismatch(let id, let expected):
            return "id '\(id)' does not match the file name; rename the file or set id: \(expected)"
        case .duplicateID(let id, let otherFile): return "id '\(id)' is already defined in \(otherFile)"
        case .unknownProfile(let name, let suggestion, let known):
            guard suggestion == nil else { return "no device profile '\(name)'\(Self.hint(suggestion))" }
            return "no device profile '\(name)'; known: \(known.joined(separator: ", "))"
        }
    }

    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        // The one format of every LockHarness error (`file:line:col: error: at path: message`), so one problem
        // matcher catches scenario and device-profile errors alike.
        return "\(location): error: " + (field.map { "at \($0): " } ?? "") + message
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
