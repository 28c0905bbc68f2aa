import LockCore
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import Testing

/// Stage 02 "Core Service" table rows 1, 4, 5, 6, 7, 9, 14, with `PasscodeService` talking HTTP to the real server.
struct Stage02OverHTTPTests {
    @Test func stage02Row1_setPasscodeCachesTheServerHash() async throws {
        try await ServerFixture.with { f in
            let store = InMemorySecureStore()
            let service = try f.makeService(store: store)
            try await service.setPasscode("482916")
            #expect(await service.hasPasscode)
            let verifier = try #require(try store.verifier())
            #expect(verifier.algorithm == .legacySHA256)
            #expect(verifier.hash == LegacyPasscodeHash.hash(passcode: "482916", salt: verifier.salt))
            #expect(try await f.api.currentUser().hasPasscode)
        }
    }

    @Test func stage02Row4_serverVerifyCachesAndAWrongOneIsIncorrect() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let store = InMemorySecureStore()
            let service = try f.makeService(store: store)
            try await service.verifyAndCachePasscode("482916")
            #expect(try store.passcodeHash() != nil)
            #expect(await service.verifyPasscode("482916"))
            await #expect(throws: PasscodeServiceError.incorrectPasscode) {
                try await service.verifyAndCachePasscode("000001")
            }
        }
    }

    @Test func stage02Row5_changeUpdatesTheLocalCache() async throws {
        try await ServerFixture.with { f in
            let service = try f.makeService()
            try await service.setPasscode("482916")
            try await service.changePasscode(current: "482916", new: "730519")
            #expect(await service.verifyPasscode("730519"))
            #expect(await !service.verifyPasscode("482916"))
            await #expect(throws: PasscodeServiceError.apiError("Current passcode is incorrect")) {
                try await service.changePasscode(current: "111111", new: "222222")
            }
        }
    }

    @Test func stage02Row6_requestResetSucceedsWithNoLocalChange() async throws {
        try await ServerFixture.with { f in
            let store = InMemorySecureStore()
            let service = try f.makeService(store: store)
            try await service.setPasscode("482916")
            let before = try store.verifier()
            try await service.requestPasscodeReset()
            #expect(try store.verifier() == before)
            #expect(f.outbox.sent.count == 1)
        }
    }

    @Test func stage02Row7_resetWithTheEmailedCodeUpdatesTheCache() async throws {
        try await ServerFixture.with { f in
            let service = try f.makeService()
            try await service.setPasscode("482916")
            try await service.requestPasscodeReset()
            try await service.resetPasscode(code: try f.latestCode(), newPasscode: "730519")
            #expect(await service.verifyPasscode("730519"))
            #expect(await !service.verifyPasscode("482916"))
            #expect(await service.hasPasscode)
        }
    }

    @Test func stage02Row9_meSyncsTheServiceState() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            _ = try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 5))
            let service = try f.makeService()
            try await service.refreshFromServer()
            #expect(await service.hasPasscode)
            #expect(await service.passcodeEnabled)
            #expect(await service.timeoutMinutes == 5)
        }
    }

    @Test func stage02Row14_toggleOffStopsTheLock() async throws {
        try await ServerFixture.with { f in
            let service = try f.makeService()
            try await service.setPasscode("482916")
            try await service.togglePasscodeEnabled(false)
            #expect(await !service.passcodeEnabled)
            #expect(await !service.isPasscodeEnabled)
            #expect(try await f.api.currentUser().passcodeEnabled == false)
        }
    }

    @Test func endToEnd_setVerifyOfflineChangeReset() async throws {
        try await ServerFixture.with { f in
            let service = try f.makeService()
            try await service.setPasscode("482916")
            #expect(await service.verifyPasscode("482916"))
            try await service.changePasscode(current: "482916", new: "730519")
            #expect(await service.verifyPasscode("730519"))
            try await service.requestPasscodeReset()
            try await service.resetPasscode(code: try f.latestCode(), newPasscode: "551208")
            #expect(await service.verifyPasscode("551208"))
            try await service.verifyAndCachePasscode("551208")
            #expect(try await f.api.currentUser().hasPasscode)
        }
    }
}
