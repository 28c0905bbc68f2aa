/// Enrollment progress as a pure state machine: what the reader reported in, the lines to show out.
///
/// ```swift
/// var progress = EnrollProgress(stages: 5, reader: "virtual_device/0", finger: .rightIndex)
/// progress.handle(.started)          // ["Enrolling right-index-finger on virtual_device/0: touch the reader 5 times."]
/// progress.handle(.stagePassed(1))   // ["stage 1/5 done"]
/// progress.handle(.retry("too-short"))  // ["stage 2/5: scan again (too-short)"]
/// ```
public struct EnrollProgress: Sendable, Equatable {
    /// What the reader reported.
    public enum Event: Sendable, Equatable {
        /// Enrollment began.
        case started
        /// `completed` stages are done.
        case stagePassed(Int)
        /// The last scan was unusable; the same stage goes on (libfprint retry name or fprintd result).
        case retry(String)
        /// The print is complete.
        case completed
    }

    /// Stages the reader needs (0 when unknown, as for fprintd before the first status).
    public private(set) var stages: Int
    /// Stages done so far.
    public private(set) var completed = 0
    /// Unusable scans so far.
    public private(set) var retries = 0
    /// `driver/id` or fprintd's device path, for the first line.
    public let reader: String
    /// The finger being enrolled.
    public let finger: Finger

    /// Progress for an enrollment of `finger` on `reader` that takes `stages` scans.
    public init(stages: Int, reader: String, finger: Finger) {
        self.stages = max(0, stages)
        self.reader = reader
        self.finger = finger
    }

    /// The lines to show for `event`.
    public mutating func handle(_ event: Event) -> [String] {
        switch event {
        case .started:
            let times = stages > 0 ? " \(stages) times" : " until it says done"
            return ["Enrolling \(finger.name) on \(reader): touch the reader\(times), lifting the finger in between."]
        case .stagePassed(let done):
            completed = max(completed, done)
            if completed > stages { stages = completed }
            return ["stage \(completed)/\(stagesText) done"]
        case .retry(let why):
            retries += 1
            return ["stage \(min(completed + 1, max(stages, 1)))/\(stagesText): scan again (\(why))"]
        case .completed:
            completed = max(completed, stages)
            return ["enrolled \(finger.name) on \(reader)"]
        }
    }

    private var stagesText: String { stages > 0 ? "\(stages)" : "?" }
}
