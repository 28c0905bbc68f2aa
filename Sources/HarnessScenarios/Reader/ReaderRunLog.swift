import Biometrics
import HarnessLanguage
import HarnessSession
import LockCore
import Synchronization

/// Collects, case by case, what a run's reader answered and every event the lock coordinator handled: filled
/// by ``SessionCaseExecutor`` for `--record-reader` and `--compare-reader`.
public final class ReaderRunLog: Sendable {
    /// One case's log.
    public struct Entry: Sendable, Hashable {
        /// The case id.
        public var id: String
        /// What the reader answered (`nil` when the case ran without one).
        public var recorded: ReaderRecording.Case?
        /// The lock coordinator's events, in order.
        public var lockEvents: [LockEventRecord]
    }

    private let entries = Mutex<[Entry]>([])

    /// An empty log.
    public init() {}

    /// Adds (or replaces) the entry for `entry.id`.
    public func add(_ entry: Entry) {
        entries.withLock { list in
            if let index = list.firstIndex(where: { $0.id == entry.id }) {
                list[index] = entry
            } else {
                list.append(entry)
            }
        }
    }

    /// The entries, in the order the cases finished.
    public var all: [Entry] { entries.withLock { $0 } }

    /// The lock events of the case called `id`.
    public func lockEvents(of id: String) -> [LockEventRecord]? { all.first { $0.id == id }?.lockEvents }

    /// The reader's answers as a recording (the cases that had a reader).
    public func recording(reader: String) -> ReaderRecording {
        ReaderRecording(reader: reader, cases: all.compactMap(\.recorded))
    }
}
