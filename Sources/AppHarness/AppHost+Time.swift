#if os(Linux)
    import AppTimeline
    import Foundation
    import HarnessApps
    import HarnessSession
    import LockCore
    import SimulatedPhone

    extension AppHost {
        /// Lets `duration` pass on the timeline and the phone; a held prompt is answered once its latency is over.
        func advance(by duration: Duration) throws {
            var remaining = duration
            while let (_, since) = held, phone.state.heldPrompt != nil {
                let due = since + promptLatency()
                let now = AppTimeline.shared.now
                guard now + remaining >= due else { break }
                let wait = max(due - now, .zero)
                try settled { AppTimeline.shared.advance(by: wait) }
                remaining -= wait
                try settled { _ = phone.answerHeldPrompt() }
            }
            try settled { AppTimeline.shared.advance(by: remaining) }
            if phone.state.heldPrompt == nil { resyncPhoneClock() }
        }

        /// The device sleeps for `duration`, as the model's `sleep` does (``LockCore/VirtualClock/sleep(for:)``):
        /// continuous time and the wall clock move, the suspending clock does not, on the phone and on the app's
        /// timeline (``AppTimeline/sleep(for:)``: suspending-clock work is postponed, continuous work that fell due
        /// runs at the wake-up). A held prompt whose latency is over by then is answered, as the model's sensor
        /// timer (on continuous time) fires at the wake-up. The scene phase does not change: a scenario backgrounds
        /// the app first when it means the screen went off, as with the model.
        func sleep(for duration: Duration) throws {
            phone.update { $0.clock.sleep(for: duration) }
            try settled { AppTimeline.shared.sleep(for: duration) }
            if let (_, since) = held, phone.state.heldPrompt != nil, AppTimeline.shared.now >= since + promptLatency() {
                try settled { _ = phone.answerHeldPrompt() }
            }
            if phone.state.heldPrompt == nil { resyncPhoneClock() }
        }

        /// The held prompt's length: its attempts' latency, as the phone will spend it (read from a copy).
        func promptLatency() -> Duration {
            var copy = phone.state
            let before = copy.now.continuous.nanoseconds
            _ = copy.answerHeldPrompt()
            return .nanoseconds(copy.now.continuous.nanoseconds - before)
        }

        /// Moves the phone's clock up to the timeline (it stands still while a prompt is held, and a prompt spends
        /// its latency at once when answered).
        func resyncPhoneClock() {
            let target = phoneStart + Self.nanoseconds(earlierProcesses + AppTimeline.shared.now)
            let lag = target - phone.state.now.continuous.nanoseconds
            if lag > 0 { phone.update { $0.clock.advance(by: .nanoseconds(lag)) } }
        }

        static func nanoseconds(_ duration: Duration) -> Int64 {
            duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
        }
    }
#endif
