//
//  SessionLockManager.swift
//  Ledger
//
//  Relocks the app after it spent `timeout` in the background. UIKit's lifecycle notifications are all it listens
//  to (no SwiftUI scenePhase): the time it left is taken when it enters the background, checked when it comes back.
//

import UIKit

final class SessionLockManager {
    static let shared = SessionLockManager()

    private(set) var isLocked = false
    private(set) var relockCount = 0
    var timeout: TimeInterval = 5 * 60

    private var enteredBackgroundAt: Date?
    private var tokens: [NSObjectProtocol] = []

    func startObserving() {
        stopObserving()
        let center = NotificationCenter.default
        tokens.append(
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
                [weak self] _ in
                self?.enteredBackgroundAt = Date()
            })
        tokens.append(
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
                [weak self] _ in
                self?.relockIfTimedOut()
            })
    }

    func stopObserving() {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        tokens.removeAll()
    }

    func unlock() {
        isLocked = false
    }

    private func relockIfTimedOut() {
        guard let enteredBackgroundAt = enteredBackgroundAt else { return }
        self.enteredBackgroundAt = nil
        if Date().timeIntervalSince(enteredBackgroundAt) >= timeout {
            isLocked = true
            relockCount += 1
        }
    }
}
