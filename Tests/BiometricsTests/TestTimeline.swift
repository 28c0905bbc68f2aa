import Biometrics
import LockCore
import Synchronization

/// A virtual timeline shared by a sensor (as its `ClockSource`) and a ``StepClock`` (which moves it on sleep).
final class TestTimeline: ClockSource {
    private let state = Mutex<(clock: VirtualClock, sleeps: [Duration])>((VirtualClock(), []))

    func now() -> ClockReading { state.withLock { $0.clock.reading } }

    /// Every sleep requested so far.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Moves the timeline forward, recording a sleep.
    func sleep(_ duration: Duration) {
        state.withLock {
            $0.clock.advance(by: duration)
            $0.sleeps.append(duration)
        }
    }

    /// Moves the timeline forward without recording a sleep.
    func advance(by duration: Duration) { state.withLock { $0.clock.advance(by: duration) } }
}

/// A `Clock` whose `sleep` returns at once after advancing the shared ``TestTimeline``: no real waiting,
/// no races between a fake clock and real tasks.
struct StepClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    let timeline: TestTimeline

    var now: Instant { Instant(offset: timeline.now().continuous - .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        timeline.sleep(now.duration(to: deadline))
    }
}

/// A `Clock` whose sleeps wait until the test releases them, so a test can act while a prompt is on screen.
final class GateClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let waiting = Mutex<[CheckedContinuation<Void, Never>]>([])

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in waiting.withLock { $0.append(continuation) } }
    }

    /// Waits (yielding, bounded) until a sleep is pending; returns whether one is.
    func waitForSleeper() async -> Bool {
        for _ in 0..<100_000 {
            if waiting.withLock({ !$0.isEmpty }) { return true }
            await Task.yield()
        }
        return false
    }

    /// Lets every pending sleep finish.
    func release() {
        let continuations = waiting.withLock { list in
            defer { list = [] }
            return list
        }
        for continuation in continuations { continuation.resume() }
    }
}

extension ClockReading {
    /// This reading `duration` later on every clock.
    func later(_ duration: Duration) -> ClockReading {
        var clock = VirtualClock(start: self)
        clock.advance(by: duration)
        return clock.now()
    }
}
