import LockCore
import LockFlows
import Testing

/// The server rules that close the seed's bypasses: set over an existing passcode, the hardened policy's proof,
/// 403 (not 401) for a wrong current passcode, and the per-account reset limits.
struct PasscodeServerHardeningRulesTests {
    let start: Duration = .seconds(1_000)
    let incorrect = PasscodeServerRejection(status: 403, message: "Current passcode is incorrect")

    func accountWithPasscode(_ rules: PasscodeServerRules) throws -> PasscodeServerAccount {
        var account = PasscodeServerAccount()
        _ = try rules.setPasscode(SetPasscodeRequest(passcode: "482916"), on: &account).get()
        return account
    }

    @Test func setPasscodeOverAnExistingOneIs409AndKeepsTheOldOne() throws {
        let rules = PasscodeServerRules()
        var account = try accountWithPasscode(rules)
        #expect(
            rules.setPasscode(SetPasscodeRequest(passcode: "730519"), on: &account).map(\.message)
                == .failure(
                    PasscodeServerRejection(status: 409, message: "A passcode is already set; use change-passcode")))
        #expect(account.holds("482916"))
        #expect(
            rules.setPasscode(SetPasscodeRequest(passcode: "12"), on: &account).map(\.message)
                == .failure(.badRequest("passcode must be exactly 6 digits")), "a malformed body is still a 400")
    }

    @Test(arguments: PasscodeServerRules.Policy.allCases)
    func aWrongCurrentPasscodeOnChangeIs403UnderEitherPolicy(_ policy: PasscodeServerRules.Policy) throws {
        let rules = PasscodeServerRules(policy: policy)
        var account = try accountWithPasscode(rules)
        let request = ChangePasscodeRequest(currentPasscode: "000001", newPasscode: "730519")
        #expect(rules.changePasscode(request, on: &account).map(\.message) == .failure(incorrect))
        #expect(account.consecutiveFailures == 1)
    }

    /// Issue 25: disabling removes the passcode (the seed's `removePasscode()`), so enabling again with a new one
    /// is a plain set; set over an existing passcode stays refused.
    @Test(arguments: PasscodeServerRules.Policy.allCases)
    func removeThenSetRoundTrips(_ policy: PasscodeServerRules.Policy) throws {
        let rules = PasscodeServerRules(policy: policy)
        var account = try accountWithPasscode(rules)
        let proof: String? = policy == .hardened ? "482916" : nil
        #expect(
            try rules.removePasscode(RemovePasscodeRequest(currentPasscode: proof), on: &account).get().message
                == "Passcode removed")
        #expect(!account.hasPasscode && !account.enabled && !account.holds("482916"))
        #expect(
            rules.currentUser(account)
                == CurrentUserPasscodeState(
                    hasPasscode: false, passcodeEnabled: false, passcodeTimeoutMinutes: account.timeoutMinutes))
        _ = try rules.setPasscode(SetPasscodeRequest(passcode: "730519"), on: &account).get()
        #expect(account.holds("730519") && account.enabled)
        #expect(throws: PasscodeServerRejection.self) {
            try rules.setPasscode(SetPasscodeRequest(passcode: "111111"), on: &account).get()
        }
    }

    @Test func theHardenedPolicyRemovesOnlyWithTheCurrentPasscode() throws {
        let rules = PasscodeServerRules(policy: .hardened)
        var account = try accountWithPasscode(rules)
        #expect(
            rules.removePasscode(RemovePasscodeRequest(), on: &account).map(\.message)
                == .failure(
                    PasscodeServerRejection(status: 403, message: "currentPasscode is required to remove the passcode"))
        )
        #expect(
            rules.removePasscode(RemovePasscodeRequest(currentPasscode: "000001"), on: &account).map(\.message)
                == .failure(incorrect))
        #expect(account.consecutiveFailures == 1, "a wrong proof is a guess")
        #expect(account.holds("482916") && account.enabled)
        #expect(
            try rules.removePasscode(RemovePasscodeRequest(currentPasscode: "482916"), on: &account).get().message
                == "Passcode removed")
        #expect(!account.hasPasscode)
    }

    @Test func theSeedPolicyAcceptsTheSeedsBodies() throws {
        let rules = PasscodeServerRules(policy: .seed)
        var account = try accountWithPasscode(rules)
        #expect(
            try rules.updateTimeout(PasscodeTimeoutRequest(minutes: 5), on: &account).get().passcodeTimeoutMinutes == 5)
        #expect(
            try rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false), on: &account).get().passcodeEnabled
                == false)
    }

    @Test func theHardenedPolicyWantsTheCurrentPasscodeToTurnTheLockOff() throws {
        let rules = PasscodeServerRules(policy: .hardened)
        var account = try accountWithPasscode(rules)
        #expect(
            rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false), on: &account).map(\.passcodeEnabled)
                == .failure(
                    PasscodeServerRejection(status: 403, message: "currentPasscode is required to turn the lock off")))
        #expect(
            rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false, currentPasscode: "000001"), on: &account)
                .map(\.passcodeEnabled) == .failure(incorrect))
        #expect(account.consecutiveFailures == 1 && account.enabled)
        #expect(
            try rules.togglePasscodeEnabled(TogglePasscodeRequest(enabled: true), on: &account).get().passcodeEnabled)
        #expect(
            try !rules.togglePasscodeEnabled(
                TogglePasscodeRequest(enabled: false, currentPasscode: "482916"), on: &account
            )
            .get().passcodeEnabled)
        #expect(account.consecutiveFailures == 0)
    }

    @Test func theHardenedPolicyWantsTheCurrentPasscodeToChangeTheTimeoutAndHonoursTheCap() throws {
        let rules = PasscodeServerRules(policy: .hardened, guessCap: 2)
        var account = try accountWithPasscode(rules)
        #expect(
            rules.updateTimeout(PasscodeTimeoutRequest(minutes: 5), on: &account).map(\.passcodeTimeoutMinutes)
                == .failure(
                    PasscodeServerRejection(status: 403, message: "currentPasscode is required to change the timeout")))
        for _ in 1...2 {
            #expect(
                rules.updateTimeout(PasscodeTimeoutRequest(minutes: 5, currentPasscode: "000001"), on: &account)
                    .map(\.passcodeTimeoutMinutes) == .failure(incorrect))
        }
        #expect(
            rules.updateTimeout(PasscodeTimeoutRequest(minutes: 5, currentPasscode: "482916"), on: &account)
                .map(\.passcodeTimeoutMinutes)
                == .failure(
                    PasscodeServerRejection(status: 429, message: "Too many failed attempts. Reset your passcode.")))
        #expect(account.timeoutMinutes == nil)
    }

    @Test func theHardenedPolicyNeedsNoProofBeforeAPasscodeExists() throws {
        let rules = PasscodeServerRules(policy: .hardened)
        var account = PasscodeServerAccount()
        #expect(
            try rules.updateTimeout(PasscodeTimeoutRequest(minutes: 5), on: &account).get().passcodeTimeoutMinutes == 5)
    }

    @Test func theSixthResetRequestInAnHourIs429WithTheWait() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 9)
        for minute in 0..<5 {
            _ = try rules.requestReset(on: &account, at: start + .seconds(60 * minute), using: &generator).get()
        }
        let refused = rules.requestReset(on: &account, at: start + .seconds(600), using: &generator).map(\.code)
        #expect(
            refused
                == .failure(
                    PasscodeServerRejection(
                        status: 429, message: "Too many reset code requests; try again later",
                        retryAfter: .seconds(3000))))
        #expect((try? refused.get()) == nil)
        _ = try rules.requestReset(on: &account, at: start + .seconds(3600), using: &generator).get()
    }

    @Test func tenWrongResetCodesAcrossCodesBlockResetsForADay() throws {
        let rules = PasscodeServerRules()
        var account = PasscodeServerAccount()
        var generator = SplitMix64(seed: 4)
        var code = ""
        for round in 0..<2 {
            code = try rules.requestReset(on: &account, at: start + .seconds(round), using: &generator).get().code
            for _ in 0..<5 {
                let wrong = code == "000000" ? "000001" : "000000"
                _ = rules.resetPasscode(
                    ResetPasscodeRequest(code: wrong, newPasscode: "730519"), on: &account, at: start)
            }
        }
        code = try rules.requestReset(on: &account, at: start + .seconds(2), using: &generator).get().code
        let blocked = rules.resetPasscode(
            ResetPasscodeRequest(code: code, newPasscode: "730519"), on: &account, at: start + .seconds(3))
        guard case .failure(let rejection) = blocked else {
            Issue.record("expected 429, got \(blocked)")
            return
        }
        #expect(rejection.status == 429 && rejection.message == "Too many wrong reset codes; try again later")
        #expect(rejection.retryAfterSeconds == 86_400 - 3)
        code = try rules.requestReset(on: &account, at: start + .seconds(86_400), using: &generator).get().code
        _ = try rules.resetPasscode(
            ResetPasscodeRequest(code: code, newPasscode: "730519"), on: &account, at: start + .seconds(86_400)
        ).get()
    }

    @Test func aRateWindowKeepsItsCountWhenTheClockGoesBack() {
        var window = RateWindow()
        for _ in 0..<5 { window.record(at: .seconds(10_000), length: .seconds(3600)) }
        #expect(window.wait(at: .seconds(100), limit: 5, length: .seconds(3600)) == .seconds(3600))
        #expect(window.wait(at: .seconds(13_600), limit: 5, length: .seconds(3600)) == nil)
    }
}
