import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler that puts them back (a C function pointer
/// cannot capture a reader).
nonisolated(unsafe) private var terminalSettingsToRestore: termios?
/// Whether the handlers are in place (once per process).
nonisolated(unsafe) private var signalHandlersInstalled = false

/// Reads lines at a terminal with ``LineEditor``: it puts standard input in raw mode for the length of one
/// ``readLine()``, turns bytes into keys (``KeyDecoder``) and performs the editor's effects. The terminal's settings
/// come back when the line is done, and on SIGTERM, SIGHUP and SIGQUIT before the process ends. History is kept in
/// ``LineHistory``'s file.
///
/// ```swift
/// if let reader = TerminalLineReader(prompt: "lockharness> ", history: .standard()) {
///     while let line = reader.readLine() { ... }
/// }
/// ```
public final class TerminalLineReader {
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    private let prompt: String
    private let history: LineHistory?
    private let input: Int32
    private let output: Int32

    /// A reader when both standard input and output are terminals; nil otherwise (piped input keeps plain
    /// `readLine()`).
    public init?(
        prompt: String, history: LineHistory?,
        completer: @escaping @Sendable (String) -> [String] = LineCompleter.candidates(for:),
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.prompt = prompt
        self.history = history
        self.input = input
        self.output = output
        editor = LineEditor(history: history?.load() ?? [], completer: completer)
    }

    /// The next line, nil at end of input (Ctrl-D on an empty line, or the terminal gone).
    public func readLine() -> String? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return Swift.readLine() }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        Self.installSignalHandlers()
        terminalSettingsToRestore = saved
        tcsetattr(input, TCSAFLUSH, &raw)
        defer {
            tcsetattr(input, TCSAFLUSH, &saved)
            terminalSettingsToRestore = nil
        }
        write(prompt)
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                write("\r\n")
                return nil
            }
            for key in decoder.feed(Array(buffer[..<count])) {
                for effect in editor.handle(key) {
                    switch effect {
                    case .submit(let line):
                        write("\r\n")
                        history?.save(editor.history)
                        return line
                    case .endOfInput:
                        write("\r\n")
                        return nil
                    default: perform(effect)
                    }
                }
            }
        }
    }

    private func perform(_ effect: LineEditor.Effect) {
        switch effect {
        case .redraw(let text, let cursor):
            let back = text.count - cursor
            write("\r" + prompt + text + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""))
        case .interrupted: write("^C\r\n" + prompt)
        case .bell: write("\u{07}")
        case .showCompletions(let words): write("\r\n" + words.joined(separator: "  ") + "\r\n")
        case .clearScreen: write("\u{1B}[H\u{1B}[2J")
        case .submit, .endOfInput: break
        }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Foundation.write(output, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// SIGTERM, SIGHUP and SIGQUIT put the terminal back, then end the process as they would have.
    private static func installSignalHandlers() {
        guard !signalHandlersInstalled else { return }
        signalHandlersInstalled = true
        for signalNumber in [SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { received in
                if var settings = terminalSettingsToRestore { tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
