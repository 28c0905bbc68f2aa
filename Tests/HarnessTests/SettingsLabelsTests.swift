import Biometrics
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// With settings closed, a snapshot reports the labels settings would show if opened now (they are memoised per
/// account state, `SettingsTexts`): opening settings must not change them, whatever the biometry and the toggles.
struct SettingsLabelsTests {
    private static func labels(_ snapshot: SessionSnapshot) -> [String] {
        [
            snapshot.securityLabel, snapshot.passcodeToggleTitle, snapshot.passcodeToggleSubtitle,
            snapshot.biometricToggleTitle, snapshot.biometricToggleSubtitle,
        ]
    }

    @Test(arguments: [BiometryType.faceID, .touchID, .fingerprint, .none], [false, true])
    func closedSettingsReportTheLabelsOpenSettingsShow(biometry: BiometryType, biometricOn: Bool) async throws {
        let session = try await AppSession(
            SessionConfiguration(
                policy: .hardened, device: SimulatedBiometricDevice(biometryType: biometry),
                biometricEnabled: biometricOn && biometry != .none))
        if biometricOn && biometry != .none {
            // The launch's biometric prompt is modal: the user cancels it before typing the PIN.
            try await session.apply(.sensor(.queue([ScriptedAttempt(outcome: .userCancel)])))
        }
        try await session.apply(.launch)
        try await session.apply(.advance(.seconds(2)))
        try await session.apply(.enterPIN("482916"))
        for step: [SessionInput] in [[], [.sensor(.enrolled(false))], [.sensor(.hardware(.disconnected))]] {
            for input in step { try await session.apply(input) }
            let closed = Self.labels(await session.snapshot())
            try await session.apply(.openSettings)
            #expect(Self.labels(await session.snapshot()) == closed, "\(biometry) \(step)")
            try await session.apply(.closeSettings)
        }
    }
}
