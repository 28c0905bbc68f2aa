import AppHarnessTesting
import AppTimeline
import Foundation
import Testing

/// The main queue as app code under the harness sees it (the one line an app target adds).
typealias DispatchQueue = VirtualDispatchQueue

/// A view model written as app code is: `asyncAfter` on the main queue, `Task {}` with `Task.sleep` in both forms.
@MainActor
final class TimedModel {
    var log: [String] = []
    private var refresh: Task<Void, Never>?

    func shake() {
        log.append("shake")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.append("dots cleared") }
    }

    func scheduleRefresh() {
        refresh?.cancel()
        refresh = Task {
            do { try await Task.sleep(for: .seconds(2)) } catch { return }
            log.append("refreshed")
        }
    }

    func poll() {
        Task {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            log.append("polled")
        }
    }

    /// A sleep on each monotonic clock, named after it.
    func sleepOnBothClocks(for duration: Duration) {
        Task {
            try? await Task.sleep(for: duration, clock: .continuous)
            log.append("continuous")
        }
        Task {
            try? await Task.sleep(for: duration, clock: .suspending)
            log.append("suspending")
        }
    }
}

/// AppTimeline installs process-wide executors: these tests share the example's test binary and run serially.
@Suite(.serialized, .processWideAppState)
struct AppTimelineTests {
    init() { AppTimeline.install() }

    @Test func dueWorkFiresAtItsVirtualInstantInDeadlineOrderAndNothingBefore() {
        let timeline = AppTimeline.shared
        timeline.beginCase(wallClock: Date(timeIntervalSince1970: 1_800_000_000))
        defer { timeline.endCase() }
        let model = timeline.drive { TimedModel() }
        timeline.drive {
            model.shake()
            model.scheduleRefresh()
            model.poll()
        }
        #expect(timeline.drive { model.log } == ["shake"])
        #expect(timeline.pendingWork.count == 3, "\(timeline.pendingWork)")
        timeline.advance(by: .milliseconds(499))
        #expect(timeline.drive { model.log } == ["shake"], "nothing is due before 0.5 s")
        timeline.advance(by: .milliseconds(1))
        #expect(timeline.drive { model.log } == ["shake", "dots cleared"])
        timeline.advance(by: .seconds(16 * 60))
        #expect(timeline.drive { model.log } == ["shake", "dots cleared", "polled", "refreshed"])
        #expect(timeline.now == .seconds(960) + .milliseconds(500))
        #expect(timeline.wallClock == Date(timeIntervalSince1970: 1_800_000_960.5))
        #expect(timeline.pendingWork.isEmpty)
    }

    @Test func aCancelledSleepNeverFiresAndACaseEndsWithNothingLeft() {
        let timeline = AppTimeline.shared
        timeline.beginCase(wallClock: Date(timeIntervalSince1970: 0))
        let model = timeline.drive { TimedModel() }
        timeline.drive { model.scheduleRefresh() }
        timeline.advance(by: .seconds(1))
        timeline.drive { model.scheduleRefresh() }  // cancels the first: it resumes at once and returns
        timeline.advance(by: .seconds(1))
        #expect(timeline.drive { model.log }.isEmpty, "the first refresh was cancelled, the second is not due yet")
        timeline.advance(by: .seconds(1))
        #expect(timeline.drive { model.log } == ["refreshed"])
        timeline.drive { model.shake() }
        timeline.endCase()
        #expect(timeline.pendingWork.isEmpty, "a case's leftover timers are dropped")
        timeline.beginCase(wallClock: Date(timeIntervalSince1970: 0))
        timeline.advance(by: .seconds(10))
        #expect(timeline.drive { model.log } == ["refreshed", "shake"], "nothing of the last case fires in the next")
        timeline.endCase()
    }

    @Test func runsAreDeterministic() {
        func run() -> [String] {
            let timeline = AppTimeline.shared
            timeline.beginCase(wallClock: Date(timeIntervalSince1970: 0))
            defer { timeline.endCase() }
            let model = timeline.drive { TimedModel() }
            for _ in 0..<20 {
                timeline.drive {
                    model.poll()
                    model.shake()
                }
                timeline.advance(by: .milliseconds(700))
            }
            timeline.advance(by: .seconds(5))
            return timeline.drive { model.log }
        }
        let first = run()
        #expect(first.count == 60)
        for _ in 0..<5 { #expect(run() == first) }
    }

    @Test func aDeviceSleepMovesContinuousTimeAndTheWallClockButPostponesSuspendingWork() {
        let timeline = AppTimeline.shared
        timeline.beginCase(wallClock: Date(timeIntervalSince1970: 1_800_000_000))
        defer { timeline.endCase() }
        let model = timeline.drive { TimedModel() }
        timeline.drive {
            model.shake()  // DispatchQueue.main.asyncAfter: the uptime clock, which a sleep stops
            model.sleepOnBothClocks(for: .seconds(10))
        }
        timeline.sleep(for: .seconds(60))
        #expect(timeline.drive { model.log } == ["shake", "continuous"], "only continuous-clock work fell due")
        #expect(timeline.now == .seconds(60))
        #expect(timeline.suspendingNow == .zero)
        #expect(timeline.wallClock == Date(timeIntervalSince1970: 1_800_000_060))
        timeline.advance(by: .milliseconds(499))
        #expect(timeline.drive { model.log } == ["shake", "continuous"], "the 0.5 s timer counts awake time only")
        timeline.advance(by: .milliseconds(1))
        #expect(timeline.drive { model.log } == ["shake", "continuous", "dots cleared"])
        timeline.advance(by: .milliseconds(9_499))
        #expect(timeline.drive { model.log }.last == "dots cleared")
        timeline.advance(by: .milliseconds(1))
        #expect(timeline.drive { model.log } == ["shake", "continuous", "dots cleared", "suspending"])
        #expect(timeline.suspendingNow == .seconds(10))
        #expect(timeline.pendingWork.isEmpty)
    }
}
