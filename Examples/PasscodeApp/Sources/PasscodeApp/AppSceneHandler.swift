import SwiftUI

/// What the app's `.onChange(of: scenePhase)` calls: remembers when the app left, locks on return when the
/// timeout has passed, and then offers Face ID / Touch ID.
@MainActor
public final class AppSceneHandler {
    private let service: PasscodeService
    /// The lock screen currently shown (a fresh one each time the app locks, as SwiftUI builds the view anew).
    public private(set) var lockScreen: PasscodeLockViewModel?

    /// A handler over `service`.
    public init(service: PasscodeService = .shared) {
        self.service = service
    }

    /// App launch: the server's passcode state (a cold launch does not lock).
    public func appDidLaunch() {
        Task { await service.refreshFromServer() }
    }

    /// `.onChange(of: scenePhase)`.
    public func scenePhaseChanged(to phase: ScenePhase) {
        switch phase {
        case .background:
            service.backgroundDate = Date()
        case .active:
            if service.shouldLockOnForeground(now: Date()) {
                // Seed 001: the lock view appears (and prompts, seed 000's onAppear) only when it was not already
                // showing; locking a locked app changes nothing on screen.
                let alreadyShowing = service.isLocked && lockScreen != nil
                service.lockApp()
                if !alreadyShowing {
                    let screen = PasscodeLockViewModel(service: service)
                    lockScreen = screen
                    if service.isBiometricEnabled { screen.authenticateWithBiometric() }
                }
            }
            service.backgroundDate = nil
        case .inactive:
            break
        @unknown default:
            break
        }
    }
}
