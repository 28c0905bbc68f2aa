import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import ReferenceServerTesting
import Testing

/// Reset codes, the verify-failure cap and the uniform reset-request answer, over HTTP.
struct SecurityTests {
    let invalidCode = PasscodeAPIError.server(status: 400, message: "Invalid or expired reset code")

    @Test func aResetCodeWorksOnlyOnce() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            let code = try f.latestCode()
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "482916"))
            await #expect(throws: invalidCode) {
                try await f.api.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "730519"))
            }
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
        }
    }

    @Test func aResetCodeExpiresAfterTenMinutes() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            f.clock.advance(by: 601)
            await #expect(throws: invalidCode) {
                try await f.api.resetPasscode(ResetPasscodeRequest(code: try f.latestCode(), newPasscode: "482916"))
            }
            #expect(try await f.api.currentUser().hasPasscode == false)
        }
    }

    @Test func aCodeStillWorksJustBeforeExpiry() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            f.clock.advance(by: 599)
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: try f.latestCode(), newPasscode: "482916"))
        }
    }

    @Test func fiveWrongTriesKillTheCode() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            let code = try f.latestCode()
            let wrong = code == "000000" ? "000001" : "000000"
            for _ in 1...5 {
                await #expect(throws: invalidCode) {
                    try await f.api.resetPasscode(ResetPasscodeRequest(code: wrong, newPasscode: "482916"))
                }
            }
            await #expect(throws: invalidCode) {
                try await f.api.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "482916"))
            }
        }
    }

    @Test func fourWrongTriesLeaveTheCodeAlive() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            let code = try f.latestCode()
            let wrong = code == "000000" ? "000001" : "000000"
            for _ in 1...4 {
                await #expect(throws: invalidCode) {
                    try await f.api.resetPasscode(ResetPasscodeRequest(code: wrong, newPasscode: "482916"))
                }
            }
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: code, newPasscode: "482916"))
        }
    }

    @Test func aNewRequestSupersedesTheOldCode() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            let first = try f.latestCode()
            var second = first
            while second == first {  // one chance in a million that the new code equals the old one
                _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
                second = try f.latestCode()
            }
            await #expect(throws: invalidCode) {
                try await f.api.resetPasscode(ResetPasscodeRequest(code: first, newPasscode: "482916"))
            }
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: second, newPasscode: "482916"))
        }
    }

    @Test func verificationIsRefusedAfter100ConsecutiveFailuresPerAccount() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            _ = try await f.otherAPI.setPasscode(SetPasscodeRequest(passcode: "482916"))
            for _ in 1...100 {
                #expect(try await !f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "000001")).valid)
            }
            let capped = PasscodeAPIError.server(status: 429, message: "Too many failed attempts. Reset your passcode.")
            await #expect(throws: capped) { try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")) }
            await #expect(throws: capped) {
                try await f.api.changePasscode(ChangePasscodeRequest(currentPasscode: "482916", newPasscode: "730519"))
            }
            // Another account is not affected.
            #expect(try await f.otherAPI.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
            // A reset lifts the cap.
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: try f.latestCode(), newPasscode: "730519"))
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "730519")).valid)
        }
    }

    @Test func aCorrectVerifyResetsTheFailureCount() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            for _ in 1...99 { _ = try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "000001")) }
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
            for _ in 1...99 { _ = try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "000001")) }
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
        }
    }

    @Test func theResetRequestAnswersTheSameWithOrWithoutAPasscode() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let with = try await f.raw("POST", "/api/auth/reset-passcode-request", body: Data("{}".utf8))
            let without = try await f.raw(
                "POST", "/api/auth/reset-passcode-request", body: Data("{}".utf8), token: ServerFixture.otherToken)
            #expect(with.status == 200)
            #expect(with.status == without.status)
            #expect(with.data == without.data)
        }
    }
}
