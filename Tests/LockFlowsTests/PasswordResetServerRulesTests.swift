import Foundation
import LockCore
import LockFlows
import Testing

/// `PasswordResetServerRules` called directly on a state value: no clock, no randomness, no I/O.
struct PasswordResetServerRulesTests {
    let rules = PasswordResetServerRules(policy: PasswordResetBackendTests.fastHardened)
    let t0 = WallClockInstant(secondsSince1970: 1_800_000_000)

    func state() throws -> PasswordResetServerState {
        var state = PasswordResetServerState()
        state.users["u1"] = try rules.makeUser(
            userID: "u1", email: "Ann@Example.com", password: "OldPassw0rd", salt: "00")
        state.users["u1"]?.sessions = 2
        return state
    }

    @Test func requestKeepsOnlyTheDigestAndAnswersTheSameForUnknownAddresses() throws {
        var state = try state()
        let known = rules.requestReset(email: " ann@example.com", token: "tok-1", on: &state, at: t0)
        let unknown = rules.requestReset(email: "nobody@example.com", token: "tok-2", on: &state, at: t0)
        #expect(known.response == unknown.response)
        #expect(unknown.email == nil)
        #expect(known.email?.to == "Ann@Example.com")
        #expect(known.email?.link.url.absoluteString == "artitec://reset-password?token=tok-1")
        #expect(Set(state.tokens.keys) == [PasswordResetServerRules.digest(of: "tok-1")])
    }

    @Test func expiryIsAtTheLifetimeNotAfterIt() throws {
        var state = try state()
        _ = rules.requestReset(email: "ann@example.com", token: "tok", on: &state, at: t0)
        let justBefore = t0 + .seconds(599)
        #expect(try rules.verifyResetToken("tok", in: state, at: justBefore).get().valid)
        #expect(try rules.verifyResetToken("tok", in: state, at: t0 + .seconds(600)).get().valid == false)
        #expect(
            rules.resetPassword(
                token: "tok", newPassword: "NewPassw0rd", salt: "01", on: &state, at: t0 + .seconds(600))
                == .failure(.tokenExpired))
    }

    @Test func resetIsSingleUseRevokesOthersAndEndsSessions() throws {
        var state = try state()
        _ = rules.requestReset(email: "ann@example.com", token: "old", on: &state, at: t0)
        _ = rules.requestReset(email: "ann@example.com", token: "new", on: &state, at: t0)
        #expect(rules.verifyResetToken("old", in: state, at: t0) == .failure(.invalidToken))
        #expect(
            rules.resetPassword(token: "new", newPassword: "weak", salt: "01", on: &state, at: t0)
                == .failure(.weakPassword(PasswordResetPasswordRule.seed.rejection(of: "weak")!)))
        let done = rules.resetPassword(token: "new", newPassword: "NewPassw0rd", salt: "01", on: &state, at: t0)
        #expect(try done.get().userId == "u1")
        #expect(state.users["u1"]?.password?.matches("NewPassw0rd") == true)
        #expect(state.users["u1"]?.sessions == 0)
        #expect(
            rules.resetPassword(token: "new", newPassword: "Other1Passw0rd", salt: "02", on: &state, at: t0)
                == .failure(.invalidToken))
    }

    /// Issue 25: the end of seed 002's flow — after a reset the new password logs in and the old one does not;
    /// an unknown address gets the same answer as a wrong password.
    @Test func loginAcceptsTheCurrentPasswordOnlyAndAnswersUnknownAddressesAlike() throws {
        var state = try state()
        #expect(try rules.login(email: "ANN@example.com ", password: "OldPassw0rd", on: &state).get().userId == "u1")
        #expect(state.users["u1"]?.sessions == 3, "a login opens a session")
        let wrong = rules.login(email: "ann@example.com", password: "oldpassw0rd", on: &state)
        let unknown = rules.login(email: "nobody@example.com", password: "OldPassw0rd", on: &state)
        #expect(wrong == .failure(.invalidCredentials))
        #expect(unknown == wrong)
        #expect(PasswordResetError.invalidCredentials.description == "Invalid email or password")
        _ = rules.requestReset(email: "ann@example.com", token: "tok", on: &state, at: t0)
        _ = try rules.resetPassword(token: "tok", newPassword: "NewPassw0rd", salt: "01", on: &state, at: t0).get()
        #expect(
            rules.login(email: "ann@example.com", password: "OldPassw0rd", on: &state) == .failure(.invalidCredentials))
        #expect(try rules.login(email: "ann@example.com", password: "NewPassw0rd", on: &state).get().userId == "u1")
    }
}
