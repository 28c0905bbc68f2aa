import HarnessLanguage
import HarnessSession
import LockCore

/// Where two runs of the same case made the lock do different things: the first event (with its virtual time)
/// at which the coordinator's inputs differ, or a length mismatch. `--compare-reader` prints these.
///
/// ```swift
/// let diff = LockTransitionDiff(reader: readerEvents, replay: replayEvents)
/// diff.isIdentical   // true when the replay made the lock take the same transitions
/// ```
public struct LockTransitionDiff: Sendable, Hashable, CustomStringConvertible {
    /// The reader run's events, as lines.
    public let reader: [String]
    /// The replay's events, as lines.
    public let replay: [String]

    /// A comparison of two event logs; events print as `t=<virtual time> <event>`.
    public init(reader: [LockEventRecord], replay: [LockEventRecord]) {
        self.reader = Self.lines(reader)
        self.replay = Self.lines(replay)
    }

    /// Whether both runs handed the coordinator the same events at the same virtual instants.
    public var isIdentical: Bool { reader == replay }

    /// The index of the first difference, or `nil`.
    public var firstDifference: Int? {
        if isIdentical { return nil }
        return zip(reader, replay).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(reader.count, replay.count)
    }

    public var description: String {
        guard let index = firstDifference else { return "identical (\(reader.count) lock events)" }
        let real = index < reader.count ? reader[index] : "(no more events)"
        let simulated = index < replay.count ? replay[index] : "(no more events)"
        return "lock event #\(index + 1) differs:\n  reader: \(real)\n  replay: \(simulated)"
    }

    static func lines(_ records: [LockEventRecord]) -> [String] {
        records.map { record in
            "t=\(ScenarioDuration.format(.nanoseconds(record.at.continuous.nanoseconds))) \(record.event)"
        }
    }
}
