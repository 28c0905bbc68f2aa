import LockCore
import Testing

struct PasscodeTests {
    @Test func sixASCIIDigitsAreAccepted() throws {
        let passcode = try Passcode("048291")
        #expect(passcode.digits == "048291")
        #expect(passcode.description == "Passcode(******)")
    }

    @Test(arguments: [
        ("", PasscodeValidationError.empty),
        ("12345", .wrongLength(actual: 5)),
        ("1234567", .wrongLength(actual: 7)),
        ("１２３４５６", .nonASCIIDigit(position: 1, character: "１")),
        ("12345٦", .nonASCIIDigit(position: 6, character: "٦")),
        ("123 456", .whitespace(position: 4)),
        ("12345\u{0}", .nulCharacter(position: 6)),
        ("12a456", .notADigit(position: 3, character: "a")),
        ("-12345", .notADigit(position: 1, character: "-")),
    ])
    func malformedPasscodesAreRefusedWithTheReason(input: String, expected: PasscodeValidationError) {
        #expect(throws: expected) { try Passcode(input) }
    }

    @Test func validationErrorsSayWhatIsAllowed() {
        #expect(PasscodeValidationError.wrongLength(actual: 5).description.contains("exactly 6 ASCII digits"))
        #expect(PasscodeValidationError.nonASCIIDigit(position: 2, character: "２").description.contains("character 2"))
    }

    @Test func commonBlocklistHasAtLeastTenEntriesIncludingTheObviousOnes() throws {
        let list = PasscodeBlocklist.common
        #expect(list.entries.count >= 10)
        for obvious in ["000000", "123456", "111111", "654321", "999999", "121212"] {
            #expect(list.contains(try Passcode(obvious)), "\(obvious) should be blocked")
        }
        #expect(!list.contains(try Passcode("482916")))
        #expect(throws: PasscodeValidationError.blocklisted) { try list.check(try Passcode("123456")) }
    }

    @Test func policiesChooseTheBlocklist() throws {
        #expect(LockPolicy.seed.blocklist.entries.isEmpty)
        #expect(LockPolicy.hardened.blocklist.contains(try Passcode("000000")))
    }
}
