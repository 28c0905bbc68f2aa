/// Every rule that decides when the app locks and how passcode entry is limited.
///
/// Two named presets exist; every field can be overridden individually afterwards:
///
/// ```swift
/// var policy = LockPolicy.hardened
/// policy.timeoutOverride = .seconds(5)            // Stage 04's 5-second grace
/// let seed = try LockPolicy.preset(named: "seed")
/// ```
///
/// - ``seed``: exactly the seeds' behaviour, insecure parts included.
/// - ``hardened``: the fixes from the security requirements (cold-launch lock, monotonic time
///   with boot id, privacy cover on `inactive`, escalating delays, a hard attempt limit,
///   common-passcode blocklist, slow KDF verifier).
public struct LockPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The preset this policy started from (overrides do not change it).
    public var name: String
    /// A fixed timeout that replaces the one from settings; `nil` uses settings (default 15 min).
    public var timeoutOverride: LockTimeout?
    /// Lock as soon as the app launches from cold when a passcode is enabled.
    public var lockOnColdLaunch: Bool
    /// The clock that measures time in the background.
    public var elapsedTime: ElapsedTimeSource
    /// Cover the app's content while the scene is `inactive` (app switcher snapshot).
    public var privacyCoverOnInactive: Bool
    /// Delays after consecutive wrong passcodes.
    public var passcodeDelays: PasscodeDelaySchedule
    /// After this many consecutive wrong passcodes the cached verifier is wiped (nil: never).
    public var passcodeAttemptLimit: Int?
    /// Refuse common passcodes (``PasscodeBlocklist/common``) at set and change.
    public var rejectCommonPasscodes: Bool
    /// How the offline verifier is stored on the device.
    public var localVerifier: PasscodeVerifier
    /// Restart the background clock on every `background` report, as the seed does (`backgroundTime = Date()`),
    /// even when the app never became active in between (background → inactive → background, e.g. the app
    /// switcher). When `false` the first background instant counts until the app is active again.
    public var restartTimeoutOnRepeatedBackground: Bool
    /// Prompt again automatically when the app returns while still locked after the system ended the
    /// automatic prompt by sending the app to the background. The seed's lock screen prompts once, on appear.
    public var repromptAfterSystemCancel: Bool = false
    /// Deep links (the emailed reset-password link) that arrive while the lock overlay shows wait until the app
    /// is unlocked, and only well-formed reset links (scheme, host, path, one non-empty token) are opened. The
    /// seed presents the reset sheet at once, above the lock overlay (a SwiftUI `.sheet` is presented over the
    /// whole window, including a `ZStack` overlay), and opens any link that carries a `token` query item.
    public var deepLinksWaitForUnlock: Bool = false
    /// Network failures on the password-reset screens say what happened ("Network error: The Internet
    /// connection appears to be offline."). The seed's service lets a `URLError` through, which its view
    /// models show as "An unexpected error occurred. Please try again.".
    public var explainsNetworkErrors: Bool = false
    /// Requests that weaken the lock (removing the passcode from the disable sheet, changing the timeout) carry
    /// the passcode the user typed for them as `currentPasscode`, which a server on the hardened request policy
    /// requires; such a case's server runs that policy. The seed's client never sends it (and its server never
    /// asks). Stage 04's "Forgot Passcode?" → Logout has no passcode to prove, so under this policy it only logs
    /// out: the passcode stays on the account until it is reset with an emailed code or removed with proof.
    public var sendsPasscodeProof: Bool = false
    /// The lock overlay covers every sheet: a sheet open when the lock engages (set or change passcode, the
    /// disable sheet, a reset-password link's sheet) stays beneath it with its state and shows again after unlock.
    /// The seed's structure puts the overlay in the content view's `ZStack` while sheets are presented over the
    /// whole window, so every sheet stays above the overlay and keeps taking input while the app is locked (the
    /// seed's weakness, kept reachable).
    public var lockCoversSheets: Bool = false
    /// Digits typed in the half second after a set/change-passcode mismatch are ignored. The seed's view types
    /// them into its `currentInput` (still at "Confirm passcode", with the first entry cleared) and they carry
    /// over when the step returns to "Create a passcode".
    public var ignoresDigitsDuringMismatchReturn: Bool = false
    /// A passcode typed while no verifier is cached (after a logout and a new login, or on a new device) is checked
    /// by the server (`verify-passcode`, which counts it towards its guess cap) and the verifier cached on success.
    /// The seed only ever checks locally, so once the cache is gone the correct passcode is refused until it is
    /// reset with an emailed code.
    public var checksServerWithoutCachedVerifier: Bool = false
    /// Setting a passcode (the first set-passcode, or a reset with an emailed code) turns the lock on in the app at
    /// once. The seed's `setPasscode` and `resetPasscode` set only `hasPasscode`: the lock stays off (and settings'
    /// toggle, bound to `isPasscodeEnabled`, shows off) until the next `/api/auth/me` sync brings the server's
    /// `passcodeEnabled`.
    public var enablesLockOnSetPasscode: Bool = false
    /// A change of the enrolled faces or fingers (the sensor's enrollment state differs from the one biometric
    /// unlock was turned on with) turns biometric unlock off until the user turns it on again in settings. The
    /// seed's `checkBiometricAvailability()` reads only `canEvaluatePolicy` and `biometryType`, never
    /// `evaluatedPolicyDomainState`, so a newly enrolled face or finger unlocks the app (the seed's weakness).
    public var disablesBiometricOnEnrollmentChange: Bool = false
    /// A permanent biometric lockout says what to do: "Biometry is permanently locked out. Use your passcode.".
    /// The seed's lock screen shows the error's own text, and iOS reports a permanent lockout as
    /// `LAError.biometryLockout` ("Biometry is locked out.").
    public var explainsPermanentLockout: Bool = false
    /// Whether the service reads the sensor's availability again whenever it may have changed (a prompt's answer, a
    /// sensor change, coming back to the foreground), so the biometric button goes and comes back with it. Seed
    /// 003 reads it once, in `PasscodeService.init` (l. 160): until the app is launched again the button stays, and
    /// a tap meets the sensor's own error.
    public var rechecksBiometricAvailability: Bool = false

    /// A policy from its fields; prefer starting from a preset.
    public init(
        name: String, timeoutOverride: LockTimeout?, lockOnColdLaunch: Bool, elapsedTime: ElapsedTimeSource,
        privacyCoverOnInactive: Bool, passcodeDelays: PasscodeDelaySchedule, passcodeAttemptLimit: Int?,
        rejectCommonPasscodes: Bool, localVerifier: PasscodeVerifier, restartTimeoutOnRepeatedBackground: Bool
    ) {
        self.name = name
        self.timeoutOverride = timeoutOverride
        self.lockOnColdLaunch = lockOnColdLaunch
        self.elapsedTime = elapsedTime
        self.privacyCoverOnInactive = privacyCoverOnInactive
        self.passcodeDelays = passcodeDelays
        self.passcodeAttemptLimit = passcodeAttemptLimit
        self.rejectCommonPasscodes = rejectCommonPasscodes
        self.localVerifier = localVerifier
        self.restartTimeoutOnRepeatedBackground = restartTimeoutOnRepeatedBackground
    }

    /// The allowed hard attempt limit.
    public static let attemptLimitRange = 1...100

    /// Checks the fields that have ranges.
    public func validate() throws(LockConfigurationError) {
        if let limit = passcodeAttemptLimit {
            try LockConfigurationError.check(limit, in: Self.attemptLimitRange, field: "policy.passcodeAttemptLimit")
        }
        try localVerifier.validate()
    }

    /// The blocklist this policy applies at set/change.
    public var blocklist: PasscodeBlocklist { rejectCommonPasscodes ? .common : .none }

    /// Whether wrong passcodes are counted at all (a delay schedule or a hard limit is set).
    public var limitsPasscodeAttempts: Bool { passcodeDelays != .none || passcodeAttemptLimit != nil }

    /// The timeout in force given the one from settings.
    public func effectiveTimeout(settings: LockTimeout) -> LockTimeout { timeoutOverride ?? settings }

    public var description: String {
        let timeout = timeoutOverride.map { "\($0)" } ?? "settings"
        let limit = passcodeAttemptLimit.map(String.init) ?? "none"
        var fields: [String] = [
            "timeout: \(timeout)", "coldLaunchLock: \(lockOnColdLaunch)", "elapsed: \(elapsedTime.rawValue)",
            "coverOnInactive: \(privacyCoverOnInactive)", "delays: \(passcodeDelays)", "attemptLimit: \(limit)",
            "blocklist: \(rejectCommonPasscodes)", "verifier: \(localVerifier)",
            "restartOnRepeatedBackground: \(restartTimeoutOnRepeatedBackground)",
        ]
        for policySwitch in Self.switches { fields.append("\(policySwitch.name): \(policySwitch.value(in: self))") }
        return "\(name) (" + fields.joined(separator: ", ") + ")"
    }
}
