import Foundation
import Harness

/// Where `lockharness session`'s lines come from: the line editor (``TerminalLineReader``: arrows, history kept in
/// `$XDG_STATE_HOME/lockharness/history`, Tab completion of steps and values) when standard input and output are a
/// terminal; plain `readLine()` otherwise, so piped input reads as it always did.
struct ReplInput {
    /// Whether a person types (standard input is a terminal): prompts and screens are drawn.
    let interactive = isatty(STDIN_FILENO) == 1
    private let reader = TerminalLineReader(prompt: ReplInput.prompt, history: LineHistory.standard())

    static let prompt = "lockharness> "

    /// The next line, without escape sequences; nil at end of input.
    func next() -> String? {
        if let reader { return reader.readLine() }
        if interactive { FileHandle.standardOutput.write(Data(Self.prompt.utf8)) }
        return readLine().map(TerminalInput.withoutEscapeSequences)
    }
}
