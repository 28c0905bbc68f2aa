// App code as an iOS app writes it: only Apple's framework names are imported, nothing from LockHarness. This file
// imports Foundation and LocalAuthentication but not Security, as many shipping files do: on Apple's SDK the keychain
// calls below are visible all the same (Foundation exports Security), and they must be here too.
import Foundation
import LocalAuthentication

/// The shape apps give `LAContext` so that their tests can substitute it (NSErrorPointer, as Xcode shows it).
protocol LAContextProtocol {
    var biometryType: LABiometryType { get }
    func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool
}

extension LAContext: LAContextProtocol {}

/// Why biometric unlock cannot be offered, as the settings screen words it.
enum BiometricUnavailability: Equatable {
    case passcodeNotSet
    case notEnrolled
    case lockedOut
    case notAvailable
    case other(Int)
}

/// An error enum with a `CFError?` payload, deriving `Equatable` as on Apple's SDK.
enum VaultKeyError: Error, Equatable {
    case accessControl(CFError?)
    case keychain(OSStatus)
}

final class BiometricGate {
    private let makeContext: () -> LAContextProtocol

    init(makeContext: @escaping () -> LAContextProtocol = { LAContext() }) {
        self.makeContext = makeContext
    }

    /// The most common pattern: `canEvaluatePolicy`, then a switch over `(error as? LAError)?.code`.
    func unavailability() -> BiometricUnavailability? {
        let context = makeContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            switch (error as? LAError)?.code {
            case .passcodeNotSet:
                return .passcodeNotSet
            case .biometryNotEnrolled:
                return .notEnrolled
            case .biometryLockout:
                return .lockedOut
            case .biometryNotAvailable:
                return .notAvailable
            default:
                return .other(error?.code ?? 0)
            }
        }
        return nil
    }

    /// The older pattern: the NSError's code against the `kLAError…` constants.
    func unavailabilityByConstant() -> BiometricUnavailability? {
        var error: NSError?
        if makeContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) { return nil }
        guard let error = error, error.domain == LAErrorDomain else { return .other(0) }
        switch Int32(error.code) {
        case kLAErrorPasscodeNotSet: return .passcodeNotSet
        case kLAErrorBiometryNotEnrolled, kLAErrorTouchIDNotEnrolled: return .notEnrolled
        case kLAErrorBiometryLockout: return .lockedOut
        case kLAErrorBiometryNotAvailable: return .notAvailable
        default: return .other(error.code)
        }
    }

    /// Deprecated names in an `if` chain, as code from the Touch ID years reads.
    func isLockedOut() -> Bool {
        let context = LAContext()
        var error: NSError?
        context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil)
        context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        if let laError = error as? LAError, laError.code == .touchIDLockout || laError.code == LAError.biometryLockout {
            return true
        }
        return false
    }

    /// A biometry-protected key, saved the way many wrappers save: delete with the add dictionary, then add.
    func saveVaultKey(_ key: Data, account: String) -> VaultKeyError? {
        var cfError: Unmanaged<CFError>?
        guard
            let access = SecAccessControlCreateWithFlags(
                kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .biometryAny, &cfError)
        else { return .accessControl(cfError?.takeRetainedValue()) }
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.example.gate",
            kSecAttrAccount as String: account,
            kSecAttrAccessControl as String: access,
            kSecValueData as String: key,
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        return status == errSecSuccess ? nil : .keychain(status)
    }

    /// Reads the key, prompting; the statuses apps tell apart.
    func readVaultKey(account: String) -> (status: OSStatus, key: Data?) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.example.gate",
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecUseOperationPrompt as String: "Unlock your vault",
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        return (status, item as? Data)
    }
}
