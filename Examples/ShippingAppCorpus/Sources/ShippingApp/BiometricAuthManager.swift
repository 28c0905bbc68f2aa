//
//  BiometricAuthManager.swift
//  Vault
//
//  Completion-handler style, as apps written before async/await still ship it.
//

import Foundation
import LocalAuthentication
import os

enum BiometryKind {
    case none
    case touchID
    case faceID
    case opticID
}

enum BiometricAuthError: LocalizedError, Equatable {
    case notAvailable
    case notEnrolled
    case lockedOut
    case passcodeNotSet
    case userCancelled
    case userFallback
    case systemCancelled
    case failed
    case unknown(Int)

    init(_ error: Error?) {
        guard let laError = error as? LAError else {
            self = .unknown((error as NSError?)?.code ?? 0)
            return
        }
        switch laError.code {
        case .biometryNotAvailable, .touchIDNotAvailable:
            self = .notAvailable
        case .biometryNotEnrolled:
            self = .notEnrolled
        case .biometryLockout:
            self = .lockedOut
        case .passcodeNotSet:
            self = .passcodeNotSet
        case .userCancel, .appCancel:
            self = .userCancelled
        case .userFallback:
            self = .userFallback
        case .systemCancel:
            self = .systemCancelled
        case .authenticationFailed:
            self = .failed
        default:
            self = .unknown(laError.errorCode)
        }
    }

    var errorDescription: String? {
        switch self {
        case .notAvailable: return "Biometric authentication is not available on this device."
        case .notEnrolled: return "Set up Face ID or Touch ID in Settings to unlock with biometrics."
        case .lockedOut: return "Biometrics are locked. Enter your device passcode to re-enable them."
        case .passcodeNotSet: return "Set a device passcode to use biometric unlock."
        case .userCancelled: return nil
        case .userFallback: return nil
        case .systemCancelled: return nil
        case .failed: return "We couldn't verify your identity."
        case .unknown(let code): return "Authentication error (\(code))."
        }
    }
}

final class BiometricAuthManager {
    static let shared = BiometricAuthManager()

    private let logger = Logger(subsystem: "com.example.vault", category: "BiometricAuth")

    var biometryKind: BiometryKind {
        let context = LAContext()
        var error: NSError?
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        switch context.biometryType {
        case .faceID: return .faceID
        case .touchID: return .touchID
        case .opticID: return .opticID
        case .none: return .none
        @unknown default: return .none
        }
    }

    /// Why biometrics can't be offered right now, or nil when they can.
    func availabilityError() -> BiometricAuthError? {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            return nil
        }
        logger.notice("canEvaluatePolicy failed: \(error?.code ?? 0, privacy: .public)")
        return BiometricAuthError(error)
    }

    func authenticate(reason: String, completion: @escaping (Result<Void, BiometricAuthError>) -> Void) {
        let context = LAContext()
        context.localizedCancelTitle = "Not Now"
        context.localizedFallbackTitle = "Use Passcode"
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            let authError = BiometricAuthError(error)
            logger.error("Biometrics unavailable: \(String(describing: authError), privacy: .public)")
            DispatchQueue.main.async { completion(.failure(authError)) }
            return
        }
        context.evaluatePolicy(
            .deviceOwnerAuthenticationWithBiometrics, localizedReason: reason
        ) { [weak self] success, evaluateError in
            if success {
                self?.logger.info("Biometric unlock succeeded")
            } else {
                self?.logger.error("Biometric unlock failed: \(evaluateError?.localizedDescription ?? "nil")")
            }
            DispatchQueue.main.async {
                completion(success ? .success(()) : .failure(BiometricAuthError(evaluateError)))
            }
        }
    }

    /// Touch ID era check, kept for the settings screen.
    func isBiometryLockedOut() -> Bool {
        let context = LAContext()
        var error: NSError?
        context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        guard let code = error?.code else { return false }
        return code == Int(kLAErrorBiometryLockout) || code == LAError.touchIDLockout.rawValue
    }
}
