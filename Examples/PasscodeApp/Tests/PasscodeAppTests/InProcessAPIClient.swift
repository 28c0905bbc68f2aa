import LockFlows
import PasscodeApp

/// The app's ``APIClient`` answered by LockFlows' in-process backend (the reference server's rules, no HTTP): a
/// test double living in the test target.
struct InProcessAPIClient: APIClient {
    let backend: InProcessPasscodeBackend

    func setPasscode(_ passcode: String) async throws {
        _ = try await backend.setPasscode(SetPasscodeRequest(passcode: passcode))
    }

    func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        let response = try await backend.verifyPasscode(VerifyPasscodeRequest(passcode: passcode))
        return VerifyPasscodeResult(
            valid: response.valid, passcodeHash: response.passcodeHash, passcodeSalt: response.passcodeSalt)
    }

    func removePasscode(currentPasscode: String?) async throws {
        _ = try await backend.removePasscode(RemovePasscodeRequest(currentPasscode: currentPasscode))
    }

    func me() async throws -> MeResponse {
        let state = try await backend.currentUser()
        return MeResponse(
            hasPasscode: state.hasPasscode, passcodeEnabled: state.passcodeEnabled,
            passcodeTimeoutMinutes: state.passcodeTimeoutMinutes)
    }
}
