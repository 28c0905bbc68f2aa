import Foundation
import ReferenceServer
import ReferenceServerTesting
import Testing

/// Issue 38: the `/v1` limits counted in fixed windows, so 39 token guesses and 19 failed logins got through
/// within one second across a window's edge. They now slide: a limit holds over every span of its length.
struct SlidingWindowTests {
    static func guess(_ f: ServerFixture) async throws -> (status: Int, retryAfter: String?) {
        let answer = try await f.raw("POST", "/v1/auth/verify-reset-token", body: Data(#"{"token": "nope"}"#.utf8))
        return (answer.status, answer.headers["retry-after"])
    }

    @Test func tokenGuessesAcrossAWindowEdgeStayWithinTheLimit() async throws {
        try await ServerFixture.with { f throws in
            #expect(try await Self.guess(f).status == 400)  // at 0 s
            f.clock.advance(by: 899)
            for _ in 0..<19 { #expect(try await Self.guess(f).status == 400) }  // 20 in the last 15 minutes
            let full = try await Self.guess(f)
            #expect(full.status == 429 && full.retryAfter == "1", "\(full)")
            f.clock.advance(by: 2)  // 901 s: a fixed window opened at 0 s would start afresh with 20
            #expect(try await Self.guess(f).status == 400)  // the guess at 0 s has left the window
            let next = try await Self.guess(f)  // the next guess leaves the window at 899 + 900 s
            #expect(next.status == 429 && next.retryAfter == "898", "\(next)")
            f.clock.advance(by: 898)
            #expect(try await Self.guess(f).status == 400)
        }
    }
}
