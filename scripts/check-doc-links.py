#!/usr/bin/env python3
"""Checks every relative link in the project's Markdown: the file it names exists and, when the link has a
`#fragment`, the target file has a heading with that GitHub anchor.

Run from the repository root (`.ci/run` does). Prints `file:line:col: error: ...` per broken link (the format every
other check and the tool itself use) and exits 1 when any is broken, 0 otherwise. External links (`http:`,
`https:`, `mailto:`) are not fetched: CI has no network.
"""
import pathlib
import re
import sys

from markdown_lines import lines, markdown_files, report

ROOT = pathlib.Path.cwd()
LINK = re.compile(r"(?<!!)\[(?P<text>[^\]\n]*)\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
IMAGE = re.compile(r"!\[[^\]\n]*\]\((?P<target>[^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(?P<title>.+?)\s*#*\s*$")


def anchor(title: str) -> str:
    """GitHub's heading anchor: lower case, markup and punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", title)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: pathlib.Path, cache: dict) -> set[str]:
    if path not in cache:
        names: set[str] = set()
        counts: dict[str, int] = {}
        for _, line, in_fence in lines(path):
            match = None if in_fence else HEADING.match(line)
            if match:
                base = anchor(match.group("title"))
                seen = counts.get(base, 0)
                names.add(base if seen == 0 else f"{base}-{seen}")
                counts[base] = seen + 1
        cache[path] = names
    return cache[path]


def main() -> int:
    problems = []
    cache: dict = {}
    files = markdown_files(ROOT)
    checked = 0
    for path in files:
        for number, line, in_fence in lines(path):
            if in_fence:
                continue
            line_without_code = re.sub(r"`[^`]*`", lambda m: " " * len(m.group(0)), line)
            targets = [(m.start("target"), m.group("target")) for m in LINK.finditer(line_without_code)]
            targets += [(m.start("target"), m.group("target")) for m in IMAGE.finditer(line_without_code)]
            for column, target in targets:
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                checked += 1
                file_part, _, fragment = target.partition("#")
                where = f"{path.relative_to(ROOT)}:{number}:{column + 1}"
                destination = path if file_part == "" else (path.parent / file_part).resolve()
                if not destination.exists():
                    problems.append(f"{where}: error: the link `{target}` names `{file_part}`, which does not exist")
                    continue
                if fragment and destination.suffix == ".md":
                    if fragment not in anchors(destination, cache):
                        problems.append(
                            f"{where}: error: the link `{target}` names the heading `#{fragment}`, which "
                            f"{destination.relative_to(ROOT)} does not have")
    return report(problems, f"check-doc-links: {checked} relative links in {len(files)} Markdown files, "
                            f"{len(problems)} broken")


if __name__ == "__main__":
    sys.exit(main())
