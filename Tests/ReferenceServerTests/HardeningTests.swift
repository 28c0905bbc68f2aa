import Foundation
import LockFlows
import PasscodeHTTPClient
import ReferenceServer
import ReferenceServerTesting
import Testing

/// Issue 11's security rules, each over HTTP against a real server on loopback.
struct HardeningTests {
    let incorrect = PasscodeAPIError.server(status: 403, message: "Current passcode is incorrect")

    @Test func aSecondSetPasscodeIs409AndKeepsTheFirst() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let answer = try await f.raw("POST", "/api/auth/set-passcode", body: Data(#"{"passcode": "730519"}"#.utf8))
            #expect(answer.status == 409)
            #expect(answer.error == "A passcode is already set; use change-passcode")
            #expect(try await f.api.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid)
        }
    }

    @Test func aWrongCurrentPasscodeOnChangeIs403WithoutWWWAuthenticate() async throws {
        try await ServerFixture.with { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let body = Data(#"{"currentPasscode": "000001", "newPasscode": "730519"}"#.utf8)
            let answer = try await f.raw("POST", "/api/auth/change-passcode", body: body)
            #expect(answer.status == 403)
            #expect(answer.error == "Current passcode is incorrect")
            #expect(answer.headers["www-authenticate"] == nil, "401 and its challenge are for authentication only")
        }
    }

    @Test func underTheHardenedPolicyTurningTheLockOffNeedsTheCurrentPasscode() async throws {
        try await ServerFixture.with(configure: { $0.rules.policy = .hardened }) { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let missing = try await f.raw(
                "PUT", "/api/auth/toggle-passcode-enabled", body: Data(#"{"enabled": false}"#.utf8))
            #expect(missing.status == 403)
            #expect(missing.error == "currentPasscode is required to turn the lock off")
            await #expect(throws: incorrect) {
                try await f.api.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false, currentPasscode: "000001"))
            }
            #expect(try await f.api.currentUser().passcodeEnabled)
            let off = try await f.api.togglePasscodeEnabled(
                TogglePasscodeRequest(enabled: false, currentPasscode: "482916"))
            #expect(off.passcodeEnabled == false)
        }
    }

    @Test func underTheHardenedPolicyChangingTheTimeoutNeedsTheCurrentPasscodeAndWrongOnesCount() async throws {
        try await ServerFixture.with(configure: {
            $0.rules.policy = .hardened
            $0.rules.guessCap = 3
        }) { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            let missing = try await f.raw("PUT", "/api/user/passcode-timeout", body: Data(#"{"minutes": 5}"#.utf8))
            #expect(missing.status == 403)
            #expect(missing.error == "currentPasscode is required to change the timeout")
            for _ in 1...3 {
                await #expect(throws: incorrect) {
                    try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 5, currentPasscode: "000001"))
                }
            }
            let capped = PasscodeAPIError.server(status: 429, message: "Too many failed attempts. Reset your passcode.")
            await #expect(throws: capped) {
                try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 5, currentPasscode: "482916"))
            }
            #expect(try await f.api.currentUser().passcodeTimeoutMinutes == nil)
        }
    }

    @Test func underTheSeedPolicyTheSeedsBodiesStillWork() async throws {
        try await ServerFixture.with(configure: { $0.rules.policy = .seed }) { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            #expect(try await f.api.updateTimeout(PasscodeTimeoutRequest(minutes: 5)).passcodeTimeoutMinutes == 5)
            #expect(
                try await f.api.togglePasscodeEnabled(TogglePasscodeRequest(enabled: false)).passcodeEnabled == false)
        }
    }

    @Test func theSixthResetRequestInAnHourIs429WithRetryAfter() async throws {
        try await ServerFixture.with { f in
            for _ in 1...5 { _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody()) }
            f.clock.advance(by: 600)
            let answer = try await f.raw("POST", "/api/auth/reset-passcode-request", body: Data("{}".utf8))
            #expect(answer.status == 429)
            #expect(answer.error == "Too many reset code requests; try again later")
            #expect(answer.headers["retry-after"] == "3000")
            #expect(f.outbox.sent.count == 5)
            f.clock.advance(by: 3000)
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            // The other account has its own budget.
            _ = try await f.otherAPI.requestPasscodeReset(ResetPasscodeRequestBody())
        }
    }

    @Test func tenWrongResetCodesAcrossCodesBlockResetsUntilTheDayPasses() async throws {
        try await ServerFixture.with { f in
            for _ in 1...2 {
                _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
                let code = try f.latestCode()
                let wrong = code == "000000" ? "000001" : "000000"
                for _ in 1...5 {
                    _ = try? await f.api.resetPasscode(ResetPasscodeRequest(code: wrong, newPasscode: "482916"))
                }
            }
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            let body = Data(#"{"code": "\#(try f.latestCode())", "newPasscode": "482916"}"#.utf8)
            let blocked = try await f.raw("POST", "/api/auth/reset-passcode", body: body)
            #expect(blocked.status == 429)
            #expect(blocked.error == "Too many wrong reset codes; try again later")
            #expect(Int(blocked.headers["retry-after"] ?? "") ?? 0 > 86_000)
            f.clock.advance(by: 86_400)
            _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody())
            _ = try await f.api.resetPasscode(ResetPasscodeRequest(code: try f.latestCode(), newPasscode: "482916"))
        }
    }

    @Test func aBodyDribbledPastTheDeadlineGets408AndTheConnectionCloses() async throws {
        try await ServerFixture.with(configure: { $0.bodyDeadline = .milliseconds(400) }) { f in
            let socket = try RawSocket.connect(port: f.running.port)
            let head =
                "POST /api/auth/set-passcode HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Authorization: Bearer lockharness-dev-token\r\nContent-Type: application/json\r\n"
                + "Content-Length: 22\r\n\r\n"
            try socket.send(Array(head.utf8))
            // Eight of the 22 bytes, one each 100 ms: the body cannot be complete within the deadline however fast the
            // machine is, and only the deadline answers 408 (the idle timeout, 15 s, closes without an answer).
            for byte in Array(#"{"passcode": "482916"}"#.utf8).prefix(8) {
                guard socket.trySend([byte]) else { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let answer = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            let text = String(decoding: answer.bytes, as: UTF8.self)
            #expect(answer.closed, "hung: the connection was still open after \(RawSocket.hangGuardSeconds) s")
            #expect(text.hasPrefix("HTTP/1.1 408"), "got \(text)")
            #expect(
                text.contains(#"{"error":"request body not received within 400 ms of the request head"}"#),
                "got \(text)")
            #expect(try await f.api.currentUser().hasPasscode == false, "nothing stored")
        }
    }

    @Test func aBodyThatArrivesInTimeIsServed() async throws {
        // A pause of 300 ms against a deadline a loaded machine cannot miss.
        try await ServerFixture.with(configure: { $0.bodyDeadline = .seconds(30) }) { f in
            let socket = try RawSocket.connect(port: f.running.port)
            let body = #"{"passcode": "482916"}"#
            let head =
                "POST /api/auth/set-passcode HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Authorization: Bearer lockharness-dev-token\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            try socket.send(Array(head.utf8))
            try await Task.sleep(for: .milliseconds(300))
            try socket.send(Array(body.utf8))
            let text = String(
                decoding: await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds).bytes, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.1 200"), "got \(text)")
        }
    }

    @Test func connectionsBeyondTheCapGet503AndAreClosed() async throws {
        try await ServerFixture.with(configure: { $0.maxConnections = 2 }) { f in
            let request =
                "GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer lockharness-dev-token\r\n\r\n"
            var held: [RawSocket] = []
            for _ in 1...2 {
                let socket = try RawSocket.connect(port: f.running.port)
                try socket.send(Array(request.utf8))
                #expect(
                    String(decoding: await socket.readSome(seconds: RawSocket.hangGuardSeconds), as: UTF8.self)
                        .hasPrefix("HTTP/1.1 200"))
                held.append(socket)
            }
            let third = try RawSocket.connect(port: f.running.port)
            let refused = await third.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
            let text = String(decoding: refused.bytes, as: UTF8.self)
            #expect(refused.closed)
            #expect(text.hasPrefix("HTTP/1.1 503"), "got \(text)")
            #expect(text.contains("at most 2 connections"), "got \(text)")
            held.removeAll()  // closes both
            #expect(
                await f.running.waitForOpenConnections(atMost: 0), "hung: the closed connections were still counted")
            #expect(try await f.api.currentUser().hasPasscode == false, "served again once connections closed")
        }
    }
}
