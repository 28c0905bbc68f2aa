#!/usr/bin/env python3
"""`lockharness session` at a real terminal: a pseudo-terminal drives the REPL as a person types.

Checks Tab completion of a step name and of an enumerated value, Up for history (kept in the history file across
sessions), Ctrl-U, a did-you-mean for a prefix (`fore`), and that the terminal's settings come back after `quit`
and after SIGTERM at the prompt (raw mode never leaks into the shell).

    swift build --product lockharness
    python3 Tests/REPL/repl_pty_test.py [path/to/lockharness]

Exits 0 when every check passes, 1 otherwise.
"""
import os
import pty
import select
import signal
import sys
import tempfile
import termios
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, ".build", "debug", "lockharness")
PROMPT = b"lockharness> "
failures = []


def check(condition, what):
    print(("  ok   " if condition else "  FAIL ") + what, file=sys.stderr)
    if not condition:
        failures.append(what)


class Terminal:
    """The REPL on the slave side of a pseudo-terminal; this side types and reads what it draws."""

    def __init__(self, state_home):
        env = dict(os.environ, XDG_STATE_HOME=state_home, TERM="xterm")
        env.pop("LOCKHARNESS_HISTORY", None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(BINARY, [BINARY, "session"], env)
        self.seen = b""

    def read_until(self, wanted, timeout=60):
        """Everything drawn up to and including `wanted` (bytes); fails the check on a timeout."""
        deadline = time.time() + timeout
        while wanted not in self.seen:
            remaining = deadline - time.time()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    return None
                if not chunk:
                    return None
                self.seen += chunk
        index = self.seen.index(wanted) + len(wanted)
        taken, self.seen = self.seen[:index], self.seen[index:]
        return taken

    def type(self, text):
        os.write(self.fd, text.encode() if isinstance(text, str) else text)

    def lflags(self):
        return termios.tcgetattr(self.fd)[3]

    def wait(self):
        _, status = os.waitpid(self.pid, 0)
        return status


def main():
    state_home = tempfile.mkdtemp(prefix="lockharness-repl-")
    term = Terminal(state_home)
    check(term.read_until(PROMPT) is not None, "the REPL prompts at a terminal")

    # Tab completes a unique step name; Enter applies it.
    term.type("lau\t")
    check(term.read_until(b"launch") is not None, "Tab completes `lau` to `launch`")
    term.type("\r")
    check(term.read_until(PROMPT) is not None, "launch applied")

    # Up brings the last line back; Ctrl-U clears it.
    term.type("\x1b[A")
    check(term.read_until(b"launch") is not None, "Up shows the previous line")
    term.type("\x15")

    # Tab on an enumerated value: `lo` is `lock` or `login`: listed, then typed out.
    term.type("expect: {screen: lo\t")
    listed = term.read_until(b"login")
    check(listed is not None and b"lock" in listed, "Tab lists the screen names starting with `lo`")
    term.type("\x15expect: {screen: ho\t")
    check(term.read_until(b"home") is not None, "Tab completes `ho` to `home`")
    term.type("}\r")
    check(term.read_until(b"ok") is not None, "the completed expect holds")
    term.read_until(PROMPT)

    # A prefix gets a did-you-mean.
    term.type("fore\r")
    check(term.read_until(b"did you mean 'foreground'") is not None, "`fore` suggests `foreground`")
    term.read_until(PROMPT)

    # Arrows never reach a step as `^[[A`.
    term.type("\x1b[D\x1b[C\x15quit\r")
    status = term.wait()
    check(os.WIFEXITED(status), f"quit ends the REPL (status {status})")
    check(term.lflags() & termios.ICANON and term.lflags() & termios.ECHO, "the terminal is back in line mode after quit")

    history = os.path.join(state_home, "lockharness", "history")
    saved = open(history, encoding="utf-8").read().splitlines() if os.path.exists(history) else []
    check("launch" in saved and "expect: {screen: home}" in saved, f"history is kept in {history}: {saved}")
    check(oct(os.stat(history).st_mode & 0o777) == "0o600" if saved else False, "the history file is owner-only")

    # A second session gets the history; SIGTERM at the prompt restores the terminal before the process ends.
    term = Terminal(state_home)
    term.read_until(PROMPT)
    term.type("\x1b[A")
    check(term.read_until(b"quit") is not None, "history carries over to the next session")
    term.type("\x1b[A")
    check(term.read_until(b"fore") is not None, "Up walks back through the saved history")
    check(not (term.lflags() & termios.ICANON), "raw mode while a line is typed")
    os.kill(term.pid, signal.SIGTERM)
    status = term.wait()
    check(os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM, "SIGTERM ends the REPL")
    check(term.lflags() & termios.ICANON and term.lflags() & termios.ECHO, "the terminal is restored on SIGTERM")

    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        return 1
    print("all checks passed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
