//
//  BiometricSecretStore.swift
//  Vault
//
//  Reads a biometry-protected secret with an already-evaluated LAContext (one prompt for both), and tells the
//  keychain's statuses apart, including the LocalAuthentication codes some code paths compare against.
//

import Foundation
import LocalAuthentication
import os

final class BiometricSecretStore {
    enum ReadResult: Equatable {
        case secret(String)
        case cancelled
        case lockedOut
        case fallback
        case failed(OSStatus)
        case missing
    }

    private let keychain: KeychainStore
    private let log = OSLog(subsystem: "com.example.vault", category: "SecretStore")

    init(keychain: KeychainStore = .shared) {
        self.keychain = keychain
    }

    func store(_ secret: String, key: String) -> Bool {
        do {
            try keychain.save(Data(secret.utf8), for: key, protection: .biometry)
            return true
        } catch {
            os_log("store failed: %{public}@", log: log, type: .error, String(describing: error))
            return false
        }
    }

    func read(key: String, context: LAContext? = nil) -> ReadResult {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: keychain.service,
            kSecAttrAccount as String: key,
            kSecReturnData as String: true,
            kSecUseOperationPrompt as String: "Read your recovery phrase",
        ]
        if let context = context {
            query[kSecUseAuthenticationContext as String] = context
        }
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess:
            guard let data = item as? Data, let secret = String(data: data, encoding: .utf8) else {
                return .failed(status)
            }
            return .secret(secret)
        case errSecUserCanceled, OSStatus(kLAErrorUserCancel):
            return .cancelled
        case OSStatus(kLAErrorBiometryLockout):
            return .lockedOut
        case OSStatus(kLAErrorUserFallback):
            return .fallback
        case errSecItemNotFound:
            return .missing
        default:
            os_log("read failed with status %d", log: log, type: .error, status)
            return .failed(status)
        }
    }

    /// One prompt: evaluate first (so the fallback button is the app's), then read with the evaluated context.
    func readAfterEvaluating(key: String, completion: @escaping (ReadResult) -> Void) {
        let context = LAContext()
        context.localizedFallbackTitle = "Enter App PIN"
        let reason = "Unlock your phrase"
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { ok, error in
            guard ok else {
                switch (error as? LAError)?.code {
                case .userFallback?: completion(.fallback)
                case .biometryLockout?: completion(.lockedOut)
                case .userCancel?, .systemCancel?, .appCancel?: completion(.cancelled)
                default: completion(.failed(errSecAuthFailed))
                }
                return
            }
            completion(self.read(key: key, context: context))
        }
    }
}
