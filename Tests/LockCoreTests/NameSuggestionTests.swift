import LockCore
import Testing

/// The one did-you-mean helper (scenario files, device profiles, CLI arguments).
struct NameSuggestionTests {
    @Test(
        arguments: [
            ("iOS", ["android", "ios"], "ios"),  // case only
            ("enterPin", ["enter-pin", "launch"], "enter-pin"),  // separators and case
            ("enter_pin", ["enter-pin", "launch"], "enter-pin"),
            ("stpes", ["name", "steps"], "steps"),  // adjacent swap
            ("advnace", ["advance", "background"], "advance"),
            ("iphone-15pro", ["iphone-15-pro", "pixel-8"], "iphone-15-pro"),
            ("userCancelled", ["userCancel", "systemCancel"], "userCancel"),
            ("ab", ["ac", "zz"], "ac"),  // short words may still differ by one
        ] as [(String, [String], String)])
    func aPlausibleTypoGetsTheClosestCandidate(word: String, candidates: [String], expected: String) {
        #expect(NameSuggestion.closest(to: word, among: candidates) == expected)
    }

    @Test(
        arguments: [
            ("xyz", ["advance", "background"]),
            ("ab", ["cd"]),  // two edits on a two-letter word is not a typo
            ("timeout", []),
            ("steps", ["steps"]),  // the word itself is never suggested
        ] as [(String, [String])])
    func nothingCloseEnoughGivesNoSuggestion(word: String, candidates: [String]) {
        #expect(NameSuggestion.closest(to: word, among: candidates) == nil)
    }

    /// What a word abbreviates beats what it is a few edits from: `iphone15` is the 15 Pro, not the SE (edit distance
    /// 4 against 3), and a prefix gets the shortest step it starts.
    @Test(
        arguments: [
            (
                "iphone15", ["ipad-no-biometrics", "iphone-15-pro", "iphone-se", "linux-laptop-usb-reader", "pixel-8"],
                "iphone-15-pro"
            ),
            ("back", ["launch", "background", "back-to-login", "foreground"], "background"),
            ("fore", ["launch", "background", "forgot-passcode", "foreground"], "foreground"),
            ("laptop", ["iphone-se", "linux-laptop-usb-reader"], "linux-laptop-usb-reader"),
        ] as [(String, [String], String)])
    func aPrefixOrAPartBeatsEditDistance(word: String, candidates: [String], expected: String) {
        #expect(NameSuggestion.closest(to: word, among: candidates) == expected)
    }

    @Test func twoLettersAreNotAPrefixWorthSuggesting() {
        #expect(NameSuggestion.closest(to: "la", among: ["launch", "logout"]) == nil)
    }

    @Test func completionsAreTheCandidatesStartingWithTheText() {
        #expect(NameSuggestion.completions(of: "lo", among: ["lock", "home", "login"]) == ["lock", "login"])
        #expect(NameSuggestion.completions(of: "", among: ["a", "b"]) == ["a", "b"])
    }

    @Test func theClosestOfSeveralWins() {
        #expect(
            NameSuggestion.closest(to: "backgroud", among: ["foreground", "background", "backgrounds"]) == "background")
    }

    @Test(arguments: [("kitten", "sitting", 3), ("ab", "ba", 1), ("", "abc", 3), ("same", "same", 0), ("ca", "abc", 3)])
    func editDistanceCountsSwapsAsOneEdit(lhs: String, rhs: String, distance: Int) {
        #expect(NameSuggestion.editDistance(lhs, rhs) == distance)
        #expect(NameSuggestion.editDistance(rhs, lhs) == distance)
    }
}
