extension LockPolicy {
    /// The seeds, exactly: timeout from settings (default 15 min), no lock on cold launch,
    /// elapsed time from wall-clock dates, no cover, no attempt limit ("no lockout in v1"),
    /// any six digits, and the server's SHA-256 hash cached as the offline verifier.
    public static let seed = LockPolicy(
        name: "seed", timeoutOverride: nil, lockOnColdLaunch: false, elapsedTime: .wallClock,
        privacyCoverOnInactive: false, passcodeDelays: .none, passcodeAttemptLimit: nil,
        rejectCommonPasscodes: false, localVerifier: .legacySHA256, restartTimeoutOnRepeatedBackground: true)

    /// The seed preset with Stage 04's 5-second grace period in place of the settings timeout.
    public static let seedGrace: LockPolicy = {
        var policy = LockPolicy.seed
        policy.name = "seed-grace"
        policy.timeoutOverride = try! LockTimeout(seconds: 5)
        return policy
    }()

    /// The security requirements: lock on cold launch, monotonic elapsed time with boot id
    /// (negative, missing or cross-boot elapsed time locks), privacy cover on `inactive`,
    /// iOS-like escalating delays, wipe after 10 failures, blocklist, PBKDF2 at OWASP cost, and the
    /// timeout counted from the first background report until the app is active again, and a new automatic
    /// prompt when the app returns to a lock screen whose prompt the system cancelled; every switch of
    /// ``switches`` on.
    public static let hardened: LockPolicy = {
        var policy = LockPolicy(
            name: "hardened", timeoutOverride: nil, lockOnColdLaunch: true, elapsedTime: .continuous,
            privacyCoverOnInactive: true, passcodeDelays: .iOSLike, passcodeAttemptLimit: 10,
            rejectCommonPasscodes: true, localVerifier: .owaspPBKDF2, restartTimeoutOnRepeatedBackground: false)
        policy.repromptAfterSystemCancel = true
        policy.deepLinksWaitForUnlock = true
        policy.explainsNetworkErrors = true
        policy.sendsPasscodeProof = true
        policy.lockCoversSheets = true
        policy.ignoresDigitsDuringMismatchReturn = true
        policy.checksServerWithoutCachedVerifier = true
        policy.enablesLockOnSetPasscode = true
        policy.disablesBiometricOnEnrollmentChange = true
        policy.explainsPermanentLockout = true
        policy.rechecksBiometricAvailability = true
        return policy
    }()

    /// The preset this policy started from (its ``name``), or `nil` for a policy built by hand under another name.
    public var preset: PolicyPreset? { PolicyPreset.named(name) }

    /// The preset called `name`.
    /// - Throws: ``LockConfigurationError`` listing the known names.
    public static func preset(named name: String, field: String = "policy") throws(LockConfigurationError) -> LockPolicy
    {
        guard let preset = PolicyPreset.named(name) else {
            throw LockConfigurationError(
                field: field, value: "'\(name)'", expected: "one of " + PolicyPreset.names.joined(separator: ", "))
        }
        return preset.policy
    }
}
