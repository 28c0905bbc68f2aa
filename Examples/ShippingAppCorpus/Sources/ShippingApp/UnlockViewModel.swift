//
//  UnlockViewModel.swift
//  Vault
//
//  async/await style with ObservableObject, as SwiftUI-era apps write their lock screen.
//

import Combine
import Foundation
import LocalAuthentication
import OSLog

@MainActor
final class UnlockViewModel: ObservableObject {
    enum State: Equatable {
        case locked
        case unlocked
        case needsPasscode
        case error(String)
    }

    @Published private(set) var state: State = .locked
    @Published private(set) var failedAttempts = 0

    private let logger = Logger(subsystem: "com.example.vault", category: "Unlock")
    private let contextFactory: () -> LAContext

    init(contextFactory: @escaping () -> LAContext = { LAContext() }) {
        self.contextFactory = contextFactory
    }

    func lock() {
        state = .locked
    }

    func unlockWithBiometrics() async {
        let context = contextFactory()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            switch (error as? LAError)?.code {
            case .biometryLockout?, .passcodeNotSet?:
                state = .needsPasscode
            case .biometryNotEnrolled?, .biometryNotAvailable?:
                state = .needsPasscode
            default:
                state = .error(error?.localizedDescription ?? "Unknown error")
            }
            return
        }

        do {
            let success = try await context.evaluatePolicy(
                .deviceOwnerAuthenticationWithBiometrics,
                localizedReason: "Unlock your vault"
            )
            if success {
                let method = context.biometryType == .faceID ? "Face ID" : "Touch ID"
                logger.info("Unlocked with \(method, privacy: .public)")
                failedAttempts = 0
                state = .unlocked
            }
        } catch LAError.userCancel {
            logger.debug("User cancelled")
        } catch LAError.userFallback {
            state = .needsPasscode
        } catch let error as LAError where error.code == .biometryLockout {
            logger.warning("Locked out after \(self.failedAttempts) failures")
            state = .needsPasscode
        } catch let error as LAError {
            failedAttempts += 1
            logger.error("Evaluate failed: \(error.code.rawValue) \(error.localizedDescription, privacy: .private)")
            state = .error(error.localizedDescription)
        } catch {
            state = .error(error.localizedDescription)
        }
    }

    func unlockWithDevicePasscode() async -> Bool {
        let context = contextFactory()
        do {
            try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your vault")
            state = .unlocked
            return true
        } catch {
            logger.error("Passcode unlock failed: \(error.localizedDescription)")
            return false
        }
    }
}
