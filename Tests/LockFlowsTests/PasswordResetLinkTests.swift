import Foundation
import LockFlows
import Testing

struct PasswordResetLinkTests {
    // Seed 002, "Navigation & Deep Linking": the two example URLs in handleDeepLink
    @Test(arguments: [
        ("artitec://reset-password?token=abc123", ResetPasswordLink.Form.customScheme),
        ("https://artitec.com/reset-password?token=abc123", .universalLink),
    ])
    func seedDeepLinkExamplesParse(text: String, form: ResetPasswordLink.Form) throws {
        let link = try ResetPasswordLink(parsing: text)
        #expect(link.token == "abc123")
        #expect(link.form == form)
    }

    @Test(arguments: [
        "ARTITEC://Reset-Password?token=abc123",
        "artitec://reset-password/?token=abc123",
        "https://ARTITEC.com/reset-password/?token=abc123",
        "artitec://reset-password?utm_source=email&token=abc123#top",
    ])
    func harmlessVariationsParse(text: String) throws {
        #expect(try ResetPasswordLink(parsing: text).token == "abc123")
    }

    @Test func aPercentEncodedTokenIsDecoded() throws {
        #expect(try ResetPasswordLink(parsing: "artitec://reset-password?token=a%2Bb%3D").token == "a+b=")
    }

    @Test func aURLValueParsesLikeItsText() throws {
        let url = try #require(URL(string: "https://artitec.com/reset-password?token=abc123"))
        #expect(try ResetPasswordLink(url: url) == ResetPasswordLink(token: "abc123", form: .universalLink))
    }

    @Test(arguments: [
        ("artitec://reset-password", ResetPasswordLinkError.missingToken),
        ("artitec://reset-password?", .missingToken),
        ("artitec://reset-password?tok=abc", .missingToken),
        ("https://artitec.com/reset-password?Token=abc", .missingToken),
        ("artitec://reset-password?token=", .emptyToken),
        ("artitec://reset-password?token", .emptyToken),
        ("artitec://reset-password?token=a&token=b", .multipleTokens(count: 2)),
        ("http://artitec.com/reset-password?token=abc", .wrongScheme("http")),
        ("javascript:alert(1)", .wrongScheme("javascript")),
        ("mailto:ann@example.com?token=abc", .wrongScheme("mailto")),
        ("reset-password?token=abc", .wrongScheme(nil)),
        ("artitec://login?token=abc", .wrongHost("login")),
        ("https://evil.example/reset-password?token=abc", .wrongHost("evil.example")),
        ("https://artitec.com.evil.example/reset-password?token=abc", .wrongHost("artitec.com.evil.example")),
        ("https://artitec.com@evil.example/reset-password?token=abc", .wrongHost("evil.example")),
        ("https://artitec.com/reset-password-now?token=abc", .wrongPath("/reset-password-now")),
        ("https://artitec.com/?token=abc", .wrongPath("/")),
        ("artitec://reset-password/extra?token=abc", .wrongPath("/extra")),
        ("https://user@artitec.com/reset-password?token=abc", .unexpectedAuthority),
        ("https://artitec.com:8443/reset-password?token=abc", .unexpectedAuthority),
        ("artitec://reset-password?token=abc%20def", .malformedToken(position: 4)),
        ("artitec://reset-password?token=%00abc", .malformedToken(position: 1)),
        ("artitec://reset-password?token=ab%C3%A9", .malformedToken(position: 3)),
        ("", .notAURL("")),
    ])
    func badLinksAreTypedErrors(text: String, expected: ResetPasswordLinkError) {
        #expect(throws: expected) { try ResetPasswordLink(parsing: text) }
    }

    @Test func anOverlongTokenIsRefused() {
        let token = String(repeating: "a", count: ResetPasswordLink.maximumTokenLength + 1)
        #expect(throws: ResetPasswordLinkError.tokenTooLong(length: token.count)) {
            try ResetPasswordLink(parsing: "artitec://reset-password?token=" + token)
        }
    }

    @Test(arguments: [
        "%%%", "http://[::1", "not a url at all", "artitec://", "://reset-password?token=x", "\u{0}", "🙃",
    ])
    func garbageNeverCrashesAndSaysWhatWasExpected(text: String) {
        do {
            _ = try ResetPasswordLink(parsing: text)
            Issue.record("'\(text)' should not parse")
        } catch {
            #expect(error.description.contains("reset link:"))
        }
    }

    @Test(arguments: [
        ResetPasswordLinkError.missingToken, .emptyToken, .multipleTokens(count: 2),
        .malformedToken(position: 3), .tokenTooLong(length: 600),
    ])
    func tokenErrorsTellTheUserWhatToDo(error: ResetPasswordLinkError) {
        #expect(error.description.contains("reset email"))
    }

    @Test func locationErrorsNameTheExpectedForms() {
        let text = ResetPasswordLinkError.wrongHost("evil.example").description
        #expect(text.contains("evil.example"))
        #expect(text.contains("artitec://reset-password?token="))
        #expect(text.contains("https://artitec.com/reset-password?token="))
    }

    @Test(arguments: ResetPasswordLink.Form.allCases)
    func aLinkRoundTripsThroughItsURL(form: ResetPasswordLink.Form) throws {
        let link = ResetPasswordLink(token: "a+b/c=", form: form)
        #expect(try ResetPasswordLink(url: link.url) == link)
    }

    @Test func theCustomSchemeURLIsTheSeedsEmailTemplate() {
        #expect(ResetPasswordLink(token: "abc123").url.absoluteString == "artitec://reset-password?token=abc123")
        #expect(
            ResetPasswordLink(token: "abc123", form: .universalLink).url.absoluteString
                == "https://artitec.com/reset-password?token=abc123")
    }
}
