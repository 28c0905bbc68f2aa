// App code as an iOS app writes it: only Apple's framework names are imported, nothing from LockHarness.
// It must compile unchanged on Linux against the shims (and on iOS against the real frameworks).
import Foundation
import LocalAuthentication
import Security

enum VaultKeychain {
    static let service = "com.example.vault"

    private static func baseQuery(_ key: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
        ]
    }

    @discardableResult
    static func set(_ value: String, forKey key: String, requireBiometry: Bool = false) -> OSStatus {
        SecItemDelete(baseQuery(key) as CFDictionary)
        var query = baseQuery(key)
        query[kSecValueData as String] = value.data(using: .utf8)!
        if requireBiometry {
            var error: Unmanaged<CFError>?
            guard
                let access = SecAccessControlCreateWithFlags(
                    kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryCurrentSet, &error)
            else { return errSecParam }
            query[kSecAttrAccessControl as String] = access
        } else {
            query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        }
        return SecItemAdd(query as CFDictionary, nil)
    }

    static func get(forKey key: String, context: LAContext? = nil) -> String? {
        var query = baseQuery(key)
        query[kSecReturnData as String] = kCFBooleanTrue!
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        query[kSecUseOperationPrompt as String] = "Unlock your vault"
        if let context { query[kSecUseAuthenticationContext as String] = context }
        var dataTypeRef: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &dataTypeRef)
        guard status == errSecSuccess, let data = dataTypeRef as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    static func delete(forKey key: String) {
        SecItemDelete(baseQuery(key) as CFDictionary)
    }
}
