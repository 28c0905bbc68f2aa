import Biometrics
import HarnessSession
import LockCore
import LockFlows

extension ExploreInvariant {
    /// The built-in invariants, most specific first (the first one a step breaks is reported).
    public static let standard: [ExploreInvariant] = [
        noUnlockDuringDelay, noPINUnlockAfterWipe, unlockNeedsReason, noPromptDuringLockout, sensorQueueFIFO,
        hardenedColdLaunchLocks, hardenedTimeoutOnMonotonicTime, hardenedNoLockBeforeTimeout, hardenedCoverInBackground,
    ]

    /// A passcode typed while entry is delayed never unlocks.
    public static let noUnlockDuringDelay = ExploreInvariant(
        name: "no-unlock-during-delay", summary: "a passcode attempt during a delay never unlocks"
    ) { step in
        guard step.unlocked, step.isPasscodeEntry, step.before.screen == "lock", step.before.passcodeDelaySeconds > 0
        else { return nil }
        return Failure(
            "\(step.input) unlocked while passcode entry was delayed for \(step.before.passcodeDelaySeconds)s",
            expect: "{locked: true}")
    }

    /// After the verifier is wiped no passcode typed on the lock screen unlocks.
    public static let noPINUnlockAfterWipe = ExploreInvariant(
        name: "no-pin-unlock-after-wipe", summary: "after the verifier is wiped no PIN unlocks"
    ) { step in
        guard step.unlocked, step.isPasscodeEntry, step.before.screen == "lock", step.before.verifierWiped else {
            return nil
        }
        return Failure("\(step.input) unlocked after the local verifier was wiped", expect: "{locked: true}")
    }

    /// Unlocking needs a reason: a correct passcode while entry is open, a biometric success for the current
    /// cycle with biometric unlock on, a completed reset, the passcode turned off, or a logout.
    public static let unlockNeedsReason = ExploreInvariant(
        name: "unlock-needs-reason",
        summary:
            "the app only unlocks on a correct passcode, a current biometric success, a reset, or the lock turned off"
    ) { step in
        guard step.unlocked else { return nil }
        let (before, after) = (step.before, step.after)
        if !after.passcodeEnabled || !after.loggedIn { return nil }
        if step.isPasscodeEntry && before.screen == "reset-passcode" { return nil }
        if step.isPasscodeEntry && before.screen == "lock" && before.passcodeDelaySeconds == 0 && !before.verifierWiped
        {
            switch step.enteredPIN {
            case .known(let pin) where step.history.knownPasscodes.contains(pin): return nil
            case .unknown: return nil
            default: break
            }
        }
        let promptIsCurrent =
            after.promptCount > before.promptCount || step.history.promptCycle == after.lockCycle
        if after.lastOutcome == "success" && before.biometricEnabled && after.phase != "background" && promptIsCurrent {
            return nil
        }
        return Failure(
            "\(step.input) unlocked without a correct passcode, a biometric success for the current cycle, "
                + "a reset, or the lock turned off (lock cycle \(before.lockCycle) -> \(after.lockCycle))",
            expect: "{locked: true}")
    }

    /// Outcomes a prompt fails with at once, without showing anything.
    static let failFastOutcomes: Set<String> = [
        "biometryNotAvailable", "biometryDisconnected", "passcodeNotSet", "biometryNotEnrolled", "biometryLockout",
        "biometryPermanentLockout",
    ]

    /// While the sensor is locked out, a prompt fails at once: no attempt, no scripted outcome consumed.
    public static let noPromptDuringLockout = ExploreInvariant(
        name: "no-prompt-during-lockout", summary: "while the sensor reports a lockout no biometric prompt starts"
    ) { step in
        let (before, after) = (step.before, step.after)
        guard before.lockout != "none", after.promptCount > before.promptCount else { return nil }
        switch step.input {
        case .advance, .deviceSleep, .reboot, .digit, .enterPIN, .enterEmailedResetCode: return nil  // may end it
        default: break
        }
        let failedFast = after.lastOutcome.map { failFastOutcomes.contains($0) } ?? false
        guard
            !failedFast || after.unconsumedScript != before.unconsumedScript
                || after.sensorFailures > before.sensorFailures
        else { return nil }
        return Failure(
            "\(step.input) started a biometric prompt (\(after.lastOutcome ?? "no outcome")) while the sensor "
                + "was locked out (\(before.lockout))",
            expect: "{promptCount: \(before.promptCount)}")
    }

    /// Scripted sensor outcomes are consumed oldest first.
    public static let sensorQueueFIFO = ExploreInvariant(
        name: "sensor-queue-fifo", summary: "the scripted sensor queue is consumed first in, first out"
    ) { step in
        var expected = step.before.unconsumedScript
        if case .sensor(.queue(let attempts)) = step.input { expected += attempts.map(\.name) }
        if case .sensor(.clearQueue) = step.input { expected = [] }
        let left = step.after.unconsumedScript
        guard left.count > expected.count || Array(expected.suffix(left.count)) != left else { return nil }
        return Failure("the sensor queue went from \(expected) to \(left): not a FIFO consumption")
    }
}
