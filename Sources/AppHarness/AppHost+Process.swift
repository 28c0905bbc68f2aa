#if os(Linux)
    import AppTimeline
    import Biometrics
    import Foundation
    import HarnessApps
    import HarnessSession
    import LockCore
    import SimulatedPhone
    import SwiftUI
    import UIKit

    extension AppHost {
        /// A cold launch: the app's objects are built, then UIKit posts `didFinishLaunching` and `didBecomeActive`.
        /// After a reboot the phone is locked; the user unlocks it before tapping the app's icon, so it is unlocked
        /// first (``unlockForLaunch()``).
        func launchProcess() throws {
            if phone.state.isLocked { unlockForLaunch() }
            (running, phase) = (true, .active)
            try settled {
                try app.launch()
                UIApplication.shared.postLaunch(protectedDataAvailable: !phone.state.isLocked)
            }
        }

        /// The process ends: a foreground app is told (`willResignActive` if active, then `willTerminate`) when
        /// `notifying`, its prompt goes away (`systemCancel`), its scheduled work is dropped, and the next `launch`
        /// builds the app anew.
        func endProcess(notifying: Bool) {
            if notifying, running { AppTimeline.shared.drive { UIApplication.shared.postTermination() } }
            _ = phone.cancelHeldPrompt(with: .systemCancel)
            resyncPhoneClock()
            earlierProcesses += AppTimeline.shared.now
            AppTimeline.shared.endCase()
            AppTimeline.shared.beginCase(wallClock: AppTimeline.shared.wallClock)
            if running { app.terminate() }
            (running, phase, inactiveForPrompt, held) = (false, .active, false, nil)
            resyncPhoneClock()
        }

        /// The device restarts, as the model's `reboot` does: the process ends (as `terminate`), the phone boots
        /// anew (a new boot id, its monotonic clocks at zero, the wall clock `downtime` later) and is locked, so
        /// `WhenUnlocked` and `AfterFirstUnlock` keychain items wait for the first unlock of this boot
        /// (``SimulatedPhone/KeychainDeviceState/unlockedSinceBoot``). The next `launch` is cold.
        func reboot(after downtime: Duration) {
            endProcess(notifying: true)
            phone.update { state in
                state.reboot(downtime: downtime)
                // The user unlocks the restarted device with its passcode before the app can run again: that ends a
                // biometric lockout (the model's rule too, SimulatedBiometricDevice.restartedAndUnlockedWithPasscode).
                state.biometrics.restartedAndUnlockedWithPasscode()
            }
            AppTimeline.shared.shiftWallClock(by: downtime)
            (phoneStart, earlierProcesses) = (phone.state.now.continuous.nanoseconds, .zero)
        }

        /// The user unlocks the phone (the first unlock of a boot) to open the app; after a reboot that unlock was
        /// made with the device passcode, which ended a biometric lockout at the reboot (``reboot(after:)``).
        func unlockForLaunch() {
            phone.update { state in
                state.isLocked = false
                state.lastUnlock = state.now
                state.lastUnlockWasBiometric = false
            }
        }

        /// Follows the phone's lock while the app runs: protected data becomes unavailable when it locks and
        /// available when it unlocks, with UIKit's notifications (run on the timeline).
        func followDeviceLock() throws {
            let available = !phone.state.isLocked
            guard running, UIApplication.shared.isProtectedDataAvailable != available else { return }
            try settled { UIApplication.shared.postProtectedData(available: available) }
        }
    }
#endif
