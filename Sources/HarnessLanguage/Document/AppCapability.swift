import Biometrics
import HarnessSession
import LockCore

/// What an app under test may or may not have, declared once: a scenario names the capabilities it needs
/// (`requires: [biometrics, settings]`), an ``AppUnderTest`` adapter declares the ones its app has, and a case that
/// needs more than the app has is skipped with the reason (``CaseOutcome/skipped``), never errored and never passed.
///
/// Three come from the case itself, whatever its `requires:` says: the device profile's platform (`ios`,
/// `android`, ...), the `hardened` and `seed-grace` policies (``hardened``, ``graceSeconds``), and a policy changed
/// by `overrides:` (``policyOverrides``); see ``implied(by:)``.
public enum AppCapability: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Biometric unlock (Face ID, Touch ID, a fingerprint): the biometric button, prompts, the biometric toggle.
    case biometrics
    /// An in-app settings screen: the passcode and biometric toggles, the timeout picker, change passcode.
    case settings
    /// The user sets or changes a passcode inside the app (set-passcode and change-passcode screens).
    case setPasscode = "set-passcode"
    /// "Forgot Passcode?" on the lock screen with a reset code sent by email.
    case forgotPasscode = "forgot-passcode"
    /// The email password reset: forgot-password, the emailed link and the reset form.
    case emailReset = "email-reset"
    /// Login and logout screens.
    case login
    /// Deep links (`open-url`) handled by the app.
    case deepLinks = "deep-links"
    /// A lock grace measured in seconds (the `seed-grace` policy's 5 s).
    case graceSeconds = "grace-seconds"
    /// The `hardened` policy's behaviour (the safer rules the seeds lack).
    case hardened
    /// Policy fields changed by a scenario's `overrides:` (beyond `verifierRounds`, which only sets a cost).
    case policyOverrides = "policy-overrides"
    /// The app runs on iPhone.
    case ios
    /// The app runs on iPad.
    case ipados
    /// The app runs on a Mac.
    case macos
    /// The app runs on Android.
    case android
    /// The app runs on Linux.
    case linux

    /// What the capability stands for, in one line (docs and `--help`).
    public var doc: String {
        switch self {
        case .biometrics: return "biometric unlock: the biometric button, prompts, the biometric toggle"
        case .settings: return "an in-app settings screen: toggles, the timeout picker, change passcode"
        case .setPasscode: return "the user sets or changes a passcode inside the app"
        case .forgotPasscode: return "\"Forgot Passcode?\" on the lock screen with an emailed reset code"
        case .emailReset: return "the email password reset: forgot-password, the emailed link, the reset form"
        case .login: return "login and logout screens"
        case .deepLinks: return "deep links (`open-url`) handled by the app"
        case .graceSeconds: return "a lock grace in seconds (the seed-grace policy); implied by `policy: seed-grace`"
        case .hardened: return "the hardened policy's safer rules; implied by `policy: hardened`"
        case .policyOverrides: return "policy fields changed by `overrides:` (other than verifierRounds); implied"
        case .ios, .ipados, .macos, .android, .linux:
            return "the app runs on \(rawValue); implied by the device profile's platform"
        }
    }

    /// The capability of running on `platform`.
    public static func platform(_ platform: DeviceProfile.Platform) -> AppCapability {
        switch platform {
        case .ios: return .ios
        case .ipados: return .ipados
        case .macos: return .macos
        case .android: return .android
        case .linux: return .linux
        }
    }

    /// The platforms, as capabilities.
    public static let platforms: Set<AppCapability> = [.ios, .ipados, .macos, .android, .linux]

    /// Every name, in declaration order (did-you-mean and docs).
    public static let names: [String] = allCases.map(\.rawValue)

    /// The capabilities a case in `configuration` needs whatever its `requires:` says: its platform, and its policy
    /// when that is not the seed's (`hardened`, `grace-seconds`, or `policy-overrides` for any other change).
    public static func implied(by configuration: SessionConfiguration) -> Set<AppCapability> {
        var implied: Set<AppCapability> = [.platform(configuration.platform)]
        var policy = configuration.policy
        let preset = policy.preset?.policy ?? .seed
        policy.localVerifier = preset.localVerifier  // verifierRounds sets a cost, not a behaviour
        switch policy.preset {
        case .hardened: implied.insert(.hardened)
        case .seedGrace: implied.insert(.graceSeconds)
        case .seed, nil: break
        }
        if policy != preset { implied.insert(.policyOverrides) }
        return implied
    }

    public static func < (lhs: AppCapability, rhs: AppCapability) -> Bool { lhs.rawValue < rhs.rawValue }
}
