import LockFlows
import PasscodeApp

/// The app's ``APIClient`` answered by LockFlows' in-process backend (the reference server's rules, no HTTP): the
/// test double behind ``InProcessAPIProvider``.
public struct InProcessAPIClient: APIClient {
    /// The backend holding the case's account.
    public let backend: InProcessPasscodeBackend

    /// A client over `backend`.
    public init(backend: InProcessPasscodeBackend) {
        self.backend = backend
    }

    public func setPasscode(_ passcode: String) async throws {
        _ = try await backend.setPasscode(SetPasscodeRequest(passcode: passcode))
    }

    public func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        let response = try await backend.verifyPasscode(VerifyPasscodeRequest(passcode: passcode))
        return VerifyPasscodeResult(
            valid: response.valid, passcodeHash: response.passcodeHash, passcodeSalt: response.passcodeSalt)
    }

    public func removePasscode(currentPasscode: String?) async throws {
        _ = try await backend.removePasscode(RemovePasscodeRequest(currentPasscode: currentPasscode))
    }

    public func me() async throws -> MeResponse {
        let state = try await backend.currentUser()
        return MeResponse(
            hasPasscode: state.hasPasscode, passcodeEnabled: state.passcodeEnabled,
            passcodeTimeoutMinutes: state.passcodeTimeoutMinutes)
    }
}
