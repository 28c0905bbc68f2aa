import Foundation
import OSLog
import SimulatedPhone
import Testing
import UIKit

@testable import ShippingApp

extension CorpusTests {
    /// AppLockCoordinator.swift: UIKit's lifecycle notifications decide the lock; Logger records why.
    @MainActor struct AppLockCoordinatorTests {
        final class Delegate: AppLockCoordinatorDelegate {
            var locks = 0
            var prompts = 0
            func appLockCoordinatorDidLock(_ coordinator: AppLockCoordinator) { locks += 1 }
            func appLockCoordinatorShouldPromptForUnlock(_ coordinator: AppLockCoordinator) { prompts += 1 }
        }

        /// A coordinator, unlocked, on a clock the test moves.
        static func unlockedCoordinator(_ clock: Clock) -> (AppLockCoordinator, Delegate) {
            let coordinator = AppLockCoordinator()
            let delegate = Delegate()
            coordinator.delegate = delegate
            coordinator.gracePeriod = 60
            coordinator.now = { clock.now }
            coordinator.didUnlock()
            return (coordinator, delegate)
        }

        final class Clock {
            var now = Date(timeIntervalSince1970: 1_700_000_000)
        }

        @Test func shortTripToTheBackgroundKeepsTheAppUnlocked() async {
            CorpusTests.fresh()
            UIApplication.shared.simulateReset()
            let clock = Clock()
            let (coordinator, delegate) = Self.unlockedCoordinator(clock)
            await UIApplication.shared.simulateTransition(to: .inactive)
            #expect(coordinator.isPrivacyCoverVisible)
            await UIApplication.shared.simulateTransition(to: .background)
            clock.now += 59
            await UIApplication.shared.simulateTransition(to: .active)
            #expect(!coordinator.isLocked)
            #expect(!coordinator.isPrivacyCoverVisible)
            #expect(delegate.locks == 0 && delegate.prompts == 0)
        }

        @Test func graceElapsedLocksAndPromptsOnceActive() async {
            CorpusTests.fresh()
            UIApplication.shared.simulateReset()
            let clock = Clock()
            let (coordinator, delegate) = Self.unlockedCoordinator(clock)
            await UIApplication.shared.simulateTransition(to: .background)
            clock.now += 60
            await UIApplication.shared.simulateTransition(to: .active)
            #expect(coordinator.isLocked)
            #expect(delegate.locks == 1 && delegate.prompts == 1)
            let notices = SimulatedLogStore.drain().filter { $0.level == .default }
            #expect(notices.map(\.message) == ["Locked: background for 60 s"])
        }

        @Test func deviceLockLocksAtOnce() async {
            CorpusTests.fresh()
            UIApplication.shared.simulateReset()
            let (coordinator, delegate) = Self.unlockedCoordinator(Clock())
            await UIApplication.shared.simulateProtectedData(available: false)
            #expect(coordinator.isLocked)
            #expect(delegate.locks == 1)
            await UIApplication.shared.simulateProtectedData(available: true)
        }
    }

    /// LockSettingsViewModel.swift: Combine's `publisher(for: UIApplication.didBecomeActiveNotification)`.
    @MainActor struct LockSettingsViewModelTests {
        @Test func returningFromSettingsRefreshesTheRow() async {
            CorpusTests.fresh { $0.biometrics.setEnrolled(false) }
            UIApplication.shared.simulateReset()
            let model = LockSettingsViewModel()
            #expect(!model.isToggleEnabled)
            #expect(model.footer == "Set up Face ID in Settings.")
            SimulatedPhone.current.update { $0.biometrics.setEnrolled(true) }
            await UIApplication.shared.simulateTransition(to: .background)
            await UIApplication.shared.simulateTransition(to: .active)
            #expect(model.isToggleEnabled)
            #expect(model.footer == nil)
            #expect(model.biometryTitle == "Face ID")
        }

        @Test func lockoutAndMissingPasscodeExplainThemselves() async {
            CorpusTests.fresh { $0.biometrics.lockOut(at: $0.now) }
            #expect(LockSettingsViewModel().footer == "Face ID is locked. Unlock your iPhone with your passcode.")
            CorpusTests.fresh { $0.setPasscode(false) }
            #expect(LockSettingsViewModel().footer == "Set a passcode in Settings.")
        }
    }
}
