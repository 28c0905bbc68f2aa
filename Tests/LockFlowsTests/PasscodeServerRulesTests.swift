import LockCore
import LockFlows
import Testing

/// The server-side rules on their own, at their boundaries: the guess cap, reset-code expiry and tries,
/// supersession and the timeout range.
struct PasscodeServerRulesTests {
    let capped = PasscodeServerRejection(status: 429, message: "Too many failed attempts. Reset your passcode.")
    let invalidCode = PasscodeServerRejection(status: 400, message: "Invalid or expired reset code")
    let start: Duration = .seconds(1_000)

    /// An account with passcode 482916.
    func accountWithPasscode(_ rules: PasscodeServerRules) throws -> PasscodeServerAccount {
        var account = PasscodeServerAccount()
        _ = try rules.setPasscode(SetPasscodeRequest(passcode: "482916"), on: &account).get()
        return account
    }

    func verify(_ passcode: String, _ rules: PasscodeServerRules, _ account: inout PasscodeServerAccount)
        -> Result<Bool, PasscodeServerRejection>
    {
        rules.verifyPasscode(VerifyPasscodeRequest(passcode: passcode), on: &account).map(\.valid)
    }

    /// Requests a code at `now` and returns it.
    func requestCode(
        _ rules: PasscodeServerRules, _ account: inout PasscodeServerAccount, at now: Duration,
        generator: inout SplitMix64
    ) throws -> String {
        try rules.requestReset(on: &account, at: now, using: &generator).get().code
    }

    func reset(
        code: String, to passcode: String = "730519", _ rules: PasscodeServerRules,
        _ account: inout PasscodeServerAccount, at now: Duration
    ) -> Result<ResetPasscodeResponse, PasscodeServerRejection> {
        rules.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: passcode), on: &account, at: now)
    }

    /// A six-digit code other than `code`.
    func wrongCode(for code: String) -> String { code == "000000" ? "000001" : "000000" }

    // MARK: Guess cap

    @Test(arguments: [1, 3, 100])
    func theGuessCapRefusesFromExactlyTheNthWrongPasscodeOn(cap: Int) throws {
        let rules = PasscodeServerRules(guessCap: cap)
        var account = try accountWithPasscode(rules)
        for _ in 1..<cap { #expect(try verify("000001", rules, &account).get() == false) }
        // Wrong guess number `cap` is still answered; only the next request is refused.
        #expect(try verify("000001", rules, &account).get() == false)
        #expect(verify("482916", rules, &account) == .failure(capped), "even the right passcode is refused")
        #expect(
            rules.changePasscode(ChangePasscodeRequest(currentPasscode: "482916", newPasscode: "730519"), on: &account)
                .map(\.message) == .failure(capped))
        #expect(account.consecutiveFailures == cap, "refused requests do not count further")
    }

    @Test(arguments: [1, 3, 100])
    func oneGuessUnderTheCapTheRightPasscodeStillWorksAndClearsTheCount(cap: Int) throws {
        let rules = PasscodeServerRules(guessCap: cap)
        var account = try accountWithPasscode(rules)
        for _ in 0..<(cap - 1) { _ = verify("000001", rules, &account) }
        #expect(try verify("482916", rules, &account).get())
        #expect(account.consecutiveFailures == 0)
        for _ in 0..<(cap - 1) { _ = verify("000001", rules, &account) }
        #expect(try verify("482916", rules, &account).get(), "the count started again from zero")
    }

    @Test func aWrongCurrentPasscodeOnChangeCountsTowardsTheCap() throws {
        let rules = PasscodeServerRules(guessCap: 2)
        var account = try accountWithPasscode(rules)
        let wrongCurrent = ChangePasscodeRequest(currentPasscode: "000001", newPasscode: "730519")
        #expect(
            rules.changePasscode(wrongCurrent, on: &account).map(\.message)
                == .failure(PasscodeServerRejection(status: 403, message: "Current passcode is incorrect")))
        _ = verify("000001", rules, &account)
        #expect(verify("482916", rules, &account) == .failure(capped))
    }

    @Test func guessesAgainstAnAccountWithoutPasscodeDoNotCount() {
        let rules = PasscodeServerRules(guessCap: 1)
        var account = PasscodeServerAccount()
        #expect(verify("000001", rules, &account) == .success(false))
        #expect(verify("000001", rules, &account) == .success(false), "nothing to guess, nothing to cap")
        #expect(account.consecutiveFailures == 0)
    }

    @Test func aResetLiftsTheCap() throws {
        let rules = PasscodeServerRules(guessCap: 1)
        var account = try accountWithPasscode(rules)
        var generator = SplitMix64(seed: 7)
        _ = verify("000001", rules, &account)
        #expect(verify("482916", rules, &account) == .failure(capped))
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        _ = try reset(code: code, rules, &account, at: start).get()
        #expect(try verify("730519", rules, &account).get())
    }

    // MARK: Reset codes

    @Test func aResetCodeWorksUntilJustBeforeItsLifetimeEnds() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 1)
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        let response = try reset(code: code, rules, &account, at: start + .seconds(600) - .nanoseconds(1)).get()
        #expect(response.message == "Passcode reset successfully")
        #expect(account.holds("730519") && account.enabled)
    }

    @Test(arguments: [Duration.seconds(600), .seconds(601), .seconds(86_400)])
    func aResetCodeIsDeadFromExactlyItsLifetimeOn(age: Duration) throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 1)
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        #expect(reset(code: code, rules, &account, at: start + age).map(\.message) == .failure(invalidCode))
        #expect(account.resetCode == nil, "an expired code is removed")
        #expect(!account.hasPasscode)
    }

    @Test func theLifetimeIsTheRulesOne() throws {
        let rules = PasscodeServerRules(resetCodeLifetime: .seconds(30))
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 1)
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        #expect(try #require(account.resetCode).expiresAt == start + .seconds(30))
        #expect(reset(code: code, rules, &account, at: start + .seconds(30)).map(\.message) == .failure(invalidCode))
    }

    @Test(arguments: [1, 5])
    func aResetCodeSurvivesOneTryFewerThanItsTriesAndDiesAtExactlyThatMany(tries: Int) throws {
        let rules = PasscodeServerRules(resetCodeTries: tries)
        var generator = SplitMix64(seed: 3)
        var alive = PasscodeServerAccount()
        let aliveCode = try requestCode(rules, &alive, at: start, generator: &generator)
        for _ in 0..<(tries - 1) {
            #expect(
                reset(code: wrongCode(for: aliveCode), rules, &alive, at: start).map(\.message) == .failure(invalidCode)
            )
        }
        _ = try reset(code: aliveCode, rules, &alive, at: start).get()

        var dead = PasscodeServerAccount()
        let deadCode = try requestCode(rules, &dead, at: start, generator: &generator)
        for _ in 0..<tries { _ = reset(code: wrongCode(for: deadCode), rules, &dead, at: start) }
        #expect(dead.resetCode == nil)
        #expect(reset(code: deadCode, rules, &dead, at: start).map(\.message) == .failure(invalidCode))
    }

    @Test func aNewerCodeSupersedesTheOlderOne() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 11)
        let first = try requestCode(rules, &account, at: start, generator: &generator)
        let second = try requestCode(rules, &account, at: start + .seconds(1), generator: &generator)
        try #require(first != second)
        #expect(reset(code: first, rules, &account, at: start + .seconds(2)).map(\.message) == .failure(invalidCode))
        _ = try reset(code: second, rules, &account, at: start + .seconds(2)).get()
        #expect(account.holds("730519"))
    }

    @Test func aNewerCodeStartsWithItsOwnTriesAndLifetime() throws {
        let rules = PasscodeServerRules(resetCodeLifetime: .seconds(600), resetCodeTries: 2)
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 5)
        let first = try requestCode(rules, &account, at: start, generator: &generator)
        _ = reset(code: wrongCode(for: first), rules, &account, at: start)
        let later = start + .seconds(500)
        let second = try requestCode(rules, &account, at: later, generator: &generator)
        _ = reset(code: wrongCode(for: second), rules, &account, at: later)
        // One wrong try on each code, and 700 s after the first request: the second code is still live.
        _ = try reset(code: second, rules, &account, at: start + .seconds(700)).get()
    }

    @Test func aMalformedNewPasscodeDoesNotUseUpTheCode() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 2)
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        #expect(
            reset(code: code, to: "12345", rules, &account, at: start).map(\.message)
                == .failure(.badRequest("newPasscode must be exactly 6 digits")))
        _ = try reset(code: code, rules, &account, at: start).get()
        #expect(reset(code: code, rules, &account, at: start).map(\.message) == .failure(invalidCode), "single use")
    }

    @Test func onlyTheDigestOfTheCodeIsKept() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 4)
        let code = try requestCode(rules, &account, at: start, generator: &generator)
        let pending = try #require(account.resetCode)
        #expect(pending.digest != code && pending.digest.count == 64)
        #expect(pending.matches(code) && !pending.matches(wrongCode(for: code)))
        #expect(code.count == 6 && code.allSatisfy(\.isASCII) && code.allSatisfy(\.isNumber))
    }

    // MARK: Timeout, toggle, passcodes

    @Test(arguments: [(-1, false), (0, true), (15, true), (1440, true), (1441, false)])
    func theTimeoutRangeIsLockTimeoutsMinuteRange(minutes: Int, accepted: Bool) {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount(timeoutMinutes: 15)
        let result = rules.updateTimeout(PasscodeTimeoutRequest(minutes: minutes), on: &account)
        if accepted {
            #expect(result == .success(PasscodeTimeoutResponse(passcodeTimeoutMinutes: minutes)))
            #expect(account.timeoutMinutes == minutes)
        } else {
            #expect(result == .failure(.badRequest("minutes must be between 0 and 1440")))
            #expect(account.timeoutMinutes == 15, "a refused timeout changes nothing")
        }
    }

    @Test func theLockTurnsOnOnlyWithAPasscode() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        #expect(
            rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: true), on: &account)
                == .failure(.badRequest("Set a passcode first")))
        #expect(
            try rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false), on: &account).get().passcodeEnabled
                == false)
        var withPasscode = try accountWithPasscode(rules)
        _ = try rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false), on: &withPasscode).get()
        #expect(
            rules.currentUser(withPasscode)
                == CurrentUserPasscodeState(hasPasscode: true, passcodeEnabled: false, passcodeTimeoutMinutes: nil))
    }

    @Test(arguments: ["12345", "1234567", "abcdef", "٤٨٢٩١٦", ""])
    func malformedPasscodesAreRefusedNamingTheField(passcode: String) {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        #expect(
            rules.setPasscode(SetPasscodeRequest(passcode: passcode), on: &account)
                == .failure(.badRequest("passcode must be exactly 6 digits")))
        #expect(account == PasscodeServerAccount(), "nothing is stored")
    }
}
