import LockCore
import Testing

/// Properties of the coordinator over long random event sequences (seeded, so a failure replays).
struct LockCoordinatorInvariantTests {
    /// A random event, with cycles around the current one so stale and future results both occur.
    static func randomEvent(_ lock: LockCoordinator, _ random: inout SplitMix64) -> LockEvent {
        switch Int.random(in: 0..<13, using: &random) {
        case 0: return .coldLaunch
        case 1, 2, 3: return .scenePhase(ScenePhase.allCases.randomElement(using: &random)!)
        case 4: return .passcodeAccepted
        case 5: return .passcodeRejected
        case 6: return .biometricButtonTapped
        case 7, 8:
            return .biometricResult(
                succeeded: Bool.random(using: &random),
                cycle: Int.random(in: max(0, lock.lockCycle - 2)...(lock.lockCycle + 1), using: &random))
        case 9: return [.passcodeEnabled, .passcodeDisabled, .passcodeChanged].randomElement(using: &random)!
        case 10: return .biometricUnlockChanged(enabled: Bool.random(using: &random))
        case 11: return .timeoutChanged(try! LockTimeout(minutes: Int.random(in: 0...2, using: &random)))
        default: return .serverReauthenticated
        }
    }

    @Test(arguments: [("seed", UInt64(1)), ("seed", 2), ("hardened", 3), ("hardened", 4), ("seed-grace", 5)])
    func thePromptInFlightAlwaysBelongsToTheCurrentCycle(policy: String, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var clock = VirtualClock()
        var lock = LockCoordinator(
            policy: try LockPolicy.preset(named: policy), passcodeEnabled: true, biometricUnlockEnabled: true)
        var cyclesSeen = Set<Int>()
        for step in 0..<5_000 {
            clock.advance(by: .seconds(Int.random(in: 0...120, using: &random)))
            let event = Self.randomEvent(lock, &random)
            _ = lock.handle(event, at: clock.now())
            cyclesSeen.insert(lock.lockCycle)
            #expect(
                lock.promptInFlight == nil || lock.promptInFlight == lock.lockCycle,
                "step \(step) after \(event): prompt \(String(describing: lock.promptInFlight)), cycle \(lock.lockCycle)"
            )
        }
        #expect(cyclesSeen.count > 10, "the sequence went through many lock cycles")
    }

    @Test(arguments: [UInt64(11), 12, 13])
    func aResultForAnyOtherCycleChangesNothing(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var clock = VirtualClock()
        var lock = LockCoordinator(policy: .hardened, passcodeEnabled: true, biometricUnlockEnabled: true)
        var staleResultsWhileAPromptWasInFlight = 0
        for _ in 0..<5_000 {
            clock.advance(by: .seconds(Int.random(in: 0...120, using: &random)))
            _ = lock.handle(Self.randomEvent(lock, &random), at: clock.now())
            let before = lock
            for cycle in Set([lock.lockCycle - 1, lock.lockCycle + 1, 0]) where cycle != lock.lockCycle {
                var copy = lock
                #expect(copy.handle(.biometricResult(succeeded: true, cycle: cycle), at: clock.now()).isEmpty)
                #expect(copy == before, "a result for cycle \(cycle) in cycle \(lock.lockCycle) changed the state")
            }
            if lock.promptInFlight != nil { staleResultsWhileAPromptWasInFlight += 1 }
        }
        #expect(staleResultsWhileAPromptWasInFlight > 100, "stale results were tried with a prompt in flight")
    }
}
