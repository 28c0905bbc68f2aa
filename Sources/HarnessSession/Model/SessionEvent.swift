import Biometrics
import LockFlows

/// An input to ``SessionModel``: something the user (or OS) did, or the answer to an effect the owner performed.
///
/// The two large answers are `indirect` (boxed), as are the large inputs (``SessionInput``): an event is then 25
/// bytes rather than 129, and a session moves every event and effect through its agenda.
public enum SessionEvent: Sendable {
    /// A step from a scenario, the REPL or the control surface.
    case input(SessionInput)
    /// The ``PasscodeService`` answered a call.
    indirect case serviceAnswered(ServiceCall, ServiceAnswer)
    /// The biometric prompt for `cycle` ended with `outcome`.
    case biometricAnswered(BiometricOutcome, cycle: Int)
    /// An attempt of the prompt for `cycle` did not end it: an unusable scan with `feedback` (Android's
    /// `onAuthenticationHelp`, libfprint's `FP_DEVICE_RETRY_*`), or, with `nil`, a no-match the prompt retries.
    case biometricAttempted(BiometricFeedback?, cycle: Int)
    /// A timer the model scheduled fired.
    case timerFired(ModelTimer)
    /// The password-reset API answered.
    indirect case passwordResetAnswered(PasswordResetAnswer)
    /// The mail outbox changed: every message delivered so far, oldest first.
    case mailDelivered([SessionEmail])
    /// A real reader's availability changed by itself (unplugged, plugged back): its capability now.
    case biometricAvailabilityChanged(BiometricCapability)
}

/// Timers the model schedules (the sensor's own timers belong to the owner).
public enum ModelTimer: Sendable, Hashable {
    /// The set/change flow's half-second return after a mismatch.
    case setPasscodeReturn
    /// The reset flow's half-second return after a mismatch.
    case resetPasscodeReturn
}

/// A call to seed 002's password-reset API, tagged with the screen's request number.
public enum PasswordResetCall: Sendable, Hashable {
    /// `POST /v1/auth/forgot-password`.
    case requestReset(email: String, request: Int)
    /// `POST /v1/auth/verify-reset-token`.
    case verifyToken(String, request: Int)
    /// `POST /v1/auth/reset-password`.
    case resetPassword(token: String, newPassword: String, request: Int)
    /// `POST /v1/auth/login`.
    case login(email: String, password: String)

    /// The endpoint this call goes to.
    public var endpoint: APIEndpoint {
        switch self {
        case .requestReset: return PasswordResetRoutes.forgotPassword.endpoint
        case .verifyToken: return PasswordResetRoutes.verifyResetToken.endpoint
        case .resetPassword: return PasswordResetRoutes.resetPassword.endpoint
        case .login: return PasswordResetRoutes.login.endpoint
        }
    }
}

/// The answer to a ``PasswordResetCall``.
public enum PasswordResetAnswer: Sendable {
    /// forgot-password answered.
    case requestReset(Result<ForgotPasswordResponse, any Error>, request: Int)
    /// verify-reset-token answered.
    case verifyToken(Result<VerifyResetTokenResponse, any Error>, request: Int)
    /// reset-password answered.
    case resetPassword(Result<ResetPasswordResponse, any Error>, request: Int)
    /// login answered.
    case login(Result<LoginResponse, any Error>)
}
