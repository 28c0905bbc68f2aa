#!/usr/bin/env python3
"""The Swift version LockHarness claims, checked against what it needs (issue 40).

The claim is the root manifest's `swift-tools-version`. This script fails (exit 1, one `file:line:col: error:` line
per problem on stderr) when:

- the README states another version: its "Swift X or later" line (exactly one), the GitHub Actions recipe's
  `swift-version:` and the GitLab recipe's `image: swift:X` must all say the claim;
- another package manifest in the repository (Examples/*, Benchmarks/) declares a different tools version;
- a resolved dependency needs a newer toolchain than the claim: for every package `swift package show-dependencies`
  lists, the manifest a toolchain of the claimed version would load (the highest `Package@swift-V.swift` with
  V <= the claim, else `Package.swift`, SwiftPM's rule) declares a tools version above the claim;
- a language feature newer than the claim (the FEATURES table: the version that first shipped it) is used in a Swift
  file outside a `#if compiler(>=V)` block with V at least that version.

`--claim X.Y` checks a lower claim than the manifest's without editing it (how to see what a lower claim would need:
`scripts/check-swift-version.py --claim 6.2`).
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# One row per feature: a pattern that finds a use, the first Swift version that compiles it, and what it is.
FEATURES = [
    (r"@_spi\(ExperimentalCustomExecutors\)", (6, 3), "custom main/default executors SPI (_createExecutors)"),
    (r"@_spi\(ExperimentalScheduling\)", (6, 3), "SchedulingExecutor SPI"),
    (r"\bnonisolated\(nonsending\)", (6, 2), "nonisolated(nonsending) (SE-0461)"),
    (r"(?<![\w.])@concurrent\b", (6, 2), "@concurrent (SE-0461)"),
    (r"\bInlineArray\s*<", (6, 2), "InlineArray (SE-0453)"),
    (r"\b(?:Mutable)?(?:Raw)?Span\s*<|\bRawSpan\b", (6, 2), "Span (SE-0447)"),
    (r"\bTask\.immediate\b", (6, 2), "Task.immediate (SE-0472)"),
    (r"\bTask\s*\(\s*name\s*:", (6, 2), "named tasks (SE-0469)"),
    (r"\bweak\s+let\b", (6, 2), "weak let (SE-0481)"),
    (r"\bisolated\s+deinit\b", (6, 2), "isolated deinit (SE-0371)"),
    (r"(?:^|[=(,\[{:]|\breturn|\btry|\bawait)\s*unsafe\s+[\w(&]", (6, 2), "unsafe expressions (SE-0458)"),
    (r"@abi\(", (6, 2), "@abi (SE-0476)"),
]

SKIP_DIRECTORIES = {".build", ".git", ".swiftpm", "node_modules"}


def version_text(version):
    return ".".join(str(part) for part in version)


def parse_version(text):
    return tuple(int(part) for part in text.split("."))


def tools_version(path):
    """The (line text, version) a manifest's first line declares."""
    with open(path, encoding="utf-8") as file:
        first = file.readline()
    match = re.match(r"//\s*swift-tools-version\s*:\s*(\d+(?:\.\d+){0,2})", first)
    if not match:
        return None
    version = parse_version(match.group(1))
    return version + (0,) * (2 - len(version)) if len(version) < 2 else version


def manifest_for(package_path, toolchain):
    """The manifest a toolchain of version `toolchain` loads in `package_path` (SwiftPM's version-specific rule)."""
    best = None
    for name in os.listdir(package_path):
        match = re.fullmatch(r"Package@swift-(\d+(?:\.\d+){0,2})\.swift", name)
        if not match:
            continue
        version = parse_version(match.group(1))
        if version <= toolchain and (best is None or version > best[0]):
            best = (version, name)
    return os.path.join(package_path, best[1] if best else "Package.swift")


def relative(path):
    return os.path.relpath(path, ROOT)


def swift_files():
    for base in ("Sources", "Tests", "Examples", "Benchmarks"):
        for directory, subdirectories, files in os.walk(os.path.join(ROOT, base)):
            subdirectories[:] = [name for name in subdirectories if name not in SKIP_DIRECTORIES]
            for name in sorted(files):
                if name.endswith(".swift") and not name.startswith("Package"):
                    yield os.path.join(directory, name)


def guarded_uses(path):
    """(line, column, feature, version, guard) for every FEATURES use in `path`; `guard` is the highest
    `compiler(>=V)` the use sits under (in the `#if`/`#elseif` branch that names it), or None."""
    stack = []  # one entry per open #if: the compiler version its current branch guarantees, or None
    uses = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            stripped = line.strip()
            directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
            if directive:
                keyword, condition = directive.groups()
                guard = None
                if keyword in ("if", "elseif"):
                    versions = re.findall(r"compiler\(\s*>=\s*(\d+(?:\.\d+)*)\s*\)", condition)
                    # Only a conjunction guarantees the version (`a || compiler(>=6.3)` does not).
                    if versions and "||" not in condition and "!" not in condition:
                        guard = max(parse_version(v) for v in versions)
                if keyword == "if":
                    stack.append(guard)
                elif keyword in ("elseif", "else") and stack:
                    stack[-1] = guard
                elif keyword == "endif" and stack:
                    stack.pop()
                continue
            if stripped.startswith("//") or stripped.startswith("///") or stripped.startswith("*"):
                continue
            code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0])
            for pattern, version, name in FEATURES:
                for match in re.finditer(pattern, code):
                    active = [guard for guard in stack if guard is not None]
                    uses.append((number, match.start() + 1, name, version, max(active) if active else None))
    return uses


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--claim", help="check this version instead of Package.swift's swift-tools-version")
    parser.add_argument("--no-dependencies", action="store_true", help="skip the resolved packages (offline)")
    arguments = parser.parse_args()

    problems = []

    def problem(path, line, column, message):
        problems.append(f"{relative(path)}:{line}:{column}: error: {message}")

    root_manifest = os.path.join(ROOT, "Package.swift")
    manifest_claim = tools_version(root_manifest)
    if manifest_claim is None:
        problem(root_manifest, 1, 1, "no `// swift-tools-version: X.Y` on the first line")
        manifest_claim = (0, 0)
    claim = parse_version(arguments.claim) if arguments.claim else manifest_claim
    claim_text = version_text(claim)

    # The README states the claim once, and its CI recipes use it.
    readme = os.path.join(ROOT, "README.md")
    with open(readme, encoding="utf-8") as file:
        lines = file.read().split("\n")
    statements = []
    for number, line in enumerate(lines, start=1):
        for match in re.finditer(r"Swift (\d+\.\d+(?:\.\d+)?) or later", line):
            statements.append((number, match.start() + 1, match.group(1)))
        for pattern, what in (
            (r"swift-version:\s*\"?(\d+\.\d+(?:\.\d+)?)", "the GitHub Actions recipe's swift-version"),
            (r"image:\s*swift:(\d+\.\d+(?:\.\d+)?)", "the GitLab recipe's Swift image"),
        ):
            for match in re.finditer(pattern, line):
                if parse_version(match.group(1)) != claim:
                    problem(readme, number, match.start(1) + 1,
                            f"{what} is {match.group(1)}; the claim (swift-tools-version) is {claim_text}")
    if len(statements) != 1:
        problem(readme, statements[1][0] if len(statements) > 1 else 1, 1,
                f"the README states the minimum Swift version {len(statements)} times (\"Swift X or later\"); "
                "state it once")
    for number, column, version in statements:
        if parse_version(version) != claim:
            problem(readme, number, column, f"says \"Swift {version} or later\"; the claim is {claim_text}")

    # The repository's other packages declare the same tools version.
    for directory, subdirectories, files in os.walk(ROOT):
        subdirectories[:] = [name for name in subdirectories if name not in SKIP_DIRECTORIES]
        if directory == ROOT or "Package.swift" not in files:
            continue
        path = os.path.join(directory, "Package.swift")
        version = tools_version(path)
        if version != claim:
            problem(path, 1, 1, f"swift-tools-version {version_text(version) if version else 'missing'}; "
                                f"the repository claims {claim_text} (Package.swift)")

    # Every resolved dependency loads on the claimed toolchain.
    checked = 0
    if not arguments.no_dependencies:
        listing = subprocess.run(
            ["swift", "package", "show-dependencies", "--format", "json"], cwd=ROOT, capture_output=True, text=True)
        if listing.returncode != 0:
            sys.stderr.write(listing.stderr)
            problem(root_manifest, 1, 1, "`swift package show-dependencies` failed (output above)")
        else:
            seen = {}
            pending = [json.loads(listing.stdout)]
            while pending:
                node = pending.pop()
                for child in node.get("dependencies", []):
                    seen.setdefault(child["identity"], child)
                    pending.append(child)
            for identity, package in sorted(seen.items()):
                manifest = manifest_for(package["path"], claim)
                version = tools_version(manifest)
                checked += 1
                if version is None or version > claim:
                    problems.append(
                        f"{relative(manifest) if manifest.startswith(ROOT) else manifest}:1:1: error: "
                        f"{identity} {package['version']} declares swift-tools-version "
                        f"{version_text(version) if version else '(none)'}, above the claimed {claim_text}")

    # Newer language features sit under a compiler guard.
    uses = 0
    for path in swift_files():
        for line, column, name, version, guard in guarded_uses(path):
            uses += 1
            if version > claim and (guard is None or guard < version):
                problem(path, line, column,
                        f"{name} needs Swift {version_text(version)}, above the claimed {claim_text}: put it under "
                        f"`#if compiler(>={version_text(version)})` (with a fallback) or raise the claim")

    for line in problems:
        print(line, file=sys.stderr)
    print(f"check-swift-version: claim Swift {claim_text}; {checked} resolved packages and {uses} uses of "
          f"{len(FEATURES)} newer language features checked; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
