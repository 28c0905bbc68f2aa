import LockCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Benchmarks for the lock core. Build and run in release:
//   swift run -c release lockharness-bench
// Prints figures; asserts nothing.

let usage = """
    USAGE: lockharness-bench

    Benchmarks for the lock core (build with -c release): event throughput and lock decisions. Prints figures;
    asserts nothing. Takes no arguments.
      -h, --help   print this help and exit
    """
for argument in CommandLine.arguments.dropFirst() {
    if argument == "-h" || argument == "--help" {
        print(usage)
        exit(0)
    }
    print("lockharness-bench: unknown argument '\(argument)'\n\n\(usage)")
    exit(2)
}

/// One foreground/background cycle: six events, the last of which may lock, then unlock.
@inline(never)
func runCycles(_ count: Int, span: Duration, policy: LockPolicy) -> (events: Int, locks: Int) {
    var clock = VirtualClock()
    var lock = LockCoordinator(policy: policy, passcodeEnabled: true, biometricUnlockEnabled: true)
    var events = 0
    var locks = 0
    func send(_ event: LockEvent) {
        let effects = lock.handle(event, at: clock.now())
        events += 1
        if effects.contains(where: { if case .showLock = $0 { true } else { false } }) { locks += 1 }
    }
    send(.coldLaunch)
    send(.scenePhase(.active))
    for _ in 0..<count {
        send(.scenePhase(.inactive))
        send(.scenePhase(.background))
        clock.advance(by: span)
        send(.scenePhase(.inactive))
        send(.scenePhase(.active))
        send(.biometricResult(succeeded: false, cycle: lock.lockCycle))
        send(.passcodeAccepted)
    }
    return (events, locks)
}

func measure(_ label: String, _ body: () -> (events: Int, locks: Int)) -> Double {
    let clock = ContinuousClock()
    var result = (events: 0, locks: 0)
    let elapsed = clock.measure { result = body() }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(result.events) / seconds
    print(
        "\(label): \(result.events) events in \(format3(seconds)) s = \(Int(rate)) events/s (\(result.locks) locks)")
    return seconds / Double(result.events)
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}

// 100,000 days stays within the Int64 nanosecond range of the monotonic clock (292 years).
let cycles = 100_000
print("LockCoordinator benchmark (\(cycles) background/foreground cycles, 6 events each, best of 3)")
_ = runCycles(10_000, span: .seconds(1), policy: .hardened)  // warm-up
func best(_ label: String, span: Duration, policy: LockPolicy) -> Double {
    (0..<3).map { _ in measure(label) { runCycles(cycles, span: span, policy: policy) } }.min()!
}
_ = best("hardened, 1 s away (no lock) ", span: .seconds(1), policy: .hardened)
let sixteenMinutes = best("hardened, 16 min away (lock) ", span: .seconds(16 * 60), policy: .hardened)
let oneDaySpan = best("hardened, 24 h away (lock)   ", span: .seconds(86_400), policy: .hardened)
_ = best("seed, 24 h away (lock)       ", span: .seconds(86_400), policy: .seed)
print("cost per event, 24 h span / 16 min span: \(format3(oneDaySpan / sixteenMinutes))x (1.0 = time spanned is free)")

let clock = ContinuousClock()
let oneDay = clock.measure {
    var timeline = VirtualClock()
    var lock = LockCoordinator(policy: .hardened, passcodeEnabled: true)
    _ = lock.handle(.scenePhase(.active), at: timeline.now())
    _ = lock.handle(.scenePhase(.background), at: timeline.now())
    timeline.advance(by: .seconds(86_400))
    let effects = lock.handle(.scenePhase(.active), at: timeline.now())
    precondition(effects.contains(.showLock(cycle: 1)))
}
print("one simulated 24-hour background cycle: \(oneDay) wall time")
