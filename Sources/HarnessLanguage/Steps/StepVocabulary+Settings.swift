import HarnessSession

extension StepVocabulary {
    /// Settings and the account.
    static let settingsSteps: [StepSpec] = [
        .bare("open-settings", .openSettings, help: "open Settings → Security"),
        .bare("close-settings", .closeSettings, help: "leave the settings screen"),
        StepSpec(
            "toggle-passcode", "true", help: "flip the \"Passcode Lock\" toggle to on (true) or off (false)",
            examples: [.togglePasscode(true), .togglePasscode(false)],
            parse: { argument throws(ScenarioError) in .togglePasscode(try argument.bool()) },
            print: { input in
                guard case .togglePasscode(let on) = input else { return nil }
                return .text(String(on))
            }),
        StepSpec(
            "toggle-biometric", "false", help: "flip the Face ID / Touch ID toggle to on (true) or off (false)",
            examples: [.toggleBiometric(true), .toggleBiometric(false)],
            parse: { argument throws(ScenarioError) in .toggleBiometric(try argument.bool()) },
            print: { input in
                guard case .toggleBiometric(let on) = input else { return nil }
                return .text(String(on))
            }),
        .bare("change-passcode", .changePasscode, help: "\"Change Passcode\" in settings"),
        .bare("cancel", .cancelSheet, help: "the Cancel button of whichever sheet is on top"),
        StepSpec(
            "set-timeout", "5 | {minutes: 5, passcode: \"482916\"}",
            help: "change the lock timeout, in minutes (through the API); `passcode`: what the user typed when asked "
                + "for it, sent as proof under the hardened policy",
            examples: [
                .setTimeout(minutes: 5, passcode: nil), .setTimeout(minutes: 0, passcode: nil),
                .setTimeout(minutes: 30, passcode: "482916"),
            ],
            parse: { argument throws(ScenarioError) in
                guard case .map = argument.kind else { return .setTimeout(minutes: try argument.int(), passcode: nil) }
                try argument.checkKeys(allowed: ["minutes", "passcode"])
                return .setTimeout(
                    minutes: try argument.requiredField("minutes").int(),
                    passcode: try argument.field("passcode")?.text())
            },
            print: { input in
                guard case .setTimeout(let minutes, let passcode) = input else { return nil }
                guard let passcode else { return .text(String(minutes)) }
                return .text("{minutes: \(minutes), passcode: \(quoted(passcode))}")
            }),
        .bare("logout", .logout, help: "log out from the app's own menu (clears local passcode data)"),
        StepSpec(
            "login", "{email: user@example.com, password: NewPassw0rd1}",
            help: "log in on the login screen; with `password` (and optionally `email`, default the account's) the "
                + "backend checks it and a wrong one shows its error; bare, the login succeeds. Then `/api/auth/me` "
                + "is fetched and synced",
            examples: [
                .login(email: nil, password: nil), .login(email: nil, password: "OldPassword1"),
                .login(email: "user@example.com", password: "NewPassw0rd1"),
            ],
            parse: { argument throws(ScenarioError) in
                if argument.isNull { return .login(email: nil, password: nil) }
                try argument.checkKeys(allowed: ["email", "password"])
                return .login(
                    email: try argument.field("email")?.string(),
                    password: try argument.requiredField("password").text())
            },
            print: { input in
                guard case .login(let email, let password) = input else { return nil }
                guard let password else { return .bare }
                let fields = (email.map { ["email: \(quoted($0))"] } ?? []) + ["password: \(quoted(password))"]
                return .text("{" + fields.joined(separator: ", ") + "}")
            }),
    ]
}
