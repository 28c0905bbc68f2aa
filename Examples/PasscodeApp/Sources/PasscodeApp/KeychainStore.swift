import Foundation
import LocalAuthentication
import Security

/// The app's keychain: generic passwords under one service. The session token is guarded by the current
/// biometric enrollment; the passcode hash and salt are stored plainly (they are only a local cache of the
/// server's verifier).
public final class KeychainStore: Sendable {
    /// The app's keychain.
    public static let shared = KeychainStore()

    private let service: String

    private enum Key {
        static let sessionToken = "session_token"
        static let passcodeHash = "passcode_hash"
        static let passcodeSalt = "passcode_salt"
        static let biometricEnabled = "biometric_enabled"
        static let passcodeTimeout = "passcode_timeout"
    }

    /// A store for the items of `service`.
    public init(service: String = "com.example.passcodeapp") {
        self.service = service
    }

    // MARK: - Session token (biometry-protected)

    /// Stores the session token so that only the currently enrolled faces or fingers can read it.
    @discardableResult
    public func saveSessionToken(_ token: String) -> Bool {
        var error: Unmanaged<CFError>?
        guard
            let access = SecAccessControlCreateWithFlags(
                nil, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, &error)
        else { return false }
        delete(Key.sessionToken)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: Key.sessionToken,
            kSecAttrAccessControl as String: access,
            kSecValueData as String: Data(token.utf8),
        ]
        return SecItemAdd(query as CFDictionary, nil) == errSecSuccess
    }

    /// Reads the session token with an evaluated `context` (no second prompt); nil when it is gone or the
    /// enrollment changed.
    public func readSessionToken(context: LAContext) -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: Key.sessionToken,
            kSecUseAuthenticationContext as String: context,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
            let data = result as? Data
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    // MARK: - Passcode cache and settings (plain)

    /// The cached verifier's hash (hex SHA-256 of passcode + salt).
    public func getPasscodeHash() -> String? { string(Key.passcodeHash) }
    /// The cached verifier's salt.
    public func getPasscodeSalt() -> String? { string(Key.passcodeSalt) }
    /// Caches the server's verifier hash.
    public func setPasscodeHash(_ hash: String) { set(hash, for: Key.passcodeHash) }
    /// Caches the server's verifier salt.
    public func setPasscodeSalt(_ salt: String) { set(salt, for: Key.passcodeSalt) }
    /// Whether biometric unlock is on.
    public func isBiometricEnabled() -> Bool { string(Key.biometricEnabled) == "1" }
    /// Turns biometric unlock on or off.
    public func setBiometricEnabled(_ enabled: Bool) { set(enabled ? "1" : "0", for: Key.biometricEnabled) }
    /// The last known timeout, in minutes.
    public func getPasscodeTimeout() -> Int? { string(Key.passcodeTimeout).flatMap(Int.init) }
    /// Remembers the timeout, in minutes.
    public func setPasscodeTimeout(_ minutes: Int) { set(String(minutes), for: Key.passcodeTimeout) }

    /// Forgets the cached verifier (logout, passcode removed).
    public func clearPasscodeData() {
        delete(Key.passcodeHash)
        delete(Key.passcodeSalt)
    }

    // MARK: - SecItem helpers

    private func baseQuery(_ account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    private func set(_ value: String, for account: String) {
        let data = Data(value.utf8)
        let status = SecItemUpdate(
            baseQuery(account) as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if status == errSecItemNotFound {
            var add = baseQuery(account)
            add[kSecValueData as String] = data
            add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            _ = SecItemAdd(add as CFDictionary, nil)
        }
    }

    private func string(_ account: String) -> String? {
        var query = baseQuery(account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data else {
            return nil
        }
        return String(data: data, encoding: .utf8)
    }

    private func delete(_ account: String) {
        _ = SecItemDelete(baseQuery(account) as CFDictionary)
    }
}
