/// What a terminal sends that is not text: arrow and function keys arrive as escape sequences (`ESC [ A` for ↑)
/// when standard input is read line by line without a line editor.
public enum TerminalInput {
    /// `line` without ANSI escape sequences (CSI `ESC [ ... final`, SS3 `ESC O x`, and a lone `ESC`), so a stray
    /// arrow key does not turn a step into "control characters are not allowed".
    public static func withoutEscapeSequences(_ line: String) -> String {
        var result = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "[":  // CSI: parameters and intermediates up to a final byte in @...~
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "O":  // SS3: one more character
                _ = scalars.next()
            default:
                break
            }
        }
        return result
    }
}
