import ArgumentParser
import LockCore

extension Lockharness {
    /// Drives the coordinator through a background/foreground cycle under each preset and prints what happened.
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show the seed and hardened policies on the same timeline.")

        @Option(help: "Minutes spent in the background.")
        var minutes: Int = 16

        @Option(help: "Minutes to set the wall clock back while in the background (tampering).")
        var wallClockBack: Int = 0

        func run() throws {
            try LockConfigurationError.check(minutes, in: 0...1440, field: "--minutes")
            try LockConfigurationError.check(wallClockBack, in: 0...10_000, field: "--wall-clock-back")
            for policy in [LockPolicy.seed, .hardened] {
                print("== \(policy.name): \(policy)")
                for line in DemoTimeline.run(policy: policy, minutes: minutes, wallClockBack: wallClockBack) {
                    print("  \(line)")
                }
            }
        }
    }
}

/// The demo's fixed script.
enum DemoTimeline {
    static func run(policy: LockPolicy, minutes: Int, wallClockBack: Int) -> [String] {
        var clock = VirtualClock()
        var lock = LockCoordinator(policy: policy, passcodeEnabled: true, biometricUnlockEnabled: true)
        var lines: [String] = []
        func send(_ event: LockEvent) {
            let effects = lock.handle(event, at: clock.now())
            let time = clock.now().continuous
            lines.append("t=\(time) \(event) -> \(effects.isEmpty ? "-" : effects.map { "\($0)" }.joined(separator: ", "))")
        }
        send(.coldLaunch)
        send(.scenePhase(.active))
        if lock.isLocked { send(.passcodeAccepted) }
        send(.scenePhase(.inactive))
        send(.scenePhase(.background))
        clock.advance(by: .seconds(minutes * 60))
        if wallClockBack > 0 {
            clock.shiftWallClock(by: .seconds(-wallClockBack * 60))
            lines.append("wall clock set back \(wallClockBack) min")
        }
        send(.scenePhase(.inactive))
        send(.scenePhase(.active))
        lines.append(lock.isLocked ? "LOCKED after \(minutes) min away" : "unlocked after \(minutes) min away")
        return lines
    }
}
