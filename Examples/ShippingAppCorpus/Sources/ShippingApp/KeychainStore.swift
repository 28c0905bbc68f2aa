//
//  KeychainStore.swift
//  Vault
//
//  A keychain wrapper as shipping apps write it: an OSStatus error enum, delete-then-add with one dictionary,
//  biometry-protected items read with a prompt. It imports only Foundation, as many such files do: Apple's
//  Foundation makes the Security API visible.
//

import Foundation

enum KeychainError: Error, Equatable {
    case itemNotFound
    case duplicateItem
    case userCanceled
    case authenticationFailed
    case interactionNotAllowed
    case invalidData
    case accessControl(CFError?)
    case unhandled(OSStatus)

    init(status: OSStatus) {
        switch status {
        case errSecItemNotFound: self = .itemNotFound
        case errSecDuplicateItem: self = .duplicateItem
        case errSecUserCanceled: self = .userCanceled
        case errSecAuthFailed: self = .authenticationFailed
        case errSecInteractionNotAllowed: self = .interactionNotAllowed
        default: self = .unhandled(status)
        }
    }

    var message: String {
        switch self {
        case .unhandled(let status):
            return SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)"
        default:
            return String(describing: self)
        }
    }
}

final class KeychainStore {
    enum Protection {
        case none
        case biometry
        case userPresence
    }

    static let shared = KeychainStore(service: "com.example.vault")

    let service: String

    init(service: String) {
        self.service = service
    }

    private func query(for key: String) -> [String: Any] {
        return [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
        ]
    }

    func save(_ data: Data, for key: String, protection: Protection = .none) throws {
        var query = self.query(for: key)
        query[kSecValueData as String] = data
        switch protection {
        case .none:
            query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        case .biometry, .userPresence:
            var error: Unmanaged<CFError>?
            let flags: SecAccessControlCreateFlags = protection == .biometry ? .biometryCurrentSet : .userPresence
            guard
                let access = SecAccessControlCreateWithFlags(
                    kCFAllocatorDefault,
                    kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
                    flags,
                    &error
                )
            else {
                throw KeychainError.accessControl(error?.takeRetainedValue())
            }
            query[kSecAttrAccessControl as String] = access
        }

        // Replace whatever is there: delete with the same dictionary, then add.
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            throw KeychainError(status: status)
        }
    }

    func save(_ string: String, for key: String) throws {
        guard let data = string.data(using: .utf8) else { throw KeychainError.invalidData }
        try save(data, for: key)
    }

    func data(for key: String, prompt: String? = nil) throws -> Data {
        var query = self.query(for: key)
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        if let prompt = prompt {
            query[kSecUseOperationPrompt as String] = prompt
        }
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess else {
            throw KeychainError(status: status)
        }
        guard let data = result as? Data else {
            throw KeychainError.invalidData
        }
        return data
    }

    func string(for key: String) -> String? {
        guard let data = try? data(for: key) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func update(_ data: Data, for key: String) throws {
        let attributes: [String: Any] = [kSecValueData as String: data]
        let status = SecItemUpdate(query(for: key) as CFDictionary, attributes as CFDictionary)
        if status == errSecItemNotFound {
            try save(data, for: key)
        } else if status != errSecSuccess {
            throw KeychainError(status: status)
        }
    }

    func delete(_ key: String) throws {
        let status = SecItemDelete(query(for: key) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError(status: status)
        }
    }

    func contains(_ key: String) -> Bool {
        var query = self.query(for: key)
        query[kSecUseAuthenticationUI as String] = kSecUseAuthenticationUIFail
        let status = SecItemCopyMatching(query as CFDictionary, nil)
        return status == errSecSuccess || status == errSecInteractionNotAllowed
    }
}
