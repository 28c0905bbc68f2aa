import HarnessScenarios
import HarnessSession
import LockCore

extension ExploreInvariant {
    /// The invariants that read only portable fields (what an app shows and the phone knows), for exploring a
    /// team's app: the standard set also reads lock cycles, delays and the verifier, which only the model has.
    public static let portable: [ExploreInvariant] = [
        appUnlockNeedsReason, appRelocksAtItsTimeout, noPromptDuringLockout, sensorQueueFIFO,
    ]

    /// An app unlocks only on a correct passcode or a biometric success answered in that very step (or with its
    /// lock turned off): never by going to the background and back, by time passing, or by a canceled prompt.
    /// Reads `locked`, `screen`, `dots`, `passcodeEnabled`, `phase` and the phone's prompt fields.
    public static let appUnlockNeedsReason = ExploreInvariant(
        name: "app-unlock-needs-reason",
        summary: "the app only unlocks on a correct passcode or a biometric success answered in that step"
    ) { step in
        let (before, after) = (step.before, step.after)
        guard before.locked, !after.locked, after.screen != "not-running", after.passcodeEnabled else { return nil }
        switch step.enteredPIN {
        case .known(let pin) where step.history.knownPasscodes.contains(pin): return nil
        case .unknown: return nil
        default: break
        }
        let answeredNow = after.promptCount > before.promptCount || before.prompt
        if after.lastOutcome == "success", answeredNow, after.phase != "background" { return nil }
        return Failure(
            "\(step.input) unlocked the app without a correct passcode or a biometric success in that step "
                + "(last prompt: \(after.lastOutcome ?? "none"))",
            expect: "{locked: true}")
    }

    /// Under the seed's rule (wall-clock time away, `>=`), coming back to the foreground locks exactly when the app
    /// was away for its timeout or longer: never before, never later (to the microsecond an app's `Date` resolves). Reads `locked`, `phase`,
    /// `passcodeEnabled`, `timeout` and the phone's wall clock; policies that measure time otherwise are not checked.
    public static let appRelocksAtItsTimeout = ExploreInvariant(
        name: "app-relocks-at-its-timeout",
        summary: "coming back locks exactly when the wall-clock time away reached the timeout (seed's rule)"
    ) { step in
        guard step.policy.elapsedTime == .wallClock, step.policy.timeoutOverride == nil, step.returnedToForeground,
            !step.before.locked, step.before.passcodeEnabled, step.after.passcodeEnabled,
            let since = step.history.backgroundedAt, since.boot == step.clockAfter.boot
        else { return nil }
        let away = step.clockAfter.wall - since.wall
        let timeout = Duration.seconds(step.after.timeoutMinutes * 60)
        // An app reads the time as `Date` (a Double of seconds since 2001, about 0.1 µs apart today): within a
        // microsecond of the timeout it cannot tell before from at, so either answer holds there.
        if away > timeout - .microseconds(1), away < timeout + .microseconds(1) { return nil }
        let due = away >= timeout
        guard step.after.locked != due else { return nil }
        let awayText = ScenarioDuration.format(away)
        return due
            ? Failure(
                "\(step.input) after \(awayText) away did not lock (timeout \(step.after.timeoutMinutes) min)",
                expect: "{locked: true}")
            : Failure(
                "\(step.input) after \(awayText) away locked before its \(step.after.timeoutMinutes)-minute timeout",
                expect: "{locked: false}")
    }
}
