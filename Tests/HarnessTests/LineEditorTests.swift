import Harness
import Testing

/// The REPL's line editor as a state machine: keys in, buffer and effects out (the terminal side is
/// Tests/REPL/repl_pty_test.py).
struct LineEditorTests {
    static func typed(_ text: String, into editor: inout LineEditor) {
        for character in text { _ = editor.handle(.character(character)) }
    }

    @Test func typingAndCursorMovesEditInPlace() {
        var editor = LineEditor()
        Self.typed("lanch", into: &editor)
        _ = editor.handle(.left)
        _ = editor.handle(.left)
        _ = editor.handle(.left)
        #expect(editor.handle(.character("u")) == [.redraw("launch", cursor: 3)])
        _ = editor.handle(.end)
        #expect(editor.handle(.backspace) == [.redraw("launc", cursor: 5)])
        _ = editor.handle(.home)
        #expect(editor.handle(.delete) == [.redraw("aunc", cursor: 0)])
        #expect(editor.handle(.left) == [.bell])
    }

    @Test func enterSubmitsAndStartsAFreshLine() {
        var editor = LineEditor()
        Self.typed("launch", into: &editor)
        #expect(editor.handle(.enter) == [.submit("launch")])
        #expect(editor.text.isEmpty && editor.cursor == 0)
        #expect(editor.history == ["launch"])
    }

    @Test func historyWalksBackAndForthAndKeepsTheDraft() {
        var editor = LineEditor(history: ["launch", "background"])
        Self.typed("adv", into: &editor)
        #expect(editor.handle(.up) == [.redraw("background", cursor: 10)])
        #expect(editor.handle(.up) == [.redraw("launch", cursor: 6)])
        #expect(editor.handle(.up) == [.bell])
        #expect(editor.handle(.down) == [.redraw("background", cursor: 10)])
        #expect(editor.handle(.down) == [.redraw("adv", cursor: 3)])
        #expect(editor.handle(.down) == [.bell])
    }

    @Test func blankLinesAndRepeatsAreNotKept() {
        var editor = LineEditor(history: ["launch"])
        _ = editor.handle(.enter)
        Self.typed("launch", into: &editor)
        _ = editor.handle(.enter)
        Self.typed("  ", into: &editor)
        _ = editor.handle(.enter)
        #expect(editor.history == ["launch"])
    }

    @Test func controlKeys() {
        var editor = LineEditor()
        #expect(editor.handle(.endOfInput) == [.endOfInput])
        Self.typed("expect: {locked: true}", into: &editor)
        #expect(editor.handle(.killWord) == [.redraw("expect: {locked: ", cursor: 17)])
        _ = editor.handle(.home)
        #expect(editor.handle(.killToEnd) == [.redraw("", cursor: 0)])
        Self.typed("abc", into: &editor)
        _ = editor.handle(.left)
        #expect(editor.handle(.killToStart) == [.redraw("c", cursor: 0)])
        #expect(editor.handle(.endOfInput) == [.redraw("", cursor: 0)])  // not empty: deletes under the cursor
        Self.typed("x", into: &editor)
        #expect(editor.handle(.interrupt) == [.interrupted])
        #expect(editor.text.isEmpty)
    }

    @Test func tabCompletesAUniqueStepWithItsColon() {
        var editor = LineEditor(completer: LineCompleter.candidates(for:))
        Self.typed("adv", into: &editor)
        #expect(editor.handle(.tab) == [.redraw("advance: ", cursor: 9)])
        var bare = LineEditor(completer: LineCompleter.candidates(for:))
        Self.typed("tap-bio", into: &bare)
        #expect(bare.handle(.tab) == [.redraw("tap-biometric", cursor: 13)])
    }

    @Test func tabOnSeveralInsertsWhatTheyShareThenLists() {
        var editor = LineEditor(completer: LineCompleter.candidates(for:))
        Self.typed("toggle-p", into: &editor)
        #expect(editor.handle(.tab) == [.redraw("toggle-passcode: ", cursor: 17)])
        var several = LineEditor(completer: LineCompleter.candidates(for:))
        Self.typed("expect: {screen: lo", into: &several)
        #expect(
            several.handle(.tab) == [.showCompletions(["login", "lock"]), .redraw("expect: {screen: lo", cursor: 19)])
        var none = LineEditor(completer: LineCompleter.candidates(for:))
        Self.typed("zzz", into: &none)
        #expect(none.handle(.tab) == [.bell])
    }

    @Test(
        arguments: [
            ("", Array(StepVocabulary.names.prefix(2))),
            ("back", ["background", "back-to-login"]),
            ("help ", ["steps", "fields"]),
            ("scene: ", ["active", "inactive", "background"]),
            ("expect: {lock", ["locked", "lockCycle", "lockout"]),
            ("expect: {locked: true, pha", ["phase"]),
            ("expect: {phase: ", ["launching", "active", "inactive", "background"]),
            ("expect: {sensorHardware: dis", ["disconnected"]),
            ("sensor: {queue: [noMatch, us", ["userCancel", "userFallback"]),
            ("sensor: {hardware: ", ["present", "absent", "disconnected"]),
            ("advance: 1", []),
        ] as [(String, [String])])
    func completionsComeFromTheVocabularies(before: String, expected: [String]) {
        let candidates = LineCompleter.candidates(for: before)
        if before.isEmpty {
            #expect(Array(candidates.prefix(2)) == expected)
            #expect(candidates.contains("quit") && candidates.count == StepVocabulary.names.count + 4)
        } else {
            #expect(candidates == expected)
        }
    }

    @Test(
        arguments: [
            ([0x1B, 0x5B, 0x41], [LineEditor.Key.up]),
            ([0x1B, 0x4F, 0x42], [.down]),
            ([0x1B, 0x5B, 0x33, 0x7E], [.delete]),
            ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.right]),  // Ctrl-Right: a right move
            ([0x7F, 0x0D, 0x09, 0x03, 0x04], [.backspace, .enter, .tab, .interrupt, .endOfInput]),
            ([0x61, 0xC3, 0xA9, 0xE2, 0x97, 0x8F], [.character("a"), .character("é"), .character("●")]),
            ([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E], []),  // bracketed paste start: swallowed
        ] as [([UInt8], [LineEditor.Key])])
    func bytesBecomeKeys(bytes: [UInt8], keys: [LineEditor.Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes) == keys)
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([0x5B]) == [])
        #expect(decoder.feed([0x44, 0xC3]) == [.left])
        #expect(decoder.feed([0xA9]) == [.character("é")])
    }
}
