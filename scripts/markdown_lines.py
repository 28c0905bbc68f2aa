"""The project's Markdown as the doc checks read it (check-doc-links.py, check-doc-flags.py): which files, and their
lines with whether each sits in a fenced code block."""
import pathlib
import re
import sys

FENCE = re.compile(r"^\s*(```|~~~)")


def markdown_files(root: pathlib.Path) -> list[pathlib.Path]:
    """Every Markdown file below `root` outside hidden and build folders (`.build`, `.git`), sorted."""
    return [
        path for path in sorted(root.rglob("*.md"))
        if not any(part.startswith(".") for part in path.relative_to(root).parts)
    ]


def lines(path: pathlib.Path):
    """(number, line, in_fence) for each line of `path` that is not a fence marker itself."""
    in_fence = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        yield number, line, in_fence


def report(problems: list[str], summary: str) -> int:
    """Prints each problem on stderr and the summary on stdout; the exit status (1 when any problem)."""
    for problem in problems:
        print(problem, file=sys.stderr)
    print(summary)
    return 1 if problems else 0
