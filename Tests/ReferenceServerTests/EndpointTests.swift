import Foundation
import LockCore
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Every route of `PasscodeRoutes`, happy path, over loopback HTTP.
struct EndpointTests {
    @Test func everyEndpointAnswersItsHappyPath() async throws {
        try await ServerFixture.with { f in
            let fresh = try await f.api.currentUser()
            #expect(
                fresh
                    == CurrentUserPasscodeState(hasPasscode: false, passcodeEnabled: false, passcodeTimeoutMinutes: nil)
            )

            let set = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            #expect(set.message == "Passcode set successfully")

            let verify = try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916"))
            #expect(verify.valid)
            let hash = try #require(verify.passcodeHash)
            let salt = try #require(verify.passcodeSalt)
            #expect(hash == LegacyPasscodeHash.hash(passcode: "482916", salt: salt))

            let wrong = try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "000001"))
            #expect(wrong == VerifyPasscodeResponse(valid: false, passcodeHash: nil, passcodeSalt: nil))

            let change = try await f.api.changePasscode(
                ChangePasscodeRequest(currentPasscode: "482916", newPasscode: "730519"))
            #expect(change.message == "Passcode changed successfully")
            #expect(
                change.passcodeHash
                    == LegacyPasscodeHash.hash(passcode: "730519", salt: try #require(change.passcodeSalt)))

            let request = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            #expect(request.message == "A reset code has been sent to your email")
            let reset = try await f.api.resetPasscode(
                ResetPasscodeRequest(code: try f.latestCode(), newPasscode: "551208"))
            #expect(reset.message == "Passcode reset successfully")
            #expect(
                reset.passcodeHash
                    == LegacyPasscodeHash.hash(passcode: "551208", salt: try #require(reset.passcodeSalt)))

            #expect(try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 5)).passcodeTimeoutMinutes == 5)
            #expect(
                try await f.api.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false)).passcodeEnabled == false)
            #expect(
                try await f.api.currentUser()
                    == CurrentUserPasscodeState(hasPasscode: true, passcodeEnabled: false, passcodeTimeoutMinutes: 5))

            // Issue 25: remove, then a new passcode is a plain set (the disable → re-enable round trip).
            #expect(try await f.api.removePasscode(RemovePasscodeRequest()).message == "Passcode removed")
            #expect(
                try await f.api.currentUser()
                    == CurrentUserPasscodeState(hasPasscode: false, passcodeEnabled: false, passcodeTimeoutMinutes: 5))
            #expect(
                try await f.api.setPasscode(SetPasscodeRequest(passcode: "730519")).message
                    == "Passcode set successfully")
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "730519")).valid)
        }
    }

    @Test(arguments: PasscodeRoutes.all.map(\.endpoint))
    func everyEndpointRefusesAMissingOrUnknownToken(_ endpoint: APIEndpoint) async throws {
        try await ServerFixture.with { f in
            let (method, path) = (endpoint.method.rawValue, endpoint.path)
            let body = endpoint.method.sendsBody ? Data("{}".utf8) : nil
            let missing = try await f.raw(method, path, body: body, token: nil)
            #expect(missing.status == 401)
            #expect(missing.error?.contains("Bearer") == true)
            let unknown = try await f.raw(method, path, body: body, token: "nope")
            #expect(unknown.status == 401)
        }
    }

    @Test func theStateSurvivesARestartOnTheSameDatabaseFile() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lockharness-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await ServerFixture.with(configure: { $0.databasePath = path }) { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            _ = try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 30))
        }
        try await ServerFixture.with(configure: { $0.databasePath = path }) { f in
            let me = try await f.api.currentUser()
            let verify = try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916"))
            #expect(
                me == CurrentUserPasscodeState(hasPasscode: true, passcodeEnabled: true, passcodeTimeoutMinutes: 30))
            #expect(verify.valid)
        }
    }
}
