#if os(Linux)
    @_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch
    import Foundation
    import Synchronization

    /// The virtual timeline app code runs on under the harness: main-actor jobs, `Task {}` jobs, `Task.sleep`
    /// wake-ups and `DispatchQueue.main` blocks (through ``VirtualDispatchQueue``) are queued here and run only when
    /// the harness says, on its own thread, in deadline order, so a 15-minute timeout is tested in microseconds and
    /// the same case takes the same path every time.
    ///
    /// ```swift
    /// AppTimeline.install()                                   // once per process
    /// AppTimeline.shared.beginCase(wallClock: start)
    /// AppTimeline.shared.drive { viewModel.digitTapped("1") } // the step, then its work to quiescence
    /// AppTimeline.shared.advance(by: .seconds(960))           // due timers and sleeps fire, in order
    /// AppTimeline.shared.endCase()
    /// ```
    ///
    /// How: Swift 6.3's custom executors (`_createExecutors(factory:)`, SPI of `_Concurrency`, experimental) replace
    /// the main and default executors with ones that capture work while the timeline is active and pass it to
    /// Dispatch otherwise, so the test runner's own tasks keep running between steps. The runtime hands a
    /// `Task.sleep` over as a real instant; its delay from now is rounded to the millisecond so that ties order the
    /// same way on every run. `DispatchQueue.main.asyncAfter` and `Date()` cannot be hooked in swift-corelibs:
    /// the app target adds one file declaring `typealias DispatchQueue = VirtualDispatchQueue` and
    /// `func Date() -> Foundation.Date { AppTimeline.shared.wallClock }` (module-level declarations shadow
    /// Foundation's), and its other files stay unedited. `Date.now` is not covered.
    ///
    /// Two monotonic clocks, as on a phone: ``now`` is continuous time (`ContinuousClock`, which counts a device's
    /// sleep) and ``suspendingNow`` stops while the device sleeps (`SuspendingClock`, and the uptime clock
    /// `DispatchTime` reads). ``sleep(for:)`` moves the first and the wall clock, not the second: a
    /// `DispatchQueue.main.asyncAfter` block or a `Task.sleep(for:clock: .suspending)` is postponed by the sleep,
    /// a `Task.sleep(for:)` (continuous) that fell due during it runs at the wake-up.
    public final class AppTimeline: Sendable {
        /// The process's timeline (app code keeps process-wide state: one app per process at a time).
        public static let shared = AppTimeline()

        /// One piece of work waiting to run.
        enum Work: @unchecked Sendable {
            case mainJob(UnownedJob)
            case globalJob(UnownedJob)
            case block(() -> Void)

            var kind: String {
                switch self {
                case .mainJob: "main-actor job"
                case .globalJob: "task"
                case .block: "DispatchQueue.main block"
                }
            }
        }

        /// Work due at `deadline` (continuous virtual time since the case began); `sequence` keeps equal deadlines
        /// in order. A timer on the suspending clock (`suspends`) has its deadline postponed by every sleep.
        struct Timer {
            var deadline: Duration
            var sequence: UInt64
            var work: Work
            var suspends = false
        }

        struct State {
            var now: Duration = .zero
            /// How long the device slept since the case began (continuous time the suspending clock did not count).
            var slept: Duration = .zero
            var wallStart = Date(timeIntervalSince1970: 1_767_225_600)
            var ready: [Work] = []
            var readyHead = 0
            var timers: [Timer] = []
            var sequence: UInt64 = 0
        }

        let state = Mutex(State())
        /// Whether executors capture work (inside ``drive(_:)`` and ``advance(by:)``) or pass it to Dispatch.
        let capturing = Atomic<Bool>(false)
        private static let installed = Mutex(false)

        /// Replaces the main and default executors with the timeline's (idempotent). Until a step is driven they
        /// pass every job to Dispatch, so nothing else in the process notices.
        public static func install() {
            installed.withLock { done in
                guard !done else { return }
                done = true
                _createExecutors(factory: AppTimelineExecutorFactory.self)
            }
        }

        /// Virtual time since the case began, on the continuous clock (a device's sleep counts).
        public var now: Duration { state.withLock { $0.now } }

        /// Virtual time since the case began, on the suspending clock (a device's sleep does not count).
        public var suspendingNow: Duration { state.withLock { $0.now - $0.slept } }

        /// The app's wall clock: the case's start plus ``now``.
        public var wallClock: Date {
            state.withLock { s in
                s.wallStart.addingTimeInterval(
                    Double(s.now.components.seconds) + Double(s.now.components.attoseconds) * 1e-18)
            }
        }

        /// What is still scheduled, soonest first (for a report when a step hangs or a case ends with work left).
        public var pendingWork: [String] {
            state.withLock { s in
                s.timers.sorted { Self.precedes($0, $1) }.map { "\($0.work.kind) due at +\($0.deadline)" }
                    + s.ready[s.readyHead...].map { "ready \($0.kind)" }
            }
        }

        /// Starts a case: no work, virtual time zero, the wall clock at `wallClock`.
        public func beginCase(wallClock: Date) {
            state.withLock { s in
                s = State()
                s.wallStart = wallClock
            }
        }

        /// Sets the app's wall clock to `date` (the user changed the time in Settings): `Date()` reads from there on,
        /// while virtual time, timers and sleeps go on as scheduled (they run on the monotonic timeline).
        public func setWallClock(to date: Date) {
            state.withLock { s in
                let now = Double(s.now.components.seconds) + Double(s.now.components.attoseconds) * 1e-18
                s.wallStart = date.addingTimeInterval(-now)
            }
        }

        /// Moves the app's wall clock by `offset` (negative: back), leaving scheduled work as it is.
        public func shiftWallClock(by offset: Duration) {
            let seconds = Double(offset.components.seconds) + Double(offset.components.attoseconds) * 1e-18
            state.withLock { s in s.wallStart = s.wallStart.addingTimeInterval(seconds) }
        }

        /// Ends a case: scheduled work is dropped (its tasks never resume) and captured work that is not the app's
        /// goes back to Dispatch.
        public func endCase() {
            let leftovers = state.withLock { s in
                defer {
                    s.ready.removeAll()
                    s.readyHead = 0
                    s.timers.removeAll()
                }
                return Array(s.ready[s.readyHead...])
            }
            for work in leftovers { Self.passThrough(work, after: nil) }
        }

        /// Runs `step` (the harness's call into the app) as main-actor code with capture on, then every piece of
        /// work it started, until none is left. No virtual time passes.
        @discardableResult
        public func drive<T: Sendable>(_ step: @MainActor () throws -> T) rethrows -> T {
            try capture {
                let result = try MainActor.assumeIsolated(step)
                runUntilIdle()
                return result
            }
        }

        /// Lets `duration` of virtual time pass: each timer and sleep due by then fires at its own instant, in
        /// deadline order (first scheduled first on ties), and the work it starts runs to quiescence before the next.
        public func advance(by duration: Duration) {
            capture {
                runUntilIdle()
                let target = state.withLock { $0.now } + max(duration, .zero)
                while let work = popTimer(upTo: target) {
                    run(work)
                    runUntilIdle()
                }
                state.withLock { $0.now = max($0.now, target) }
                runUntilIdle()
            }
        }

        /// The device sleeps for `duration`: continuous time and the wall clock move, the suspending clock does not.
        /// Work on the suspending clock is postponed by `duration`; work on the continuous clock that fell due runs at
        /// the wake-up, in deadline order (the process was suspended meanwhile), and what it starts runs to
        /// quiescence.
        public func sleep(for duration: Duration) {
            capture {
                runUntilIdle()
                let target = state.withLock { s in
                    let slept = max(duration, .zero)
                    s.now += slept
                    s.slept += slept
                    for index in s.timers.indices where s.timers[index].suspends { s.timers[index].deadline += slept }
                    return s.now
                }
                while let work = popTimer(upTo: target) {
                    run(work)
                    runUntilIdle()
                }
            }
        }

        // MARK: Executors' entry points

        /// Takes `work` (after `delay`, if given, on the suspending clock if `suspends`): onto the timeline while it
        /// captures, else to Dispatch, as the default executors would. The executors and ``VirtualMainQueue`` all
        /// come through here.
        func submit(_ work: Work, after delay: Duration? = nil, suspends: Bool = false) {
            guard capturing.load(ordering: .acquiring) else { return Self.passThrough(work, after: delay) }
            state.withLock { s in
                guard let delay else { return s.ready.append(work) }
                s.sequence &+= 1
                s.timers.append(
                    Timer(deadline: s.now + Self.rounded(delay), sequence: s.sequence, work: work, suspends: suspends))
            }
        }

        // MARK: Running

        private func capture<T>(_ body: () throws -> T) rethrows -> T {
            let wasCapturing = capturing.exchange(true, ordering: .acquiringAndReleasing)
            defer { if !wasCapturing { capturing.store(false, ordering: .releasing) } }
            return try body()
        }

        private func runUntilIdle() {
            while let work = popReady() { run(work) }
        }

        private func popReady() -> Work? {
            state.withLock { s in
                guard s.readyHead < s.ready.count else {
                    if !s.ready.isEmpty {
                        s.ready.removeAll(keepingCapacity: true)
                        s.readyHead = 0
                    }
                    return nil
                }
                defer { s.readyHead += 1 }
                return s.ready[s.readyHead]
            }
        }

        private func popTimer(upTo target: Duration) -> Work? {
            state.withLock { s in
                guard let index = s.timers.indices.min(by: { Self.precedes(s.timers[$0], s.timers[$1]) }),
                    s.timers[index].deadline <= target
                else { return nil }
                let timer = s.timers.remove(at: index)
                s.now = max(s.now, timer.deadline)
                return timer.work
            }
        }

        private func run(_ work: Work) {
            switch work {
            case .mainJob(let job): job.runSynchronously(on: AppTimelineMainExecutor.shared.asUnownedSerialExecutor())
            case .globalJob(let job): job.runSynchronously(on: AppTimelineTaskExecutor.shared.asUnownedTaskExecutor())
            case .block(let block): block()
            }
        }

        /// Hands `work` to Dispatch (after `delay`, if given), as the executors do while the timeline is not capturing.
        static func passThrough(_ work: Work, after delay: Duration?) {
            let queue: DispatchQueue
            let run: @Sendable () -> Void
            switch work {
            case .mainJob(let job):
                queue = .main
                run = { job.runSynchronously(on: AppTimelineMainExecutor.shared.asUnownedSerialExecutor()) }
            case .globalJob(let job):
                queue = .global()
                run = { job.runSynchronously(on: AppTimelineTaskExecutor.shared.asUnownedTaskExecutor()) }
            case .block(let block):
                nonisolated(unsafe) let block = block
                queue = .main
                run = { block() }
            }
            guard let delay else { return queue.async(execute: run) }
            queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds(delay))), execute: run)
        }

        static func precedes(_ a: Timer, _ b: Timer) -> Bool { (a.deadline, a.sequence) < (b.deadline, b.sequence) }

        /// `delay` to the nearest millisecond, never negative: real-clock jitter must not reorder equal delays.
        static func rounded(_ delay: Duration) -> Duration {
            .milliseconds((max(delay, .zero) / .milliseconds(1)).rounded())
        }

        static func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = max(duration, .zero).components
            return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
        }
    }
#endif
