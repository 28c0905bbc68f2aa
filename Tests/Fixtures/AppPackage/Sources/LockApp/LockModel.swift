import Combine
import Foundation
import LocalAuthentication
import Security
import SwiftUI

/// The app's lock: locked at launch, unlocked by Face ID or Touch ID.
@MainActor
public final class LockModel: ObservableObject {
    /// Whether the lock screen shows.
    @Published public private(set) var locked = true

    /// A locked app.
    public init() {}

    /// Whether the device can use biometrics.
    public var canUseBiometrics: Bool {
        var error: NSError?
        return LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
    }

    /// Asks for Face ID or Touch ID; unlocks on success.
    public func unlockWithBiometrics() {
        LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { ok, _ in
            Task { @MainActor in if ok { self.locked = false } }
        }
    }

    /// Locks the app (the scene went to the background).
    public func lock() { locked = true }
}
