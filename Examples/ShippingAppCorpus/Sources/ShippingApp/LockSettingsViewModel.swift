//
//  LockSettingsViewModel.swift
//  Vault
//
//  The settings row for biometric unlock, refreshed with Combine whenever the app becomes active (the user may have
//  enrolled a face or removed the passcode in Settings meanwhile).
//

import Combine
import Foundation
import LocalAuthentication
import UIKit

final class LockSettingsViewModel: ObservableObject {
    @Published private(set) var biometryTitle = "Biometrics"
    @Published private(set) var isToggleEnabled = false
    @Published private(set) var footer: String?
    @Published var isBiometricUnlockOn: Bool {
        didSet { UserDefaults.standard.set(isBiometricUnlockOn, forKey: "biometricUnlock") }
    }

    private var cancellables = Set<AnyCancellable>()

    init() {
        isBiometricUnlockOn = UserDefaults.standard.bool(forKey: "biometricUnlock")
        refresh()
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.refresh() }
            .store(in: &cancellables)
    }

    func refresh() {
        let context = LAContext()
        var error: NSError?
        let canEvaluate = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        switch context.biometryType {
        case .faceID: biometryTitle = "Face ID"
        case .touchID: biometryTitle = "Touch ID"
        case .opticID: biometryTitle = "Optic ID"
        default: biometryTitle = "Biometrics"
        }
        isToggleEnabled = canEvaluate
        if let error = error {
            switch Int32(error.code) {
            case kLAErrorBiometryNotEnrolled:
                footer = "Set up \(biometryTitle) in Settings."
            case kLAErrorPasscodeNotSet:
                footer = "Set a passcode in Settings."
            case kLAErrorBiometryLockout:
                footer = "\(biometryTitle) is locked. Unlock your iPhone with your passcode."
            default:
                footer = error.localizedDescription
            }
            if isBiometricUnlockOn && error.code != LAError.biometryLockout.rawValue {
                isBiometricUnlockOn = false
            }
        } else {
            footer = nil
        }
    }
}
