import CryptoKit
import Foundation
import LocalAuthentication
import OSLog
import Security
import SwiftUI
import UIKit

/// App code as an iOS team writes it: the keychain, a logger, a hash, the app's state and a scene phase.
public enum TokenStore {
    private static let logger = Logger(subsystem: "com.example.lock", category: "tokens")

    /// Saves `token` in the keychain under its SHA-256 and logs it; returns the keychain's status.
    public static func save(_ token: String) -> OSStatus {
        let digest = SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "lock",
            kSecAttrAccount as String: digest, kSecValueData as String: Data(token.utf8),
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        logger.info("saved a token: \(status)")
        return status
    }

    /// Whether the app is active (UIKit's state) and the phase SwiftUI would report.
    @MainActor
    public static var phase: ScenePhase { UIApplication.shared.applicationState == .active ? .active : .background }

    /// Whether biometrics can unlock.
    public static var canUseBiometrics: Bool {
        var error: NSError?
        return LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
    }
}
