import Foundation
import LockCore
import LockFlows

extension SessionModel {
    /// Seed 002's screens: login's "Forgot Password?", the forgot-password sheet, the reset-password sheet, and
    /// the deep link that opens it.
    mutating func passwordResetInput(_ input: SessionInput, at now: ClockReading) throws(SessionInputError)
        -> [SessionEffect]
    {
        let top = try requireTop("a password-reset screen")
        switch (input, top) {
        case (.forgotPassword, .login):
            screens.push(.forgotPassword(ForgotPasswordModel()))
            return []
        case (.forgotPassword, _):
            throw notShowing("the login screen")
        case (.typeEmail(let text), .forgotPassword(var model)):
            model.enterEmail(text)
            screens.updateTop { $0 = .forgotPassword(model) }
            return []
        case (.typeEmail, _):
            throw notShowing("the forgot-password screen")
        case (.typePassword(let text), .resetPassword(var model)):
            model.enterNewPassword(text)
            screens.updateTop { $0 = .resetPassword(model) }
            return []
        case (.typeConfirmPassword(let text), .resetPassword(var model)):
            model.enterConfirmPassword(text)
            screens.updateTop { $0 = .resetPassword(model) }
            return []
        case (.toggleShowPassword(let field), .resetPassword(var model)):
            model.toggleVisibility(of: field)
            screens.updateTop { $0 = .resetPassword(model) }
            return []
        case (.typePassword, _), (.typeConfirmPassword, _), (.toggleShowPassword, _):
            throw notShowing("the reset-password form")
        case (.submit, .forgotPassword(var model)):
            let decided = model.submit()
            screens.updateTop { $0 = .forgotPassword(model) }
            return run(decided)
        case (.submit, .resetPassword(var model)):
            let decided = model.submit()
            screens.updateTop { $0 = .resetPassword(model) }
            return run(decided)
        case (.submit, _):
            throw notShowing("a form with a submit button")
        case (.acknowledgeAlert, .forgotPassword(var model)) where model.successAlert != nil:
            let decided = model.acknowledgeSuccess()
            screens.updateTop { $0 = .forgotPassword(model) }
            return run(decided)
        case (.acknowledgeAlert, .resetPassword(var model)) where model.successAlert != nil:
            let decided = model.acknowledgeSuccess()
            screens.updateTop { $0 = .resetPassword(model) }
            return run(decided)
        case (.acknowledgeAlert, _):
            throw notShowing("an alert")
        case (.backToLogin, .forgotPassword(var model)):
            let decided = model.backToLogin()
            screens.updateTop { $0 = .forgotPassword(model) }
            return run(decided)
        case (.backToLogin, .resetPassword(var model)):
            let decided = model.backToLogin()
            screens.updateTop { $0 = .resetPassword(model) }
            return run(decided)
        case (.backToLogin, _):
            throw notShowing("a password-reset screen")
        case (.openURL(let text), _):
            return openURL(text, at: now)
        case (.openEmailedLink, _):
            guard let link = outbox.last(where: { $0.link != nil })?.link else {
                throw notShowing("an emailed reset link")
            }
            return openURL(link, at: now)
        default:
            return []
        }
    }

    /// `open-url`: the OS hands the app a URL. Only the app's registered scheme (`artitec`) and its associated
    /// domain (`https://artitec.com`) reach it; the app then handles it by its policy.
    mutating func openURL(_ text: String, at now: ClockReading) -> [SessionEffect] {
        lastIgnoredLink = nil
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == ResetPasswordLink.customScheme
                || (scheme == "https" && components.host?.lowercased() == ResetPasswordLink.universalHost)
        else {
            return ignoreLink("not delivered to the app: only artitec:// and https://artitec.com links are registered")
        }
        if screens.isLockShowing && policy.deepLinksWaitForUnlock {
            pendingLink = text
            return noted(.text("open-url: the lock shows; the link opens after unlock"))
        }
        return openLink(text, at: now)
    }

    /// Handles a delivered link: the seed's `handleDeepLink` (any URL with a `token` query item) or, with
    /// ``LockPolicy/deepLinksWaitForUnlock``, only a well-formed reset link.
    mutating func openLink(_ text: String, at now: ClockReading) -> [SessionEffect] {
        let token: String
        if policy.deepLinksWaitForUnlock {
            do { token = try ResetPasswordLink(parsing: text).token } catch {
                return ignoreLink(error.description)
            }
        } else {
            guard let components = URLComponents(string: text),
                let value = components.queryItems?.first(where: { $0.name == "token" })?.value
            else {
                return ignoreLink("Invalid reset link (no token query item), as the seed's handleDeepLink prints")
            }
            token = value
        }
        screens.removeAll { screen in
            switch screen {
            case .forgotPassword, .resetPassword: return true
            default: return false
            }
        }
        var model = ResetPasswordModel(token: token)
        let decided = model.verifyToken()
        screens.push(.resetPassword(model))
        return noted(.text("open-url: reset-password screen for the link's token")) + run(decided)
    }

    private mutating func ignoreLink(_ reason: String) -> [SessionEffect] {
        lastIgnoredLink = reason
        return noted(.text("open-url ignored: \(reason)"))
    }

    mutating func run(_ effects: [ForgotPasswordModel.Effect]) -> [SessionEffect] {
        var out: [SessionEffect] = []
        for effect in effects {
            switch effect {
            case .requestPasswordReset(let email, let request):
                out.append(.passwordReset(.requestReset(email: email, request: request)))
            case .dismiss:
                screens.removeAll { if case .forgotPassword = $0 { true } else { false } }
            }
        }
        return out
    }

    mutating func run(_ effects: [ResetPasswordModel.Effect]) -> [SessionEffect] {
        var out: [SessionEffect] = []
        for effect in effects {
            switch effect {
            case .verifyResetToken(let token, let request):
                out.append(.passwordReset(.verifyToken(token, request: request)))
            case .resetPassword(let token, let newPassword, let request):
                out.append(.passwordReset(.resetPassword(token: token, newPassword: newPassword, request: request)))
            case .dismiss:
                screens.removeAll { if case .resetPassword = $0 { true } else { false } }
            }
        }
        return out
    }

    /// The password-reset API answered; the screen that sent the request hears it (a stale answer is ignored
    /// by the screen's request number).
    mutating func passwordResetAnswered(_ answer: PasswordResetAnswer) -> [SessionEffect] {
        let explain = policy.explainsNetworkErrors
        switch answer {
        case .requestReset(let result, let request):
            return screens.updateFirst { screen -> [ForgotPasswordModel.Effect]? in
                guard case .forgotPassword(var model) = screen else { return nil }
                let effects = model.receive(Self.clientError(result, explain: explain), request: request)
                screen = .forgotPassword(model)
                return effects
            }.map { run($0) } ?? []
        case .verifyToken(let result, let request):
            return screens.updateFirst { screen -> [ResetPasswordModel.Effect]? in
                guard case .resetPassword(var model) = screen else { return nil }
                let effects = model.receiveVerification(Self.clientError(result, explain: explain), request: request)
                screen = .resetPassword(model)
                return effects
            }.map { run($0) } ?? []
        case .resetPassword(let result, let request):
            return screens.updateFirst { screen -> [ResetPasswordModel.Effect]? in
                guard case .resetPassword(var model) = screen else { return nil }
                let effects = model.receiveReset(Self.clientError(result, explain: explain), request: request)
                screen = .resetPassword(model)
                return effects
            }.map { run($0) } ?? []
        case .login(let result):
            switch Self.clientError(result, explain: explain) {
            case .success:
                return loggedIn()
            case .failure(let error as PasswordResetError):
                loginError = error.description
            case .failure:
                loginError = PasswordResetStrings.unexpectedError
            }
            return []
        }
    }

    /// The seed's service lets transport errors through (the screens then show "An unexpected error
    /// occurred."); a policy that explains network errors turns them into ``PasswordResetError/networkError(_:)``.
    static func clientError<T>(_ result: Result<T, any Error>, explain: Bool) -> Result<T, any Error> {
        guard explain, case .failure(let error) = result, let transport = error as? URLError else { return result }
        switch transport.code {
        case .notConnectedToInternet, .networkConnectionLost: return .failure(PasswordResetError.offline)
        case .timedOut: return .failure(PasswordResetError.timedOut)
        default: return .failure(PasswordResetError.networkError("The server could not be reached."))
        }
    }
}
