import HarnessLanguage
import Synchronization

/// The progress line of a long run (`lockharness run` at a terminal, or with `--progress`):
/// `  1200/10000 cases · 3 failed · 8,450 cases/s · ETA 1.0s`, redrawn in place at most ten times a second and only
/// once the run has lasted a second (short runs print nothing), then erased before the summary. Where standard
/// error is not a terminal (a CI log, a file), the ``Style/lines`` style writes the same text as plain lines, one
/// every five seconds, with no carriage returns or escape codes.
public final class ScenarioProgress: Sendable {
    /// How the line is drawn.
    public enum Style: Sendable, Equatable {
        /// Redrawn in place (`\r`, then erase to the end of the line) at most ten times a second: for terminals.
        case inPlace
        /// One plain line (ending in a newline) at most every five seconds, nothing erased: for logs and files.
        case lines

        /// The least time between two drawings.
        var interval: Duration { self == .inPlace ? .milliseconds(100) : .seconds(5) }
    }

    private struct State {
        var done = 0
        var failed = 0
        var lastDrawn: Duration?
        var drew = false
    }

    private let total: Int
    private let style: Style
    private let draw: @Sendable (String) -> Void
    private let elapsed: @Sendable () -> Duration
    private let state = Mutex(State())

    /// Progress over `total` cases in `style`, drawing with `draw` (which writes its text as it is, without adding
    /// a newline, e.g. to standard error). `elapsed` tells how long the run has lasted: by default the continuous
    /// clock since this call (a test passes its own).
    public init(
        total: Int, style: Style = .inPlace, elapsed: (@Sendable () -> Duration)? = nil,
        draw: @escaping @Sendable (String) -> Void
    ) {
        self.total = total
        self.style = style
        self.draw = draw
        let start = ContinuousClock.now
        self.elapsed = elapsed ?? { start.duration(to: .now) }
    }

    /// Counts one finished case and redraws the line when it is due.
    public func record(_ result: CaseResult) {
        let elapsed = elapsed()
        let line: String? = state.withLock { state in
            state.done += 1
            if result.isProblem { state.failed += 1 }
            guard elapsed >= .seconds(1), state.lastDrawn.map({ elapsed - $0 >= style.interval }) ?? true else {
                return nil
            }
            state.lastDrawn = elapsed
            state.drew = true
            return Self.line(done: state.done, total: total, failed: state.failed, elapsed: elapsed)
        }
        guard let line else { return }
        switch style {
        case .inPlace: draw("\r" + line + "\u{1B}[K")
        case .lines: draw(line + "\n")
        }
    }

    /// Erases the line (if one was drawn in place) so the summary starts on a clean line.
    public func finish() {
        if style == .inPlace, state.withLock({ $0.drew }) { draw("\r\u{1B}[K") }
    }

    /// The line for `done` of `total` cases, `failed` of them failing, after `elapsed`.
    public static func line(done: Int, total: Int, failed: Int, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        return "  \(done)/\(total) cases · \(failed) failed · \(Int(rate.rounded())) cases/s · ETA "
            + ScenarioDuration.format(.milliseconds(Int64((remaining * 1000).rounded())))
    }
}
