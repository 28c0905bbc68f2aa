// App code as an iOS app writes it (the seeds' PasscodeService / PasscodeLockViewModel shape): only Apple's
// framework names are imported.
import Combine
import CryptoKit
import Foundation
import LocalAuthentication
import SwiftUI

enum VaultBiometricType {
    case none, touchID, faceID
}

@MainActor
final class VaultLockViewModel: ObservableObject {
    @Published var isLocked = true
    @Published var biometricType: VaultBiometricType = .none
    @Published var errorMessage: String?
    @Published var shakeCount = 0
    @Published var enrollmentChanged = false

    private var backgroundTime: Date?
    private var knownDomainState: Data?

    func checkBiometricAvailability() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            biometricType = .none
            return
        }
        switch context.biometryType {
        case .faceID: biometricType = .faceID
        case .touchID: biometricType = .touchID
        default: biometricType = .none
        }
        if let state = context.evaluatedPolicyDomainState {
            if let known = knownDomainState, known != state { enrollmentChanged = true }
            knownDomainState = state
        }
    }

    func authenticateWithBiometric() async {
        let context = LAContext()
        context.localizedFallbackTitle = "Enter Passcode"
        do {
            let success = try await context.evaluatePolicy(
                .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock Vault")
            if success {
                isLocked = false
                errorMessage = nil
            }
        } catch let error as LAError {
            switch error.code {
            case .userCancel, .appCancel, .systemCancel:
                break
            default:
                errorMessage = error.localizedDescription
                withAnimation { shakeCount += 1 }
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func hashPasscode(_ passcode: String, salt: String) -> String {
        let data = Data((passcode + salt).utf8)
        let hash = SHA256.hash(data: data)
        return hash.compactMap { String(format: "%02x", $0) }.joined()
    }

    func handleScenePhaseChange(_ newPhase: ScenePhase, now: Date = Date()) {
        switch newPhase {
        case .background:
            backgroundTime = now
        case .active:
            if let backgroundTime, now.timeIntervalSince(backgroundTime) > 5 { isLocked = true }
            backgroundTime = nil
        case .inactive:
            break
        @unknown default:
            break
        }
    }
}
