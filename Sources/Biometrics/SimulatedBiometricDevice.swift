import LockCore

/// A pure model of one biometric sensor: Face ID, Touch ID, an Android fingerprint sensor or a Linux reader.
///
/// It never reads a clock and performs no I/O: every call that depends on time takes a ``ClockReading``.
/// Modes (enrolled, matching, hardware, passcode, scripted attempts) can be changed at any time.
///
/// ```swift
/// var device = SimulatedBiometricDevice(biometryType: .faceID, rules: .faceID)
/// device.enqueue([.noMatch, .match])
/// let result = device.evaluate(at: clock.now())   // .success after 2 attempts, 1.6 s of virtual latency
/// device.consecutiveFailures                      // 0: a success resets the count
/// ```
public struct SimulatedBiometricDevice: Sendable, Hashable {
    /// Whether the sensor hardware is there.
    public enum Hardware: String, Sendable, Hashable, Codable, CaseIterable {
        /// Built in and working.
        case present
        /// Missing or disabled: `biometryNotAvailable`.
        case absent
        /// An external reader that was unplugged: `biometryDisconnected`.
        case disconnected
    }

    /// The progress of the prompt on screen.
    struct Prompt: Sendable, Hashable {
        var attemptsUsed = 0
        var failures = 0
        /// Presentations so far, unusable scans (feedback) included.
        var presentations = 0
    }

    /// The biometry this sensor offers.
    public let biometryType: BiometryType
    /// The attempt-counting rules.
    public var rules: SimulatedSensorRules
    /// Whether the hardware is present, absent or disconnected.
    public var hardware: Hardware
    /// Whether a presentation matches when no scripted attempt is queued.
    public var isMatching: Bool
    /// Whether the device has a passcode (without one, biometry cannot be used).
    public var isPasscodeSet: Bool
    /// Whether a face or finger is enrolled (change with ``setEnrolled(_:)``).
    public private(set) var isEnrolled: Bool
    /// Failed attempts since the last success or passcode entry, across prompts.
    public internal(set) var consecutiveFailures: Int
    /// The lockout as last recorded; a timed lockout may have ended since (see ``lockout(at:)``).
    public internal(set) var lockout: SimulatedLockout
    /// How many times the enrollment state has rotated.
    public private(set) var enrollmentGeneration: Int {
        didSet { enrollmentHash = Self.hash("\(enrollmentSeed)#\(enrollmentGeneration)") }
    }
    /// What the enrollment hash is derived from (the profile id, so devices differ).
    public let enrollmentSeed: String
    /// The hash of the seed and generation, made when the generation changes (capability is read on every scene
    /// change, and formatting the hash each time was a measurable part of a scenario step).
    private var enrollmentHash: String
    /// Scripted attempts not consumed yet, oldest first.
    public internal(set) var unconsumedScript: [ScriptedAttempt]
    var prompt: Prompt?

    /// A sensor of `biometryType` following `rules`, enrolled, matching, with a passcode and an empty script.
    public init(
        biometryType: BiometryType,
        rules: SimulatedSensorRules? = nil,
        hardware: Hardware = .present,
        enrolled: Bool = true,
        matching: Bool = true,
        passcodeSet: Bool = true,
        script: [ScriptedAttempt] = [],
        enrollmentSeed: String = "simulated"
    ) {
        self.biometryType = biometryType
        self.rules = rules ?? .defaults(for: biometryType)
        self.hardware = biometryType == .none ? .absent : hardware
        self.isMatching = matching
        self.isPasscodeSet = passcodeSet
        self.isEnrolled = biometryType != .none && enrolled
        self.consecutiveFailures = 0
        self.lockout = .none
        self.enrollmentGeneration = 0
        self.enrollmentSeed = enrollmentSeed
        self.enrollmentHash = Self.hash("\(enrollmentSeed)#0")
        self.unconsumedScript = script
        self.prompt = nil
    }

    /// Whether a prompt is on screen (between ``beginPrompt(at:appDeclaresFaceIDUsage:)`` and the attempt that ends it).
    public var isPromptInFlight: Bool { prompt != nil }

    /// The lockout in force at `now`: a timed lockout has ended once its instant is reached or after a reboot.
    public func lockout(at now: ClockReading) -> SimulatedLockout {
        lockout.isActive(at: now) ? lockout : .none
    }

    /// Attempts left before the next lockout at `now` (0 while locked out), or `nil` if the rules never lock out.
    public func attemptsLeftBeforeLockout(at now: ClockReading) -> Int? {
        guard let left = rules.attemptsLeftBeforeLockout(consecutiveFailures: consecutiveFailures) else { return nil }
        return lockout(at: now) == .none ? left : 0
    }

    /// The current opaque enrollment hash, or `nil` if nothing is enrolled.
    public var enrollment: EnrollmentState? {
        guard isEnrolled, hardware != .absent else { return nil }
        return EnrollmentState(enrollmentHash)
    }

    /// What `canEvaluatePolicy` and `biometryType` would report at `now`.
    public func capability(at now: ClockReading) -> BiometricCapability {
        guard biometryType != .none, hardware != .absent else { return .absent }
        return BiometricCapability(
            biometryType: biometryType, unavailableReason: unavailableReason(at: now),
            enrollment: enrollment)
    }

    /// Why a prompt cannot be shown at `now`, or `nil` if it can.
    func unavailableReason(at now: ClockReading) -> BiometricOutcome? {
        if biometryType == .none || hardware == .absent { return .biometryNotAvailable }
        if hardware == .disconnected { return .biometryDisconnected }
        if !isPasscodeSet { return .passcodeNotSet }
        if !isEnrolled { return .biometryNotEnrolled }
        return lockout(at: now).outcome
    }

    /// Appends scripted attempts to the queue; each prompt attempt consumes one before the matching mode decides.
    public mutating func enqueue(_ attempts: [ScriptedAttempt]) { unconsumedScript.append(contentsOf: attempts) }

    /// Empties the script queue and returns what was left in it.
    @discardableResult
    public mutating func clearScript() -> [ScriptedAttempt] {
        defer { unconsumedScript = [] }
        return unconsumedScript
    }

    /// Locks the sensor out at `now` as failed attempts would: the failure count moves to the next count its rules
    /// lock out at (Face ID and Touch ID: 5, until the passcode; Android: the next multiple of 5, 30 s, or 20 for
    /// good), or with `permanent` straight to a permanent lockout. Rules that never lock out get a lockout until the
    /// passcode. A prompt in flight stays; its next attempt finds the lockout.
    ///
    /// ```swift
    /// var device = SimulatedBiometricDevice(biometryType: .faceID)
    /// device.lockOut(at: now)
    /// device.lockout(at: now)        // .untilPasscode, consecutiveFailures 5
    /// device.passcodeAuthenticated()  // .none again
    /// ```
    public mutating func lockOut(at now: ClockReading, permanent: Bool = false) {
        guard !permanent else {
            consecutiveFailures = max(consecutiveFailures, rules.permanentLockoutAfterFailures ?? 0)
            lockout = .permanent
            return
        }
        guard let threshold = rules.lockoutAfterConsecutiveFailures, threshold > 0 else {
            lockout = .untilPasscode
            return
        }
        var failures = (consecutiveFailures / threshold + 1) * threshold
        if case .passcode = rules.lockoutEnds { failures = max(consecutiveFailures, threshold) }
        if let limit = rules.permanentLockoutAfterFailures { failures = min(failures, limit) }
        consecutiveFailures = failures
        lockout = rules.lockout(afterConsecutiveFailures: failures, at: now)
    }

    /// The device passcode was entered: ends any lockout (timed or permanent) and resets the failure count.
    public mutating func passcodeAuthenticated() {
        consecutiveFailures = 0
        lockout = .none
    }

    /// The device restarted, and the user unlocked it with its passcode before any app could run: every platform
    /// requires the device credential after a restart (Apple Platform Security, "Face ID, Touch ID, passcodes and
    /// passwords": the passcode is required when "the device has just been turned on or restarted"; Android's
    /// `BiometricPrompt` likewise needs the primary credential after boot), and entering it ends a biometric lockout
    /// and the count of failures, as ``passcodeAuthenticated()`` does. A device without a passcode keeps its state.
    public mutating func restartedAndUnlockedWithPasscode() {
        guard isPasscodeSet else { return }
        passcodeAuthenticated()
    }

    /// Enrolls or removes every face or finger; enrolling again yields a new enrollment state.
    public mutating func setEnrolled(_ enrolled: Bool) {
        guard biometryType != .none, enrolled != isEnrolled else { return }
        isEnrolled = enrolled
        if enrolled { enrollmentGeneration += 1 }
    }

    /// A face or finger was added or removed: the enrollment state rotates (and the sensor counts as enrolled).
    public mutating func changeEnrollment() {
        guard biometryType != .none else { return }
        isEnrolled = true
        enrollmentGeneration += 1
    }

    /// An OS upgrade rotated the enrollment state although nothing changed: the known false positive.
    ///
    /// Observably the same as ``changeEnrollment()`` (which is the point); matching behaviour is untouched.
    public mutating func simulateOSUpgradeRotation() {
        guard biometryType != .none, isEnrolled else { return }
        enrollmentGeneration += 1
    }

    /// FNV-1a 64-bit, as 16 hex digits: stable across runs and platforms (unlike `Hasher`).
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
