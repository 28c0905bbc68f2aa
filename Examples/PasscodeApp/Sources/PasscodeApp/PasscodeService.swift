import Combine
import CryptoKit
import Foundation
import LocalAuthentication

/// The app's lock: passcode state from the server, the verifier cached in the keychain, biometric unlock, and
/// the timeout that decides whether coming back from the background locks.
@MainActor
public final class PasscodeService: ObservableObject {
    /// The app's service.
    public static let shared = PasscodeService()

    /// Whether the account has a passcode.
    @Published public private(set) var hasPasscode = false
    /// Whether the lock is on.
    @Published public private(set) var isPasscodeEnabled = false
    /// Whether Face ID / Touch ID unlock is on.
    @Published public private(set) var isBiometricEnabled = false
    /// Minutes in the background after which coming back locks.
    @Published public private(set) var timeoutMinutes = 15
    /// Whether the lock screen covers the app.
    @Published public var isLocked = false
    /// When the app last went to the background (nil while in the foreground).
    public var backgroundDate: Date?

    private let keychain: KeychainStore
    private let apiClient: any APIClient

    /// A service over `keychain` and `apiClient` (tests, previews); the app uses ``shared``.
    public init(keychain: KeychainStore = .shared, apiClient: any APIClient = UnconfiguredAPIClient()) {
        self.keychain = keychain
        self.apiClient = apiClient
        loadLocalState()
        checkBiometricAvailability()
    }

    /// The biometry this device offers, read once when the service starts (seed 003).
    @Published public private(set) var biometricType: LABiometryType = .none

    /// Whether the device can use biometry (as of the service's start).
    public var isBiometricAvailable: Bool { biometricType != .none }

    /// Reads what LocalAuthentication offers now (seed 003's `checkBiometricAvailability()`).
    public func checkBiometricAvailability() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            biometricType = .none
            return
        }
        biometricType = context.biometryType
    }

    // MARK: - State

    /// Reads what the keychain remembers from the last run.
    public func loadLocalState() {
        hasPasscode = keychain.getPasscodeHash() != nil
        isBiometricEnabled = keychain.isBiometricEnabled()
        timeoutMinutes = keychain.getPasscodeTimeout() ?? 15
    }

    /// Asks the server for the account's passcode state.
    public func refreshFromServer() async {
        guard let me = try? await apiClient.me() else { return }
        hasPasscode = me.hasPasscode
        isPasscodeEnabled = me.passcodeEnabled
        timeoutMinutes = me.passcodeTimeoutMinutes ?? 15
        keychain.setPasscodeTimeout(timeoutMinutes)
    }

    /// Turns biometric unlock on or off (remembered in the keychain).
    public func setBiometric(enabled: Bool) {
        keychain.setBiometricEnabled(enabled)
        isBiometricEnabled = enabled
    }

    // MARK: - Passcode

    /// Checks `passcode` against the cached verifier, or against the server (caching its verifier) when
    /// nothing is cached yet.
    public func verifyPasscode(_ passcode: String) async -> Bool {
        if let hash = keychain.getPasscodeHash(), let salt = keychain.getPasscodeSalt() {
            return hashPasscode(passcode, salt: salt) == hash
        }
        guard let result = try? await apiClient.verifyPasscode(passcode), result.valid else { return false }
        if let hash = result.passcodeHash, let salt = result.passcodeSalt {
            keychain.setPasscodeHash(hash)
            keychain.setPasscodeSalt(salt)
        }
        return true
    }

    /// The seed's verifier: hex SHA-256 of passcode followed by salt.
    public func hashPasscode(_ passcode: String, salt: String) -> String {
        SHA256.hash(data: Data((passcode + salt).utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Removes the passcode on the server and locally; the lock turns off.
    public func removePasscode(currentPasscode: String?) async throws {
        try await apiClient.removePasscode(currentPasscode: currentPasscode)
        keychain.clearPasscodeData()
        hasPasscode = false
        isPasscodeEnabled = false
        isLocked = false
    }

    // MARK: - Biometrics

    /// The last biometric failure's message, for the lock screen (nil after success or a cancel).
    public private(set) var lastBiometricError: String?

    /// Face ID / Touch ID, then the session token with the same context: true only if both succeed.
    public func authenticateWithBiometrics() async -> Bool {
        let context = LAContext()
        context.localizedFallbackTitle = "Enter Passcode"
        // As seed 003: straight to evaluatePolicy (an unusable sensor fails it at once with its own error).
        do {
            let success = try await context.evaluatePolicy(
                .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock the app")
            guard success, keychain.readSessionToken(context: context) != nil else { return false }
            lastBiometricError = nil
            return true
        } catch let error as LAError {
            switch error.code {
            case .userCancel, .appCancel, .systemCancel: lastBiometricError = nil
            default: lastBiometricError = error.localizedDescription
            }
            return false
        } catch {
            lastBiometricError = error.localizedDescription
            return false
        }
    }

    // MARK: - Lock

    /// Shows the lock screen.
    public func lockApp() { isLocked = true }
    /// Hides the lock screen.
    public func unlockApp() { isLocked = false }

    #if PLANTED_EXPLORE_BUG
        /// The bug `explore` finds and no shipped case catches: the last entry that unlocked, kept "to retry after a
        /// network failure", which the delete key on an empty pad submits again, at any later lock.
        public var retryEntry: String?
    #endif

    /// Whether coming back at `now` after going to the background at ``backgroundDate`` locks the app.
    public func shouldLockOnForeground(now: Date) -> Bool {
        guard hasPasscode, isPasscodeEnabled, let backgroundDate else { return false }
        let elapsed = now.timeIntervalSince(backgroundDate)
        let timeout = TimeInterval(timeoutMinutes) * 60
        #if PLANTED_BUG
            return elapsed > timeout
        #else
            return elapsed >= timeout
        #endif
    }
}

/// The client ``PasscodeService/shared`` starts with until the app configures the real one.
public struct UnconfiguredAPIClient: APIClient {
    /// A client whose every call fails.
    public init() {}
    public func setPasscode(_ passcode: String) async throws { throw APIError.invalidResponse }
    public func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        throw APIError.invalidResponse
    }
    public func removePasscode(currentPasscode: String?) async throws { throw APIError.invalidResponse }
    public func me() async throws -> MeResponse { throw APIError.invalidResponse }
}
