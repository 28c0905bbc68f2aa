import LockCore
import LockFlows

/// A call the session model asks its owner to make on the ``PasscodeService`` (which talks to the
/// `PasscodeAPI` and the secure store). The answer comes back as ``SessionEvent/serviceAnswered(_:_:)`` with
/// the same value, so the model knows what it was for.
public enum ServiceCall: Sendable, Hashable {
    /// Check a typed passcode against the cached verifier, for the screen that asked.
    case verifyPasscode(String, for: PasscodeCheckOrigin)
    /// First-time set.
    case setPasscode(String)
    /// Change, proving the current passcode.
    case changePasscode(current: String, new: String)
    /// Email a passcode reset code.
    case requestPasscodeReset
    /// Reset with the emailed code.
    case resetPasscode(code: String, newPasscode: String)
    /// Store a new timeout, with the passcode typed for it as proof (``LockPolicy/sendsPasscodeProof``).
    case updateTimeout(Int, proof: String?)
    /// The seed's `removePasscode()`, for the screen that asked, with the passcode it collected as proof
    /// (``LockPolicy/sendsPasscodeProof``).
    case removePasscode(for: RemovalOrigin, proof: String?)
    /// Delete the cached verifier (attempt limit reached).
    case wipeVerifier
    /// Turn biometric unlock on or off.
    case setBiometric(Bool)
    /// Logout: the seed's `clearLocalData()`.
    case clearLocalData
    /// Login: fetch `/api/auth/me` and sync.
    case refreshFromServer
    /// Cold launch after a force quit: reload the cached state (and the persisted attempt state).
    case loadLocalState
    /// Re-read the sensor's capability (enrollment-change detection).
    case checkBiometric

    /// The passcode endpoint the call's answer comes from, if it reaches the API (`api-latency` holds it back).
    public var endpoint: APIEndpoint? {
        switch self {
        case .setPasscode: return PasscodeRoutes.setPasscode.endpoint
        case .changePasscode: return PasscodeRoutes.changePasscode.endpoint
        case .requestPasscodeReset: return PasscodeRoutes.resetPasscodeRequest.endpoint
        case .resetPasscode: return PasscodeRoutes.resetPasscode.endpoint
        case .updateTimeout: return PasscodeRoutes.passcodeTimeout.endpoint
        case .removePasscode: return PasscodeRoutes.removePasscode.endpoint
        case .refreshFromServer: return PasscodeRoutes.me.endpoint
        case .verifyPasscode, .wipeVerifier, .setBiometric, .clearLocalData, .loadLocalState,
            .checkBiometric:
            return nil
        }
    }

    /// The screen that asked for a passcode check.
    public enum PasscodeCheckOrigin: Sendable, Hashable {
        case lockScreen, setPasscode, disableSheet
    }

    /// Why the passcode is being removed.
    public enum RemovalOrigin: Sendable, Hashable {
        /// The disable sheet in settings.
        case disableSheet
        /// Stage 04's "Forgot Passcode?" → Logout.
        case forgotPasscodeLogout
    }
}

/// The answer to a ``ServiceCall``.
public struct ServiceAnswer: Sendable, Hashable {
    /// The error text, when the call failed.
    public var error: String?
    /// For ``ServiceCall/verifyPasscode(_:for:)``: whether the passcode matched.
    public var matched = false
    /// The account as the service sees it after the call.
    public var account: AccountState
    /// For ``ServiceCall/loadLocalState``: the persisted passcode attempt state.
    public var attempts: PasscodeAttemptState?

    /// An answer.
    public init(
        error: String? = nil, matched: Bool = false, account: AccountState, attempts: PasscodeAttemptState? = nil
    ) {
        self.error = error
        self.matched = matched
        self.account = account
        self.attempts = attempts
    }
}
