import Biometrics
import LockCore

/// Everything the simulated phone is at one moment: its biometric sensor, passcode, lock screen, clock, keychain
/// and the prompt on screen. A value: every change is a `mutating func` that reads no real clock and performs no
/// I/O; ``SimulatedPhone`` owns the process-wide copy and runs the replies.
///
/// ```swift
/// var phone = SimulatedPhoneState(profile: iPhone)
/// phone.biometrics.enqueue([.noMatch, .match])
/// phone.authenticate(AuthenticationRequest(policy: .biometrics))   // .finished(.authenticated(...)) after 2 attempts
/// phone.changeEnrollment()                                         // .biometryCurrentSet items become unreadable
/// ```
public struct SimulatedPhoneState: Sendable, Hashable {
    /// A prompt on screen in ``PromptMode/held`` mode.
    public struct HeldPrompt: Sendable, Hashable {
        /// The ticket the owner keys the reply by.
        public var ticket: Int
        /// What was asked.
        public var request: AuthenticationRequest
    }

    /// What an authentication request came to.
    public enum AuthenticationStep: Sendable, Hashable {
        /// It ended.
        case finished(AuthenticationResult)
        /// A prompt is held on screen under this ticket.
        case held(ticket: Int)
    }

    /// The longest `touchIDAuthenticationAllowableReuseDuration` honoured
    /// (`LATouchIDAuthenticationMaximumAllowableReuseDuration`, 5 minutes).
    public static let maximumReuseDuration: Duration = .seconds(300)

    /// The device profile id (it seeds the enrollment hash, so devices differ).
    public var deviceID: String
    /// The biometric sensor, with the Face ID / Touch ID / Android rules.
    public var biometrics: SimulatedBiometricDevice
    /// The device clock; prompts advance it by their attempts' latency.
    public var clock: VirtualClock
    /// The keychain.
    public var keychain: KeychainModel
    /// Whether the lock screen is up.
    public var isLocked: Bool
    /// The last unlock, if any.
    public var lastUnlock: ClockReading?
    /// Whether the last unlock was by biometry (only that satisfies a reuse duration).
    public var lastUnlockWasBiometric: Bool
    /// What the user does at the passcode screen.
    public var passcodeAnswer: PasscodeAnswer
    /// When LocalAuthentication prompts are answered.
    public var promptMode: PromptMode
    /// The prompt held on screen, if any.
    public internal(set) var heldPrompt: HeldPrompt?
    /// Every prompt shown, oldest first.
    public internal(set) var prompts: [PhonePrompt]
    /// Biometric requests the app made: prompts shown, and requests that failed at once because biometry could not
    /// be used (locked out, not enrolled, no sensor), which show nothing.
    public internal(set) var biometricRequests = 0
    /// How the last biometric request ended (shown or failed at once), if one did.
    public internal(set) var lastBiometricResult: AuthenticationResult?
    /// Whether the app under test's Info.plist has `NSFaceIDUsageDescription` (a scenario's `app: {infoPlist:}`);
    /// without it the system refuses the app's Face ID prompts (`biometryNotAvailable`) before the sensor is asked.
    public var appDeclaresFaceIDUsage = true
    var nextTicket: Int

    /// A phone built from `profile` (its sensor in its initial modes), unlocked, with an empty keychain.
    public init(profile: DeviceProfile, clock: VirtualClock = VirtualClock()) {
        deviceID = profile.id
        biometrics = profile.makeDevice()
        self.clock = clock
        keychain = KeychainModel()
        isLocked = false
        lastUnlock = clock.now()
        lastUnlockWasBiometric = false
        passcodeAnswer = .enter
        promptMode = .immediate
        heldPrompt = nil
        prompts = []
        nextTicket = 1
    }

    /// An iPhone with Face ID (enrolled, matching, passcode set): the default device.
    public static let faceIDProfile = DeviceProfile(
        id: "simulated-iphone", name: "Simulated iPhone (Face ID)", platform: .ios, biometry: .faceID,
        sensor: DeviceSensor(kind: .trueDepthCamera), rules: .faceID)

    /// Now, on the device clock.
    public var now: ClockReading { clock.now() }

    /// Whether the device has a passcode.
    public var isPasscodeSet: Bool { biometrics.isPasscodeSet }

    /// The facts the keychain decides on, now.
    public var keychainDevice: KeychainDeviceState {
        KeychainDeviceState(
            now: now, isLocked: isLocked, lastUnlock: lastUnlock, isPasscodeSet: isPasscodeSet,
            enrollment: biometrics.enrollment)
    }

    /// The screen locks.
    public mutating func lock() { isLocked = true }

    /// The user unlocks the device, with the passcode (which ends a biometric lockout) or with biometry.
    public mutating func unlock(biometric: Bool = false) {
        isLocked = false
        lastUnlock = now
        lastUnlockWasBiometric = biometric
        if !biometric { biometrics.passcodeAuthenticated() }
    }

    /// The device reboots: locked, and "after first unlock" items unreadable until the next unlock.
    public mutating func reboot(downtime: Duration = .zero) {
        heldPrompt = nil
        _ = biometrics.cancelPrompt()
        clock.reboot(downtime: downtime)
        isLocked = true
    }

    /// The user sets or removes the device passcode; removing it deletes `WhenPasscodeSetThisDeviceOnly` items.
    public mutating func setPasscode(_ set: Bool) {
        guard set != biometrics.isPasscodeSet else { return }
        biometrics.isPasscodeSet = set
        if !set { keychain.passcodeRemoved() }
    }

    /// A face or finger was added or removed: the enrollment state rotates, `.biometryCurrentSet` items become
    /// unreadable, `LAContext.evaluatedPolicyDomainState` changes.
    public mutating func changeEnrollment() { biometrics.changeEnrollment() }

    /// The app was terminated and launched again: the keychain and the device stay as they were; a held prompt
    /// goes away with the process.
    public mutating func relaunchApp() {
        heldPrompt = nil
        _ = biometrics.cancelPrompt()
        keychain.appRelaunched()
    }

    /// "Erase All Content and Settings": the same hardware, factory state (`profile`), an empty keychain.
    public mutating func erase(to profile: DeviceProfile) {
        let (clock, requests, last) = (self.clock, biometricRequests, lastBiometricResult)
        self = SimulatedPhoneState(profile: profile, clock: clock)
        // What the app asked of this phone so far is history, not device state.
        (biometricRequests, lastBiometricResult) = (requests, last)
    }

    /// A backup of this phone restored onto another device built from `profile`: only items that migrate come
    /// along (no `…ThisDeviceOnly` or access-controlled item), and the new sensor has its own enrollment.
    public mutating func restoreBackup(ontoNewDevice profile: DeviceProfile) {
        let migrated = keychain.restoredOnAnotherDevice()
        erase(to: profile)
        keychain = migrated
    }
}
