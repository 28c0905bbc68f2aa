import Biometrics
import Harness
import LockCore
import Testing

/// Issue 46: the system's biometric prompt is modal on a phone, so the model refuses the app's screen steps while it
/// shows, as `AppHost` does for an app; a Linux reader's check runs beside the app's own PIN pad.
struct ModalSystemPromptTests {
    /// A hardened session (locked from launch) whose Face ID prompt is on screen: its attempt takes 10 s.
    static func promptShowing(on platform: DeviceProfile.Platform) async throws -> AppSession {
        var configuration = SessionConfiguration(
            policy: .cheapHardened, device: SimulatedBiometricDevice(biometryType: .faceID), biometricEnabled: true)
        configuration.platform = platform
        let session = try await AppSession(configuration)
        try await session.apply(.sensor(.latency(.seconds(10))))
        try await session.apply(.launch)
        return session
    }

    @Test(arguments: [DeviceProfile.Platform.ios, .ipados, .macos, .android])
    func aPINTypedUnderThePromptIsRefusedOnAPhone(platform: DeviceProfile.Platform) async throws {
        let session = try await Self.promptShowing(on: platform)
        #expect(await session.snapshot().prompt, "the prompt is on screen")
        await #expect(throws: SessionInputError.underSystemPrompt) { try await session.apply(.digit("4")) }
        await #expect(throws: SessionInputError.underSystemPrompt) { try await session.apply(.forgotPasscode) }
        let refused = await session.snapshot()
        #expect(refused.dots == 0 && refused.locked && refused.prompt, "nothing reached the pad beneath")
        // Once the prompt ends (the user cancels it), the pad takes the PIN.
        try await session.apply(.sensor(.queue([ScriptedAttempt(outcome: .userCancel)])))
        try await session.apply(.advance(.seconds(10)))
        #expect(await !session.snapshot().prompt)
        try await session.apply(.enterPIN("482916"))
        #expect(await !session.snapshot().locked)
    }

    @Test func aLinuxReadersCheckRunsBesideThePINPad() async throws {
        let session = try await Self.promptShowing(on: .linux)
        #expect(await session.snapshot().prompt)
        try await session.apply(.enterPIN("482916"))
        let unlocked = await session.snapshot()
        #expect(!unlocked.locked && !unlocked.prompt, "the PIN unlocks and ends the reader's check")
        #expect(unlocked.lastOutcome == "systemCancel")
    }

    @Test func timeAndSensorStepsAreNotScreenStepsAndGoOnUnderThePrompt() async throws {
        let session = try await Self.promptShowing(on: .ios)
        try await session.apply(.sensor(.matching(false)))
        try await session.apply(.advance(.seconds(1)))
        try await session.apply(.background)
        #expect(await !session.snapshot().prompt, "leaving for the background cancels the prompt")
    }
}
