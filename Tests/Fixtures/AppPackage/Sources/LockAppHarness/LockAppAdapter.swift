import AppHarness
import LockApp
import SwiftUI

/// The fixture app under the harness: a lock screen with a biometric button.
@MainActor
public final class LockAppAdapter: HostedApp {
    public nonisolated static let declaration = AppDeclaration(
        capabilities: [.ios, .biometrics], steps: ["tap-biometric"], fields: ["screen", "locked"])

    private var model: LockModel?

    /// An app that is not launched yet.
    public init() {}

    public func launch() throws { model = LockModel() }

    public func terminate() { model = nil }

    public func scenePhaseChanged(to phase: SwiftUI.ScenePhase) {
        if phase == .background { model?.lock() }
    }

    public func apply(_ input: SessionInput) throws {
        guard let model, model.locked else { throw AppUnderTestError.refused("the lock screen is not showing") }
        switch input {
        case .tapBiometric: model.unlockWithBiometrics()
        default: throw AppUnderTestError.unsupported(input)
        }
    }

    public func snapshot(into snapshot: inout SessionSnapshot, running: Bool) async {
        guard running, let model else { return }
        snapshot.locked = model.locked
        snapshot.screen = model.locked ? "lock" : "home"
    }
}
