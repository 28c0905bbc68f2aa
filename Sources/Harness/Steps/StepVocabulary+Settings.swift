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
            "set-timeout", "5", help: "change the lock timeout, in minutes (through the API)",
            examples: [.setTimeout(minutes: 5), .setTimeout(minutes: 0)],
            parse: { argument throws(ScenarioError) in .setTimeout(minutes: try argument.int()) },
            print: { input in
                guard case .setTimeout(let minutes) = input else { return nil }
                return .text(String(minutes))
            }),
        .bare("logout", .logout, help: "log out from the app's own menu (clears local passcode data)"),
        .bare("login", .login, help: "log in again: `/api/auth/me` is fetched and synced"),
    ]
}
