/// The harness's duration notation (`10s`, `500ms`, `1h30m`): its units and how a duration prints in it.
///
/// Scenario files are written in it (``ScenarioDuration`` parses them with these units) and the session's notes print
/// timer deadlines and sensor answers in it, so a note reads like the step that would reproduce it.
public enum DurationNotation {
    /// The units, largest first, with their size in nanoseconds.
    package static let units: [(suffix: String, nanoseconds: Int64)] = [
        ("h", 3_600_000_000_000), ("m", 60_000_000_000), ("s", 1_000_000_000), ("ms", 1_000_000),
        ("us", 1_000), ("ns", 1),
    ]

    /// Prints a duration in the notation, largest units first: `1h30m`, `500ms`, `0s`.
    public static func format(_ duration: Duration) -> String {
        let components = duration.components
        let totalNanoseconds = components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
        if totalNanoseconds == 0 { return "0s" }
        var remaining = totalNanoseconds.magnitude
        var text = totalNanoseconds < 0 ? "-" : ""
        for unit in units {
            let size = UInt64(unit.nanoseconds)
            if remaining >= size {
                text += "\(remaining / size)\(unit.suffix)"
                remaining %= size
            }
        }
        return text
    }
}
