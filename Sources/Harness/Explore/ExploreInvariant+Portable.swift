extension ExploreInvariant {
    /// The invariants that read only portable fields (what an app shows and the phone knows), for exploring a
    /// team's app: the standard set also reads lock cycles, delays and the verifier, which only the model has.
    public static let portable: [ExploreInvariant] = [appUnlockNeedsReason, noPromptDuringLockout, sensorQueueFIFO]

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
}
