import LockFlows
import Testing

struct PasswordResetRuleTests {
    private func model(_ password: String, confirm: String = "") -> ResetPasswordModel {
        var model = ResetPasswordModel(token: "test-token")
        model.enterNewPassword(password)
        model.enterConfirmPassword(confirm)
        return model
    }

    // Seed 002, "Unit Testing": ResetPasswordViewModelTests.testPasswordValidation, row by row
    @Test(arguments: [
        ("Pass1", "", false),  // Too short
        ("password123", "", false),  // No uppercase
        ("PASSWORD123", "", false),  // No lowercase
        ("PasswordOnly", "", false),  // No number
        ("Password123", "", false),  // Valid password but no confirmation
        ("Password123", "Password123", true),  // Valid password with matching confirmation
    ])
    func seedTestPasswordValidation(password: String, confirm: String, valid: Bool) {
        #expect(model(password, confirm: confirm).isPasswordValid == valid)
    }

    @Test func theSeedsFiveRowsHaveItsExactLabelsInOrder() {
        #expect(
            model("").passwordValidation.map(\.text) == [
                "At least 8 characters", "Contains uppercase letter", "Contains lowercase letter", "Contains number",
                "Passwords match",
            ])
    }

    // Checklist "Reset Password Flow": Real-time validation works (each row's met/unmet state)
    @Test(arguments: [
        ("", "", [false, false, false, false, false]),
        ("Pass1", "Pass1", [false, true, true, true, true]),
        ("password123", "password123", [true, false, true, true, true]),
        ("PASSWORD123", "PASSWORD123", [true, true, false, true, true]),
        ("PasswordOnly", "PasswordOnly", [true, true, true, false, true]),
        ("Password123", "Password124", [true, true, true, true, false]),
        ("Password123", "Password123", [true, true, true, true, true]),
    ])
    func checklistResetFlow_realTimeValidationMarksEachRow(password: String, confirm: String, met: [Bool]) {
        #expect(model(password, confirm: confirm).passwordValidation.map(\.isMet) == met)
    }

    // Checklist "Reset Password Flow": Password requirements display (once something is typed)
    @Test func checklistResetFlow_requirementsShowOnceAPasswordIsTyped() {
        #expect(!model("").showsRequirements)
        #expect(model("p").showsRequirements)
    }

    @Test func seedRuleCountsCharactersAndNumbersAsSwiftDoes() {
        // Character.isNumber accepts non-ASCII numerals, so the seed accepts "Passwordٳ3"-style input.
        #expect(model("Passwordه٣", confirm: "Passwordه٣").isPasswordValid)
        // Eight grapheme clusters built from more code points still count as eight.
        #expect(model("Pa1xe\u{301}e\u{301}e\u{301}e\u{301}").passwordValidation[0].isMet)
        #expect(!model("Pa1\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}xyz").passwordValidation[0].isMet)
    }

    @Test func seedRuleRejectionMentionsPasswordForTheSeedsClientMapping() throws {
        let rejection = try #require(PasswordResetPasswordRule.seed.rejection(of: "password123"))
        #expect(rejection.contains("Password"))
        #expect(PasswordResetPasswordRule.seed.rejection(of: "Password123") == nil)
    }

    @Test func nistRuleHasNoCompositionRowsButALengthRangeAndABlocklist() {
        let rows = PasswordResetPasswordRule.nist80063B.requirements(newPassword: "", confirmPassword: "")
        #expect(
            rows.map(\.text) == [
                "At least 8 characters", "At most 128 characters", "Not a commonly used password", "Passwords match",
            ])
    }

    @Test(arguments: [
        ("correct horse battery staple", true),  // spaces, no upper case, no digits: fine under NIST
        ("alllowercase", true),
        (String(repeating: "x", count: 64) + "unicode ✓", true),  // 64+ allowed
        ("Password123", false),  // the seed's own example is a common password
        ("PASSWORD", false),
        ("qwertyuiop", false),
        ("short", false),
        (String(repeating: "y", count: 129), false),
    ])
    func nistRuleAcceptsLongPassphrasesAndRefusesCommonOnes(password: String, accepted: Bool) {
        let rule = PasswordResetPasswordRule.nist80063B
        #expect(rule.isValid(newPassword: password, confirmPassword: password) == accepted)
        #expect((rule.rejection(of: password) == nil) == accepted)
    }

    @Test func nistRuleCountsCodePointsAfterNFC() {
        let rule = PasswordResetNISTRule()
        #expect(rule.length(of: "e\u{301}") == 1)  // NFC composes to é
        #expect(rule.length(of: "\u{1F468}\u{200D}\u{1F469}") == 3)
    }

    @Test func nistRejectionsMentionPassword() {
        for password in ["short", "password123", String(repeating: "z", count: 200)] {
            #expect(PasswordResetPasswordRule.nist80063B.rejection(of: password)?.contains("Password") == true)
        }
    }

    @Test func theResetModelCanUseTheNISTRule() {
        var model = ResetPasswordModel(token: "t", rule: .nist80063B)
        model.enterNewPassword("correct horse battery staple")
        model.enterConfirmPassword("correct horse battery staple")
        #expect(model.isPasswordValid)
        model.enterNewPassword("Password123")
        model.enterConfirmPassword("Password123")
        #expect(!model.isPasswordValid)
    }
}
