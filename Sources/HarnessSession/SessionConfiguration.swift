import Biometrics
import LockCore
import LockFlows

/// How a session starts: policy, device, and the account's passcode state.
public struct SessionConfiguration: Sendable, Hashable {
    /// The lock policy.
    public var policy: LockPolicy
    /// The device profile's name (for reports).
    public var deviceName: String
    /// The device profile's platform, which decides whether the lock screen shows sensor hints
    /// (``BiometricFeedback/message(on:)``: Android and Linux do, iOS, iPadOS and macOS do not).
    public var platform: DeviceProfile.Platform = .ios
    /// The simulated sensor at start.
    public var device: SimulatedBiometricDevice
    /// The passcode already set on the account (`nil`: none).
    public var passcode: String?
    /// Whether the lock is on.
    public var passcodeEnabled: Bool
    /// Whether biometric unlock is on.
    public var biometricEnabled: Bool
    /// The timeout in settings.
    public var timeoutMinutes: Int
    /// Which "Forgot Passcode?" alert the lock screen shows.
    public var forgotAlertVariant: LockScreenModel.ForgotAlertVariant
    /// Seed for the backend's reset codes, so a session replays exactly (`nil`: system CSPRNG).
    public var resetCodeSeed: UInt64? = 1
    /// The app's `Info.plist`, when the scenario names one (`app: {infoPlist: PATH}`); nil: an app that declares
    /// every usage description.
    public var appInfo: AppInfoPlist?
    /// Whether the app declares `NSFaceIDUsageDescription` (true without an ``appInfo``): what the simulated system
    /// reads before it shows the app a Face ID prompt.
    public var appDeclaresFaceIDUsage: Bool { appInfo?.allowsFaceID ?? true }
    /// The account's email address (seed 002's forgot-password screen; where reset mail goes).
    public var accountEmail = "user@example.com"
    /// The account's password before any reset.
    public var accountPassword = "OldPassword1"

    /// The request policy of the case's server: `hardened` when the client sends its passcode as proof
    /// (``LockPolicy/sendsPasscodeProof``), else the seed's. Both backends apply it, so a case means the same
    /// in process and against the reference server.
    public var serverPolicy: PasscodeServerRules.Policy { policy.sendsPasscodeProof ? .hardened : .seed }

    /// A configuration from its parts.
    public init(
        policy: LockPolicy = .seed, deviceName: String = "iphone-15-pro",
        device: SimulatedBiometricDevice = SimulatedBiometricDevice(biometryType: .faceID),
        passcode: String? = "482916", passcodeEnabled: Bool = true, biometricEnabled: Bool = false,
        timeoutMinutes: Int = 15, forgotAlertVariant: LockScreenModel.ForgotAlertVariant = .resetOrLogout
    ) {
        self.policy = policy
        self.deviceName = deviceName
        self.device = device
        self.passcode = passcode
        self.passcodeEnabled = passcodeEnabled
        self.biometricEnabled = biometricEnabled
        self.timeoutMinutes = timeoutMinutes
        self.forgotAlertVariant = forgotAlertVariant
    }
}
