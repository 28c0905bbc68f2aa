import AppHarness
import AppHarnessTesting
import Foundation
import Harness
import LockCore
import PasscodeAppHarness
import SimulatedPhone
import Testing
import UIKit

/// What the example app's process sees from ``AppHost`` beyond its scene handler: UIKit's notifications in the order
/// iOS posts them (each with `applicationState` as an observer reads it then), and `sleep` and `reboot` as host
/// steps on the phone's clocks. One serialized suite: the phone, the timeline and `UIApplication.shared` are
/// process-wide.
@Suite(.serialized, .processWideAppState)
@MainActor
struct AppHostLifecycleTests {
    /// Every UIKit notification an observer on `NotificationCenter.default` (`queue: .main`, the app idiom) saw, as
    /// "name state".
    final class Recorder: @unchecked Sendable {
        static let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willTerminateNotification, "willTerminate"),
            (UIApplication.protectedDataWillBecomeUnavailableNotification, "protectedDataWillBecomeUnavailable"),
            (UIApplication.protectedDataDidBecomeAvailableNotification, "protectedDataDidBecomeAvailable"),
        ]
        private let lock = NSLock()
        private var entries: [String] = []
        private var observers: [any NSObjectProtocol] = []

        init() {
            observers = Self.names.map { name, short in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [self] _ in
                    let state = MainActor.assumeIsolated { UIApplication.shared.applicationState }
                    lock.withLock { entries.append("\(short) \(Self.name(of: state))") }
                }
            }
        }

        /// What was posted since the last call.
        func take() -> [String] {
            lock.withLock {
                defer { entries = [] }
                return entries
            }
        }

        func stop() { observers.forEach { NotificationCenter.default.removeObserver($0) } }

        static func name(of state: UIApplication.State) -> String {
            switch state {
            case .active: "active"
            case .inactive: "inactive"
            case .background: "background"
            }
        }
    }

    /// The example app on a fresh phone: passcode 482916, Face ID on or off, a 15-minute timeout.
    static func host(faceID: Bool) async throws -> AppHost<PasscodeAppAdapter> {
        try await PasscodeAppAdapter.make(SessionConfiguration(biometricEnabled: faceID))
    }

    @Test func notificationsFollowLaunchBackgroundForegroundAndTheFaceIDSheetInIOSOrder() async throws {
        let host = try await Self.host(faceID: true)
        let recorder = Recorder()
        defer { recorder.stop() }
        try await host.apply(.launch)
        #expect(recorder.take() == ["didFinishLaunching inactive", "didBecomeActive active"])
        try await host.apply(.background)
        #expect(recorder.take() == ["willResignActive active", "didEnterBackground background"])
        try await host.apply(.advance(.seconds(16 * 60)))
        #expect(recorder.take().isEmpty)
        // Back after the timeout: the app locks and asks Face ID, whose sheet makes the app inactive.
        try await host.apply(.foreground)
        #expect(
            recorder.take() == [
                "willEnterForeground background", "didBecomeActive active", "willResignActive active",
            ])
        #expect(host.phone.state.heldPrompt != nil)
        #expect(UIApplication.shared.applicationState == .inactive)
        try await host.apply(.advance(.seconds(2)))  // the face matches once the sensor's latency is over
        #expect(recorder.take() == ["didBecomeActive active"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(await host.snapshot().locked == false)
    }

    @Test func aProcessKilledInTheForegroundIsToldAndASuspendedOneIsNot() async throws {
        let host = try await Self.host(faceID: false)
        let recorder = Recorder()
        defer { recorder.stop() }
        try await host.apply(.launch)
        _ = recorder.take()
        try await host.apply(.terminate)
        #expect(recorder.take() == ["willResignActive active", "willTerminate inactive"])
        try await host.apply(.launch)
        try await host.apply(.background)
        _ = recorder.take()
        try await host.apply(.terminate)
        #expect(recorder.take().isEmpty, "a backgrounded app is suspended: killing it posts nothing")
        try await host.apply(.launch)
        _ = recorder.take()
        try await host.apply(.reboot(downtime: .seconds(30)))
        #expect(recorder.take() == ["willResignActive active", "willTerminate inactive"])
    }

    @Test func theProtectedDataNotificationsFollowThePhonesLockWhileTheAppRuns() async throws {
        let host = try await Self.host(faceID: false)
        let recorder = Recorder()
        defer { recorder.stop() }
        try await host.apply(.launch)
        _ = recorder.take()
        host.phone.update { $0.lock() }
        try await host.apply(.advance(.zero))
        #expect(recorder.take() == ["protectedDataWillBecomeUnavailable active"])
        #expect(!UIApplication.shared.isProtectedDataAvailable)
        host.phone.update { $0.unlock() }
        try await host.apply(.advance(.zero))
        #expect(recorder.take() == ["protectedDataDidBecomeAvailable active"])
        #expect(UIApplication.shared.isProtectedDataAvailable)
    }

    // Either side of the 15-minute timeout, off the boundary itself (the planted `>` for `>=` is the suites' to catch).
    @Test(arguments: [(Duration.seconds(14 * 60 + 59), false), (.seconds(15 * 60 + 1), true)])
    func aSleepIsAHostStepThatCountsOnTheWallClockAndNotOnTheSuspendingOne(
        sleep: Duration, locks: Bool
    ) async throws {
        let host = try await Self.host(faceID: false)
        try await host.apply(.launch)
        try await host.apply(.background)
        let before = host.phone.state.now
        try await host.apply(.deviceSleep(sleep))
        let after = host.phone.state.now
        #expect(after.continuous == before.continuous + sleep)
        #expect(after.wall == before.wall + sleep)
        #expect(after.suspending == before.suspending)
        try await host.apply(.foreground)
        let snapshot = await host.snapshot()
        #expect(snapshot.locked == locks, "the app measures time away with Date(), which a sleep moves")
    }

    @Test func aRebootEndsTheProcessCancelsItsPromptAndBootsAPhoneThatWaitsForItsFirstUnlock() async throws {
        let host = try await Self.host(faceID: true)
        try await host.apply(.launch)
        try await host.apply(.background)
        try await host.apply(.advance(.seconds(16 * 60)))
        try await host.apply(.foreground)
        #expect(host.phone.state.heldPrompt != nil, "the lock screen asks Face ID")
        let boot = host.phone.state.now.boot
        let wall = host.phone.state.now.wall
        try await host.apply(.reboot(downtime: .seconds(30)))
        let rebooted = host.phone.state
        #expect(rebooted.lastBiometricResult == .failed(.systemCancel))
        #expect(rebooted.heldPrompt == nil)
        #expect(rebooted.now.boot != boot)
        #expect(rebooted.now.wall == wall + .seconds(30))
        #expect(rebooted.isLocked)
        #expect(!rebooted.keychainDevice.allows(.afterFirstUnlock), "no unlock yet in this boot")
        #expect(await host.snapshot().screen == "not-running")
        #expect(host.pendingWork.isEmpty, "the process's scheduled work went with it")
        try await host.apply(.launch)
        #expect(host.phone.state.keychainDevice.allows(.afterFirstUnlock))
        #expect(host.phone.state.keychainDevice.allows(.whenUnlocked))
        let snapshot = await host.snapshot()
        #expect(snapshot.screen == "home", "a cold launch: the seed's app does not lock at launch")
        #expect(snapshot.phase == "active")
    }
}
