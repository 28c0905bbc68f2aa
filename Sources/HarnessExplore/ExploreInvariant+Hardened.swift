import Biometrics
import HarnessSession
import LockCore
import LockFlows

extension ExploreInvariant {
    /// Hardened: every cold launch with the lock on starts locked.
    public static let hardenedColdLaunchLocks = ExploreInvariant(
        name: "hardened-cold-launch-locks",
        summary: "under hardened, every cold launch with passcode enabled starts locked"
    ) { step in
        guard step.policy.name == "hardened", step.input == .launch, step.before.screen == "not-running",
            step.before.passcodeEnabled, step.before.loggedIn, !step.after.lockedOrRelockedSince(step.before)
        else { return nil }
        return Failure("a cold launch with the passcode enabled did not lock", expect: "{locked: true}")
    }

    /// Hardened: returning after at least the timeout of monotonic time, counted from the first entry to the
    /// background since the app was last active, locks, whatever the wall clock says.
    public static let hardenedTimeoutOnMonotonicTime = ExploreInvariant(
        name: "hardened-timeout-monotonic",
        summary: "under hardened, a foreground after at least the timeout of monotonic time always locks"
    ) { step in
        guard step.policy.name == "hardened", let away = step.foregroundedAfterFirstBackground, away >= step.timeout,
            step.before.passcodeEnabled, step.before.loggedIn, !step.lockedOrRelocked
        else { return nil }
        return Failure(
            "back after \(away) of monotonic time (timeout \(step.timeout)) without locking "
                + "(the wall clock says \(step.clockAfter.wall - (step.history.backgroundedAt?.wall ?? step.clockAfter.wall)))",
            expect: "{locked: true}")
    }

    /// Hardened: returning before the timeout does not start a new lock cycle.
    public static let hardenedNoLockBeforeTimeout = ExploreInvariant(
        name: "hardened-no-lock-before-timeout",
        summary: "under hardened, a foreground before the timeout of monotonic time does not lock"
    ) { step in
        guard step.policy.name == "hardened", let away = step.foregroundedAfterFirstBackground, away < step.timeout,
            !step.before.locked, step.after.lockCycle > step.before.lockCycle
        else { return nil }
        return Failure("back after \(away) (timeout \(step.timeout)) and locked anyway", expect: "{locked: false}")
    }

    /// Hardened: the privacy cover is up whenever the app is in the background.
    public static let hardenedCoverInBackground = ExploreInvariant(
        name: "hardened-cover-in-background", summary: "under hardened, the privacy cover is up in the background"
    ) { step in
        guard step.policy.privacyCoverOnInactive, step.policy.name == "hardened", step.after.phase == "background",
            step.after.screen != "not-running", !step.after.cover
        else { return nil }
        return Failure("in the background without the privacy cover", expect: "{cover: true}")
    }
}

extension SessionSnapshot {
    /// Whether this (later) snapshot is locked with a lock cycle newer than `earlier`'s, or `earlier` was locked.
    func lockedOrRelockedSince(_ earlier: SessionSnapshot) -> Bool {
        earlier.locked || lockCycle > earlier.lockCycle
    }
}
