import Foundation
import HarnessSession
import LockFlows

extension StepVocabulary {
    /// Seed 002's email password reset and deep links.
    static let passwordResetSteps: [StepSpec] = [
        .bare("forgot-password", .forgotPassword, help: "tap \"Forgot Password?\" on the login screen"),
        text("type-email", "user@example.com", help: "type into the forgot-password screen's email field") {
            .typeEmail($0)
        } match: {
            if case .typeEmail(let text) = $0 { text } else { nil }
        },
        text("type-password", "NewPassword7", help: "type into the reset screen's \"New Password\" field") {
            .typePassword($0)
        } match: {
            if case .typePassword(let text) = $0 { text } else { nil }
        },
        text("type-confirm-password", "NewPassword7", help: "type into the reset screen's \"Confirm Password\" field") {
            .typeConfirmPassword($0)
        } match: {
            if case .typeConfirmPassword(let text) = $0 { text } else { nil }
        },
        StepSpec(
            "toggle-show-password", "new | confirm",
            help: "the eye button beside a password field: show or hide its text",
            examples: [.toggleShowPassword(.newPassword), .toggleShowPassword(.confirmPassword)],
            parse: { argument throws(ScenarioError) in
                let field = try argument.choice(of: ResetPasswordModel.Field.allCases.map(\.rawValue))
                return .toggleShowPassword(ResetPasswordModel.Field(rawValue: field)!)
            },
            print: { input in
                guard case .toggleShowPassword(let field) = input else { return nil }
                return .text(field.rawValue)
            }),
        .bare("submit", .submit, help: "the top form's button (\"Send Reset Link\", \"Reset Password\")"),
        .bare(
            "acknowledge-alert", .acknowledgeAlert,
            help: "the button of the alert on top (\"OK\" on \"Check Your Email\", \"Login Now\" after a reset)"),
        .bare("back-to-login", .backToLogin, help: "\"Back to Login\" on a password-reset screen"),
        StepSpec(
            "open-url", "\"artitec://reset-password?token=abc\"",
            help: "the OS opens a URL in the app (launching it if needed); how it is handled depends on the policy",
            examples: [.openURL("artitec://reset-password?token=abc"), .openURL("https://artitec.com/x?token=a%20b")],
            parse: { argument throws(ScenarioError) in .openURL(try url(argument)) },
            print: { input in
                guard case .openURL(let url) = input else { return nil }
                return .text(quoted(url))
            }),
        .bare("open-emailed-link", .openEmailedLink, help: "open the link in the most recent password-reset email"),
    ]

    /// A step whose argument is free text (quoted when printed).
    static func text(
        _ name: String, _ example: String, help: String, make: @escaping @Sendable (String) -> SessionInput,
        match: @escaping @Sendable (SessionInput) -> String?
    ) -> StepSpec {
        StepSpec(
            name, "\"\(example)\"", help: help, examples: [make(example), make(""), make("with \"quotes\"")],
            parse: { argument throws(ScenarioError) in make(try argument.text()) },
            print: { input in match(input).map { .text(quoted($0)) } })
    }

    /// A URL as `open-url` takes it: text URLComponents accepts, with a scheme. Whether the app handles it is the
    /// session's business (an ignored link is data, not a parse error).
    static func url(_ value: ScenarioValue) throws(ScenarioError) -> String {
        let text = try value.text()
        guard let components = URLComponents(string: text), components.scheme != nil else {
            throw ScenarioError(
                .typeMismatch(
                    expected: "a URL with a scheme, e.g. \"artitec://reset-password?token=abc\"", found: "'\(text)'"),
                at: value)
        }
        return text
    }

    /// `refused: <step>`: the session must refuse the step (a screen that is not showing, an app not running).
    static let refused = StepSpec(
        "refused", "open-settings",
        help:
            "passes when the session refuses the step given (e.g. `refused: {enter-pin: \"482916\"}`), fails if it is accepted",
        interpret: { argument throws(ScenarioError) in
            let inner = try ScenarioStep.parse(argument, index: 0)
            guard case .input(let input) = try interpret(inner) else {
                throw ScenarioError(
                    .typeMismatch(expected: "a step that does something", found: inner.name), at: argument)
            }
            return .refused(input)
        })
}
