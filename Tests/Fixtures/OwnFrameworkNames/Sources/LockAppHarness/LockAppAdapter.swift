import AppHarness
import LockApp
import SwiftUI

/// The app under the harness: the adapter compiles against the shim's SwiftUI while the package has its own.
@MainActor
public final class LockAppAdapter: HostedApp {
    public nonisolated static let declaration = AppDeclaration(capabilities: [.ios], steps: [], fields: ["screen"])
    private var launched = false

    /// An app that is not launched yet.
    public init() {}

    public func launch() throws { launched = true }
    public func terminate() { launched = false }
    public func scenePhaseChanged(to phase: SwiftUI.ScenePhase) {}
    public func apply(_ input: SessionInput) throws { throw AppUnderTestError.unsupported(input) }
    public func snapshot(into snapshot: inout SessionSnapshot, running: Bool) async {
        if running { snapshot.screen = "home" }
    }
}
