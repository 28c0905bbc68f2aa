import HarnessSession

/// One observable value of a ``SessionSnapshot``, as `expect` compares it (see ``ExpectFieldVocabulary``).
public enum SnapshotValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    case none

    public var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .none: return "null"
        }
    }
}

extension SessionSnapshot {
    /// A one-line summary for traces.
    public var summary: String {
        var parts = ["screen=\(screen)", "locked=\(locked)", "phase=\(phase)"]
        if let stepTitle { parts.append("title=\"\(stepTitle)\"") }
        if let error { parts.append("error=\"\(error)\"") }
        if dots > 0 { parts.append("dots=\(dots)") }
        if shakeCount > 0 { parts.append("shakes=\(shakeCount)") }
        if prompt { parts.append("prompt") }
        if cover { parts.append("cover") }
        if lockout != "none" { parts.append("lockout=\(lockout)") }
        if passcodeDelaySeconds > 0 { parts.append("delay=\(passcodeDelaySeconds)s") }
        return parts.joined(separator: " ")
    }
}
