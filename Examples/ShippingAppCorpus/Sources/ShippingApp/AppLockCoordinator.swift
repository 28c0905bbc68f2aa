//
//  AppLockCoordinator.swift
//  Vault
//
//  Decides when to lock from UIKit's lifecycle notifications (not SwiftUI's scenePhase), as many apps do: a privacy
//  cover while inactive, a lock after a grace period in the background, an immediate lock when the device locks.
//

import UIKit
import os

protocol AppLockCoordinatorDelegate: AnyObject {
    func appLockCoordinatorDidLock(_ coordinator: AppLockCoordinator)
    func appLockCoordinatorShouldPromptForUnlock(_ coordinator: AppLockCoordinator)
}

final class AppLockCoordinator {
    weak var delegate: AppLockCoordinatorDelegate?

    private(set) var isLocked = true
    private(set) var isPrivacyCoverVisible = false
    private(set) var backgroundedAt: Date?

    var gracePeriod: TimeInterval = 60
    var now: () -> Date = Date.init

    private var observers: [NSObjectProtocol] = []
    private let logger = Logger(subsystem: "com.example.vault", category: "AppLock")

    init() {
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(
                forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.isPrivacyCoverVisible = true
            })
        observers.append(
            center.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.appDidEnterBackground()
            })
        observers.append(
            center.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.appWillEnterForeground()
            })
        observers.append(
            center.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.appDidBecomeActive()
            })
        observers.append(
            center.addObserver(
                forName: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.lock(reason: "device locked")
            })
    }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    func didUnlock() {
        isLocked = false
        logger.info("Unlocked")
    }

    private func appDidEnterBackground() {
        backgroundedAt = now()
        logger.debug("Entered background at \(self.backgroundedAt?.timeIntervalSince1970 ?? 0)")
    }

    private func appWillEnterForeground() {
        guard let backgroundedAt = backgroundedAt else { return }
        let elapsed = now().timeIntervalSince(backgroundedAt)
        if elapsed >= gracePeriod {
            lock(reason: "background for \(Int(elapsed)) s")
        }
        self.backgroundedAt = nil
    }

    private func appDidBecomeActive() {
        isPrivacyCoverVisible = false
        if isLocked, UIApplication.shared.applicationState == .active {
            delegate?.appLockCoordinatorShouldPromptForUnlock(self)
        }
    }

    private func lock(reason: String) {
        guard !isLocked else { return }
        isLocked = true
        logger.notice("Locked: \(reason, privacy: .public)")
        delegate?.appLockCoordinatorDidLock(self)
    }
}
