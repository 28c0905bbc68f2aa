import HarnessSession
import LockFlows

extension StepVocabulary {
    /// The `forgot-alert` words, in the order `help` lists them.
    static let forgotAlertChoices: [(word: String, choice: LockScreenModel.ForgotAlertChoice)] = [
        ("cancel", .cancel), ("send-reset-email", .sendResetEmail), ("logout", .logout),
    ]

    /// The number pads and the lock screen.
    static let lockScreenSteps: [StepSpec] = [
        StepSpec(
            "digit", "4", help: "one digit on whichever number pad is showing",
            examples: [.digit("0"), .digit("9")],
            parse: { argument throws(ScenarioError) in
                let text = try argument.text()
                guard text.count == 1, let digit = text.first, digit.isASCII, digit.isNumber else {
                    throw ScenarioError(.typeMismatch(expected: "one digit 0-9", found: "'\(text)'"), at: argument)
                }
                return .digit(digit)
            },
            print: { input in
                guard case .digit(let digit) = input else { return nil }
                return .text(quoted(String(digit)))
            }),
        .bare("delete", .delete, help: "the delete key"),
        StepSpec(
            "enter-pin", "\"482916\"", help: "up to six digits in a row (quote them so a leading 0 stays)",
            examples: [.enterPIN("012345"), .enterPIN("1")],
            parse: { argument throws(ScenarioError) in
                let text = try argument.text()
                guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw ScenarioError(
                        .typeMismatch(expected: "up to six ASCII digits (quote it: \"012345\")", found: "'\(text)'"),
                        at: argument)
                }
                return .enterPIN(text)
            },
            print: { input in
                guard case .enterPIN(let pin) = input else { return nil }
                return .text(quoted(pin))
            }),
        .bare("tap-biometric", .tapBiometric, help: "the biometric button on the lock screen"),
        .bare("forgot-passcode", .forgotPasscode, help: "\"Forgot Passcode?\" on the lock screen"),
        StepSpec(
            "forgot-alert", forgotAlertChoices.map(\.word).joined(separator: " | "),
            help: "a button of the \"Forgot Passcode?\" alert",
            examples: forgotAlertChoices.map { SessionInput.forgotAlert($0.choice) },
            parse: { argument throws(ScenarioError) in
                let word = try argument.choice(of: forgotAlertChoices.map(\.word))
                return .forgotAlert(forgotAlertChoices.first { $0.word == word }!.choice)
            },
            print: { input in
                guard case .forgotAlert(let choice) = input,
                    let word = forgotAlertChoices.first(where: { $0.choice == choice })?.word
                else { return nil }
                return .text(word)
            }),
        .bare("enter-reset-code", .enterEmailedResetCode, help: "type the reset code the backend emailed last"),
    ]
}
