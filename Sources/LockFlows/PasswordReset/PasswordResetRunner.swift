/// The owner of the password-reset models: performs their API effects and feeds the results back.
///
/// ```swift
/// let runner = PasswordResetRunner(api: backend)
/// var screen = ForgotPasswordModel()
/// screen.enterEmail("valid@email.com")
/// let rest = await runner.perform(screen.submit(), on: &screen)   // [] and the alert is up
/// ```
///
/// API effects are performed one at a time, in order; the effects that are left for the UI
/// (``ForgotPasswordModel/Effect/dismiss``) are returned. The models stay pure and the runner does the awaiting, for
/// code that drives the models directly (the tests, a team's own owner); sessions perform the same effects through
/// their own agenda instead.
public struct PasswordResetRunner: Sendable {
    /// The API the effects are performed against.
    public let api: any PasswordResetAPI

    /// A runner performing effects against `api`.
    public init(api: any PasswordResetAPI) { self.api = api }

    /// Performs `effects` on `model` until only UI effects remain, and returns those.
    public func perform(
        _ effects: [ForgotPasswordModel.Effect], on model: inout ForgotPasswordModel
    ) async -> [ForgotPasswordModel.Effect] {
        var queue = effects[...]
        var left: [ForgotPasswordModel.Effect] = []
        while let effect = queue.popFirst() {
            switch effect {
            case .requestPasswordReset(let email, let request):
                let result = await Self.capture { try await api.requestPasswordReset(email: email) }
                queue.append(contentsOf: model.receive(result, request: request))
            case .dismiss:
                left.append(effect)
            }
        }
        return left
    }

    /// Performs `effects` on `model` until only UI effects remain, and returns those.
    public func perform(
        _ effects: [ResetPasswordModel.Effect], on model: inout ResetPasswordModel
    ) async -> [ResetPasswordModel.Effect] {
        var queue = effects[...]
        var left: [ResetPasswordModel.Effect] = []
        while let effect = queue.popFirst() {
            switch effect {
            case .verifyResetToken(let token, let request):
                let result = await Self.capture { try await api.verifyResetToken(token) }
                queue.append(contentsOf: model.receiveVerification(result, request: request))
            case .resetPassword(let token, let newPassword, let request):
                let result = await Self.capture { try await api.resetPassword(token: token, newPassword: newPassword) }
                queue.append(contentsOf: model.receiveReset(result, request: request))
            case .dismiss:
                left.append(effect)
            }
        }
        return left
    }

    private static func capture<Success>(
        _ call: () async throws -> Success
    ) async -> Result<Success, any Error> {
        do { return .success(try await call()) } catch { return .failure(error) }
    }
}
