import AppHarness
import Harness
import SimulatedPhone
import SwiftUI
import Testing
import UIKit

@testable import ShippingApp

extension CorpusTests {
    /// SessionLockManager.swift under AppHost: the app has no scene-phase code, so the relock comes from the UIKit
    /// notifications the host posts (`didEnterBackground`, `willEnterForeground`) and `Date()` on its timeline.
    @MainActor struct SessionLockManagerTests {
        /// The app as its `@main` type builds it: the shared lock manager observing UIKit, five minutes' timeout.
        @MainActor final class SessionLockApp: HostedApp {
            nonisolated static let declaration = AppDeclaration(capabilities: [.ios], steps: [], fields: ["locked"])

            func launch() throws {
                SessionLockManager.shared.unlock()
                SessionLockManager.shared.timeout = 5 * 60
                SessionLockManager.shared.startObserving()
            }

            func terminate() { SessionLockManager.shared.stopObserving() }

            /// The app has no `.onChange(of: scenePhase)`: only UIKit's notifications reach it.
            func scenePhaseChanged(to phase: SwiftUI.ScenePhase) {}

            func apply(_ input: SessionInput) throws { throw AppUnderTestError.unsupported(input) }

            func snapshot(into snapshot: inout SessionSnapshot, running: Bool) async {
                snapshot.locked = running && SessionLockManager.shared.isLocked
            }
        }

        static func host() throws -> AppHost<SessionLockApp> {
            CorpusTests.fresh()
            return try AppHost(SessionLockApp(), configuration: SessionConfiguration())
        }

        @Test func relocksAfterTheTimeoutInTheBackgroundOnTheNotificationsAlone() async throws {
            let host = try Self.host()
            defer { SessionLockManager.shared.stopObserving() }
            let relocks = SessionLockManager.shared.relockCount
            try await host.apply(.launch)
            try await host.apply(.background)
            try await host.apply(.advance(.seconds(4 * 60 + 59)))
            try await host.apply(.foreground)
            #expect(await host.snapshot().locked == false, "4 min 59 s away: under the timeout")
            try await host.apply(.background)
            try await host.apply(.advance(.seconds(5 * 60)))
            #expect(SessionLockManager.shared.isLocked == false, "nothing runs until the app comes back")
            try await host.apply(.foreground)
            #expect(await host.snapshot().locked == true)
            #expect(SessionLockManager.shared.relockCount == relocks + 1)
            #expect(UIApplication.shared.applicationState == .active)
        }

        @Test func aDeviceSleepInTheBackgroundCountsAsTimeAway() async throws {
            let host = try Self.host()
            defer { SessionLockManager.shared.stopObserving() }
            try await host.apply(.launch)
            try await host.apply(.background)
            try await host.apply(.deviceSleep(.seconds(5 * 60)))
            try await host.apply(.foreground)
            #expect(await host.snapshot().locked == true, "Date() runs on while the device sleeps")
        }
    }
}
