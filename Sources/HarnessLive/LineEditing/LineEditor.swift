import Foundation

/// The REPL's line editor as a pure state machine: keys in, effects out. It keeps the line being typed, the
/// cursor and the history; the owner (``TerminalLineReader``) reads keys from a terminal in raw mode and performs
/// the effects. Nothing here touches the terminal, so every behaviour is tested by feeding keys.
///
/// ```swift
/// var editor = LineEditor(history: ["launch"], completer: LineCompleter.candidates(for:))
/// editor.handle(.up)              // [.redraw("launch", cursor: 6)]
/// editor.handle(.enter)           // [.submit("launch")]
/// ```
public struct LineEditor: Sendable {
    /// One key, as ``KeyDecoder`` reads it from the terminal's bytes.
    public enum Key: Sendable, Equatable {
        /// A printable character.
        case character(Character)
        case enter, backspace, delete, left, right, up, down, home, end, tab
        /// Ctrl-C: drop the line, stay in the REPL.
        case interrupt
        /// Ctrl-D: end of input on an empty line, else delete under the cursor.
        case endOfInput
        /// Ctrl-K: delete to the end of the line.
        case killToEnd
        /// Ctrl-U: delete to the start of the line.
        case killToStart
        /// Ctrl-W: delete the word before the cursor.
        case killWord
        /// Ctrl-L: clear the screen.
        case clearScreen
    }

    /// What the owner does.
    public enum Effect: Sendable, Equatable {
        /// Draw the line as `text` with the cursor `cursor` characters in.
        case redraw(String, cursor: Int)
        /// The line is done: go to a new line and hand it on.
        case submit(String)
        /// Ctrl-C: the line was dropped (print `^C` and a fresh prompt).
        case interrupted
        /// Ctrl-D on an empty line: input ended.
        case endOfInput
        /// Nothing to do for that key.
        case bell
        /// Show these completions below the line, then redraw it.
        case showCompletions([String])
        /// Clear the screen, then redraw.
        case clearScreen
    }

    /// The line so far.
    public private(set) var buffer: [Character] = []
    /// The cursor, as a number of characters from the start.
    public private(set) var cursor = 0
    /// Lines entered before, oldest first (blank lines and repeats of the last one are not kept).
    public private(set) var history: [String]
    /// Which history line is shown (nil: the line being typed).
    private var historyIndex: Int?
    /// The line being typed while the history is browsed.
    private var draft: [Character] = []
    private let completer: @Sendable (String) -> [String]

    /// An editor over `history`; `completer` gives the completions of the text before the cursor (whole words that
    /// the last word can become).
    public init(history: [String] = [], completer: @escaping @Sendable (String) -> [String] = { _ in [] }) {
        self.history = history
        self.completer = completer
    }

    /// The line as text.
    public var text: String { String(buffer) }

    /// Starts a new line (after a submit or an interrupt).
    public mutating func reset() {
        buffer = []
        cursor = 0
        historyIndex = nil
        draft = []
    }

    /// Handles one key.
    public mutating func handle(_ key: Key) -> [Effect] {
        switch key {
        case .character(let character):
            buffer.insert(character, at: cursor)
            cursor += 1
        case .enter:
            let line = text
            remember(line)
            reset()
            return [.submit(line)]
        case .backspace:
            guard cursor > 0 else { return [.bell] }
            cursor -= 1
            buffer.remove(at: cursor)
        case .delete:
            guard cursor < buffer.count else { return [.bell] }
            buffer.remove(at: cursor)
        case .endOfInput:
            if buffer.isEmpty { return [.endOfInput] }
            return handle(.delete)
        case .left:
            guard cursor > 0 else { return [.bell] }
            cursor -= 1
        case .right:
            guard cursor < buffer.count else { return [.bell] }
            cursor += 1
        case .home: cursor = 0
        case .end: cursor = buffer.count
        case .up:
            guard !history.isEmpty, historyIndex != 0 else { return [.bell] }
            if historyIndex == nil { draft = buffer }
            let index = (historyIndex ?? history.count) - 1
            show(Array(history[index]), index: index)
        case .down:
            guard let index = historyIndex else { return [.bell] }
            if index + 1 < history.count {
                show(Array(history[index + 1]), index: index + 1)
            } else {
                show(draft, index: nil)
            }
        case .tab: return complete()
        case .interrupt:
            reset()
            return [.interrupted]
        case .killToEnd: buffer.removeSubrange(cursor...)
        case .killToStart:
            buffer.removeSubrange(..<cursor)
            cursor = 0
        case .killWord:
            var start = cursor
            while start > 0, buffer[start - 1] == " " { start -= 1 }
            while start > 0, buffer[start - 1] != " " { start -= 1 }
            buffer.removeSubrange(start..<cursor)
            cursor = start
        case .clearScreen: return [.clearScreen, redraw]
        }
        return [redraw]
    }

    private var redraw: Effect { .redraw(text, cursor: cursor) }

    private mutating func show(_ line: [Character], index: Int?) {
        buffer = line
        cursor = line.count
        historyIndex = index
    }

    private mutating func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line else { return }
        history.append(line)
    }

    /// Tab: one completion is inserted whole; several insert what they share, or are listed when they share no
    /// more than is typed.
    private mutating func complete() -> [Effect] {
        let before = String(buffer[..<cursor])
        let word = String(before.reversed().prefix { !LineCompleter.separators.contains($0) }.reversed())
        let candidates = completer(before)
        guard !candidates.isEmpty else { return [.bell] }
        let shared = candidates.dropFirst().reduce(candidates[0]) { common, next in
            String(zip(common, next).prefix { $0 == $1 }.map(\.0))
        }
        var insertion = Array(shared.dropFirst(word.count))
        if candidates.count == 1 { insertion += LineCompleter.suffix(after: shared, in: before) }
        guard !insertion.isEmpty else { return [.showCompletions(candidates), redraw] }
        buffer.insert(contentsOf: insertion, at: cursor)
        cursor += insertion.count
        return [redraw]
    }
}
