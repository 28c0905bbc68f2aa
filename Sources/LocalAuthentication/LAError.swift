#if os(Linux)
    import Foundation

    /// The error domain of LocalAuthentication errors.
    public let LAErrorDomain = "com.apple.LocalAuthentication"

    /// A LocalAuthentication error: Apple's codes and raw values, domain `com.apple.LocalAuthentication`, and a
    /// message that `localizedDescription` shows on Linux too (it is also put under `NSLocalizedDescriptionKey`,
    /// which swift-corelibs-foundation reads instead of `errorDescription`).
    ///
    /// An `NSError` in ``LAErrorDomain`` casts to it, as on Apple's platforms (see `LAError+Bridging.swift`): the
    /// error `canEvaluatePolicy(_:error:)` fills in answers `(error as? LAError)?.code`.
    ///
    /// ```swift
    /// do { _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") }
    /// catch let error as LAError where error.code == .biometryLockout { ... }
    /// catch LAError.userCancel { ... }
    /// ```
    public struct LAError: CustomNSError, LocalizedError, Hashable, Sendable {
        /// Every error code Apple defines (the deprecated Touch ID and Watch names are aliases).
        public enum Code: Int, Sendable, Hashable, CaseIterable {
            /// The user failed to provide valid credentials.
            case authenticationFailed = -1
            /// The user tapped Cancel.
            case userCancel = -2
            /// The user tapped the fallback button.
            case userFallback = -3
            /// The system canceled authentication (another app came to the foreground).
            case systemCancel = -4
            /// No passcode is set on the device.
            case passcodeNotSet = -5
            /// Biometry is not available on the device.
            case biometryNotAvailable = -6
            /// The user has no enrolled biometric identities.
            case biometryNotEnrolled = -7
            /// Biometry is locked after too many failed attempts.
            case biometryLockout = -8
            /// The app canceled authentication (`invalidate()`).
            case appCancel = -9
            /// The context was invalidated before or during evaluation.
            case invalidContext = -10
            /// No paired companion device (Apple Watch) is nearby.
            case companionNotAvailable = -11
            /// The device supports biometry only with a removable accessory, and none is paired.
            case biometryNotPaired = -12
            /// The removable biometric accessory is not connected.
            case biometryDisconnected = -13
            /// The dimensions of an embedded UI are invalid.
            case invalidDimensions = -14
            /// Displaying the required authentication UI is forbidden (`interactionNotAllowed`).
            case notInteractive = -1004

            /// Deprecated name of ``biometryNotAvailable``.
            public static var touchIDNotAvailable: Code { .biometryNotAvailable }
            /// Deprecated name of ``biometryNotEnrolled``.
            public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
            /// Deprecated name of ``biometryLockout``.
            public static var touchIDLockout: Code { .biometryLockout }
            /// Deprecated name of ``companionNotAvailable``.
            public static var watchNotAvailable: Code { .companionNotAvailable }

            /// Matches an error against a code: `catch LAError.userCancel`.
            public static func ~= (code: Code, error: any Error) -> Bool {
                (error as? LAError)?.code == code
            }

            /// The English message (LocalAuthentication's wording where the project's lock screen shows it).
            public var message: String {
                switch self {
                case .authenticationFailed: return "Authentication failed"
                case .userCancel: return "Canceled by user."
                case .userFallback: return "Fallback authentication mechanism selected."
                case .systemCancel: return "Canceled by system."
                case .passcodeNotSet: return "Passcode not set."
                case .biometryNotAvailable: return "Biometry is not available."
                case .biometryNotEnrolled: return "No identities are enrolled."
                case .biometryLockout: return "Biometry is locked out."
                case .appCancel: return "Canceled by application."
                case .invalidContext: return "The context was invalidated."
                case .companionNotAvailable: return "No companion device is available."
                case .biometryNotPaired: return "Biometry accessory is not paired."
                case .biometryDisconnected: return "Biometry is disconnected."
                case .invalidDimensions: return "Invalid dimensions."
                case .notInteractive: return "Authentication UI is not interactive."
                }
            }
        }

        /// The code.
        public let code: Code
        /// Extra entries of the user info (Apple's `LAError(_:userInfo:)`), beside the message.
        private let extraUserInfo: [String: String]

        /// An error with `code`.
        public init(_ code: Code) { self.init(code, userInfo: [:]) }

        /// An error with `code` and `userInfo` (its string values are kept; the message is added unless given).
        public init(_ code: Code, userInfo: [String: Any]) {
            self.code = code
            self.extraUserInfo = userInfo.compactMapValues { $0 as? String }
        }

        /// `com.apple.LocalAuthentication`.
        public static var errorDomain: String { LAErrorDomain }
        /// The code's raw value.
        public var errorCode: Int { code.rawValue }
        /// The message under `NSLocalizedDescriptionKey`, and any user info given.
        public var errorUserInfo: [String: Any] {
            extraUserInfo.merging([NSLocalizedDescriptionKey: code.message]) { given, _ in given }
        }
        /// The user info (Apple's `LAError.userInfo`): ``errorUserInfo``.
        public var userInfo: [String: Any] { errorUserInfo }
        /// The message (the one under `NSLocalizedDescriptionKey` when the user info gives one).
        public var errorDescription: String? { extraUserInfo[NSLocalizedDescriptionKey] ?? code.message }

        /// The user failed to provide valid credentials.
        public static var authenticationFailed: Code { .authenticationFailed }
        /// The user tapped Cancel.
        public static var userCancel: Code { .userCancel }
        /// The user tapped the fallback button.
        public static var userFallback: Code { .userFallback }
        /// The system canceled authentication.
        public static var systemCancel: Code { .systemCancel }
        /// No passcode is set.
        public static var passcodeNotSet: Code { .passcodeNotSet }
        /// Biometry is not available.
        public static var biometryNotAvailable: Code { .biometryNotAvailable }
        /// No identities are enrolled.
        public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
        /// Biometry is locked out.
        public static var biometryLockout: Code { .biometryLockout }
        /// The app canceled authentication.
        public static var appCancel: Code { .appCancel }
        /// The context was invalidated.
        public static var invalidContext: Code { .invalidContext }
        /// No companion device is available.
        public static var companionNotAvailable: Code { .companionNotAvailable }
        /// No biometric accessory is paired.
        public static var biometryNotPaired: Code { .biometryNotPaired }
        /// The biometric accessory is disconnected.
        public static var biometryDisconnected: Code { .biometryDisconnected }
        /// Invalid dimensions.
        public static var invalidDimensions: Code { .invalidDimensions }
        /// The UI is not interactive.
        public static var notInteractive: Code { .notInteractive }
        /// Deprecated name of ``biometryNotAvailable``.
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        /// Deprecated name of ``biometryNotEnrolled``.
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        /// Deprecated name of ``biometryLockout``.
        public static var touchIDLockout: Code { .biometryLockout }
        /// Deprecated name of ``companionNotAvailable``.
        public static var watchNotAvailable: Code { .companionNotAvailable }
    }
#endif
