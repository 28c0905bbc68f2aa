import Combine
import Foundation
import Testing
import UIKit

/// UIKit's lifecycle notifications as app code observes them (NotificationCenter blocks, Combine, async sequences).
@MainActor @Suite(.serialized) struct UIKitLifecycleTests {
    /// Records the lifecycle notifications posted while it lives, with the state seen when each arrived.
    @MainActor final class Recorder {
        var seen: [(name: String, state: UIApplication.State)] = []
        private var tokens: [any NSObjectProtocol] = []

        init(_ application: UIApplication) {
            let names = [
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                UIApplication.protectedDataWillBecomeUnavailableNotification,
                UIApplication.protectedDataDidBecomeAvailableNotification,
            ]
            for name in names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: application, queue: .main) {
                        [unowned self] note in
                        let name = note.name.rawValue
                        MainActor.assumeIsolated { self.seen.append((name, application.applicationState)) }
                    })
            }
        }

        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test func backgroundAndBackPostUIKitsSequenceInOrder() async {
        let application = UIApplication()
        let recorder = Recorder(application)
        await application.simulateTransition(to: .background)
        #expect(application.applicationState == .background)
        await application.simulateTransition(to: .active)
        recorder.stop()
        #expect(
            recorder.seen.map(\.name) == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(recorder.seen.map(\.state) == [.active, .background, .background, .active])
    }

    @Test func inactiveAndSameStateTransitions() async {
        let application = UIApplication()
        let recorder = Recorder(application)
        await application.simulateTransition(to: .active)
        await application.simulateTransition(to: .inactive)
        await application.simulateTransition(to: .active)
        recorder.stop()
        #expect(
            recorder.seen.map(\.name) == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidBecomeActiveNotification",
            ])
    }

    @Test func protectedDataNotificationsFollowTheDeviceLock() async {
        let application = UIApplication()
        let recorder = Recorder(application)
        await application.simulateProtectedData(available: false)
        #expect(!application.isProtectedDataAvailable)
        await application.simulateProtectedData(available: false)
        await application.simulateProtectedData(available: true)
        recorder.stop()
        #expect(
            recorder.seen.map(\.name) == [
                "UIApplicationProtectedDataWillBecomeUnavailable", "UIApplicationProtectedDataDidBecomeAvailable",
            ])
    }

    @Test func combinePublisherDeliversUntilCancelled() async {
        let application = UIApplication()
        var count = 0
        let subscription = NotificationCenter.default.publisher(
            for: UIApplication.didEnterBackgroundNotification, object: application
        ).sink { _ in count += 1 }
        await application.simulateTransition(to: .background)
        await application.simulateTransition(to: .active)
        subscription.cancel()
        await application.simulateTransition(to: .background)
        #expect(count == 1)
    }

    @Test func asyncSequenceDeliversInOrder() async {
        let application = UIApplication()
        let notifications = NotificationCenter.default.notifications(
            named: UIApplication.willEnterForegroundNotification, object: application)
        await application.simulateTransition(to: .background)
        await application.simulateTransition(to: .active)
        var iterator = notifications.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.name == UIApplication.willEnterForegroundNotification)
    }
}
