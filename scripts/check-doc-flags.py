#!/usr/bin/env python3
"""Checks that every `--flag` the Markdown shows on a `lockharness SUBCOMMAND` (or `lockharness-server`,
`scenario-bench`, `server-bench`) command line is one that command's `--help` lists.

Usage: scripts/check-doc-flags.py BIN_DIR   (the folder holding the built executables, e.g. .build/debug)

Reads command lines in fenced code blocks and in inline code. Prints `file:line:col: error: ...` per unknown flag
and exits 1 when any is found, 0 otherwise.
"""
import pathlib
import re
import subprocess
import sys

from markdown_lines import lines, markdown_files, report

ROOT = pathlib.Path.cwd()
EXECUTABLES = ("lockharness-server", "lockharness-serve", "scenario-bench", "server-bench", "lockharness")
# A command line's executable: not a `--product NAME`/`--target NAME` argument, not a JSON string ("lockharness").
COMMAND = re.compile(
    r"(?<!--product )(?<!--target )(?<![\w\"-])(?P<exe>" + "|".join(re.escape(e) for e in EXECUTABLES)
    + r")(?![\w\"-])(?P<rest>[^`|#]*)")
FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
# Flags every ArgumentParser command answers without listing them all.
ALWAYS = {"--help", "--version", "--generate-completion-script"}


class HelpCache:
    """`--help` of a command path, run once each; None when the path is not a command."""

    def __init__(self, bin_dir: pathlib.Path):
        self.bin_dir = bin_dir
        self.texts: dict[tuple, str | None] = {}

    def help(self, words: tuple) -> str | None:
        if words not in self.texts:
            executable = self.bin_dir / words[0]
            if not executable.exists():
                self.texts[words] = None
            else:
                result = subprocess.run(
                    [str(executable), *words[1:], "--help"], capture_output=True, text=True, timeout=60)
                text = result.stdout + result.stderr
                self.texts[words] = text if result.returncode == 0 else None
        return self.texts[words]


def command_path(exe: str, tokens: list[str], helps: HelpCache) -> tuple:
    """The longest run of leading words that is still a command (`lockharness ctl step` ...)."""
    words = (exe,)
    for token in tokens:
        if token.startswith("-") or not re.fullmatch(r"[a-z][a-z-]*", token):
            break
        longer = words + (token,)
        text = helps.help(longer)
        if text is None or text == helps.help(words):
            break
        words = longer
    return words


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: check-doc-flags.py BIN_DIR", file=sys.stderr)
        return 2
    helps = HelpCache(pathlib.Path(sys.argv[1]))
    if helps.help(("lockharness",)) is None:
        print(f"check-doc-flags: no runnable lockharness in {sys.argv[1]}", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    for path in markdown_files(ROOT):
        for number, line, in_fence in lines(path):
            spans = [(0, line)] if in_fence else [(m.start(1), m.group(1)) for m in re.finditer(r"`([^`]+)`", line)]
            for offset, text in spans:
                for command in COMMAND.finditer(text):
                    exe = command.group("exe")
                    rest = command.group("rest")
                    words = command_path(exe, rest.split(), helps)
                    text_of_help = helps.help(words)
                    if text_of_help is None:
                        continue
                    for flag in FLAG.finditer(rest):
                        name = flag.group(0)
                        checked += 1
                        if name in ALWAYS or re.search(re.escape(name) + r"(?![\w-])", text_of_help):
                            continue
                        column = offset + command.start("rest") + flag.start() + 1
                        problems.append(
                            f"{path.relative_to(ROOT)}:{number}:{column}: error: `{' '.join(words)}` has no "
                            f"option `{name}` (see `{' '.join(words)} --help`)")
    return report(problems, f"check-doc-flags: {checked} flags on documented command lines, {len(problems)} unknown")


if __name__ == "__main__":
    sys.exit(main())
