#!/usr/bin/env python3
"""Checks the doc comments' symbol links (``Type/member(label:)``) with DocC itself, from an existing debug build.

Usage: scripts/check-docc-links.py [BUILD_DIR]   (default .build/debug; `swift build` must have run)

For each of the package's Swift library targets: `swift-symbolgraph-extract` reads the built module (no rebuild),
then `docc convert --analyze` resolves every link in its public documentation. A link DocC cannot resolve inside
its module is accepted only when it names a symbol of another of the package's modules (DocC resolves links per
module, so ``BootID`` in LockFlows' docs is a link to LockCore's type); anything else - a renamed method, a label
that changed, a type that is gone - is printed as `file:line:col: error: ...` (or the symbol's path when DocC gives
no location) and fails the check (exit 1).
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = pathlib.Path.cwd()
UNRESOLVED = re.compile(r"warning: '(?P<link>[^']+)' doesn't exist at '(?P<scope>[^']+)'")
LOCATION = re.compile(r"^\s*--> (?P<file>[^:\s]+\.swift):(?P<line>\d+):(?P<col>\d+)")
DISAMBIGUATION = re.compile(r"-(swift\.[a-z.]+|[0-9a-f]{3,}|struct|class|enum|protocol|func|var|property|method|init)$")


def dump_package() -> dict:
    dump = subprocess.run(["swift", "package", "dump-package"], capture_output=True, text=True, check=True)
    return json.loads(dump.stdout)


def system_library_flags(package: dict) -> list[str]:
    """`-Xcc -I...` for the system libraries' headers (pkg-config), which the reader modules' C maps include."""
    names = [target["pkgConfig"] for target in package["targets"]
             if target["type"] == "system" and target.get("pkgConfig")]
    flags: list[str] = []
    for name in names:
        result = subprocess.run(["pkg-config", "--cflags-only-I", name], capture_output=True, text=True)
        if result.returncode == 0:
            for flag in result.stdout.split():
                flags += ["-Xcc", flag]
    return flags


def library_targets(package: dict) -> list[str]:
    names = []
    for target in package["targets"]:
        if target["type"] != "regular":
            continue
        folder = ROOT / (target.get("path") or f"Sources/{target['name']}")
        if any(folder.rglob("*.swift")):
            names.append(target["name"])
    return names


def include_dirs(build: pathlib.Path) -> list[str]:
    """The built Swift modules, and every folder with a C module's map (here and in the dependencies' checkouts)."""
    checkouts = build.parent.parent / "checkouts"
    folders = {str(build / "Modules")}
    for root in (ROOT / "Sources", checkouts if checkouts.exists() else ROOT / ".build" / "checkouts"):
        if root.exists():
            for modulemap in root.rglob("module.modulemap"):
                folders.add(str(modulemap.parent))
    # C targets without a map of their own get one generated next to their objects.
    for modulemap in build.glob("*.build/module.modulemap"):
        folders.add(str(modulemap.parent))
    return sorted(folders)


def extract(module: str, includes: list[str], flags: list[str], out: pathlib.Path) -> str | None:
    arguments = ["swift-symbolgraph-extract", "-module-name", module, "-target", target_triple(),
                 "-output-dir", str(out), "-minimum-access-level", "private"] + flags
    for folder in includes:
        arguments += ["-I", folder]
    result = subprocess.run(arguments, capture_output=True, text=True)
    return None if result.returncode == 0 else result.stderr.strip().splitlines()[0]


def target_triple() -> str:
    output = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)["target"]["triple"]


def symbol_paths(graph_dir: pathlib.Path) -> set[str]:
    """Every symbol path (`Type/member(label:)`) a module declares, with and without the module's name."""
    paths = set()
    for graph in graph_dir.glob("*.symbols.json"):
        for symbol in json.loads(graph.read_text()).get("symbols", []):
            components = symbol.get("pathComponents", [])
            for start in range(len(components)):
                paths.add("/".join(components[start:]))
    return paths


def normalised(link: str) -> str:
    parts = [DISAMBIGUATION.sub("", part) for part in link.strip("/").split("/")]
    return "/".join(parts)


def convert(module: str, graph_dir: pathlib.Path, scratch: pathlib.Path) -> str:
    catalog = scratch / f"{module}.docc"
    catalog.mkdir()
    result = subprocess.run(
        ["docc", "convert", str(catalog), "--additional-symbol-graph-dir", str(graph_dir),
         "--fallback-display-name", module, "--fallback-bundle-identifier", f"lockharness.{module}",
         "--output-path", str(scratch / f"{module}.doccarchive"), "--analyze"],
        capture_output=True, text=True)
    return result.stdout + result.stderr


def main() -> int:
    build = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/debug").resolve()
    package = dump_package()
    modules = library_targets(package)
    includes = include_dirs(build)
    flags = system_library_flags(package)
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as scratch_name:
        scratch = pathlib.Path(scratch_name)
        graphs = {}
        for module in modules:
            out = scratch / "graphs" / module
            out.mkdir(parents=True)
            failure = extract(module, includes, flags, out)
            if failure:
                problems.append(f"{module}: error: its symbol graph could not be read from {build}: {failure}")
                continue
            graphs[module] = out
        declared = {module: symbol_paths(folder) for module, folder in graphs.items()}
        everywhere = set().union(*declared.values()) if declared else set()
        everywhere |= set(modules)  # ``Biometrics`` names a module of the package
        with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
            outputs = dict(zip(graphs, pool.map(lambda m: convert(m, graphs[m], scratch), graphs)))
        checked = 0
        for module, output in outputs.items():
            lines = output.splitlines()
            for index, line in enumerate(lines):
                match = UNRESOLVED.search(line)
                if not match:
                    continue
                checked += 1
                link = normalised(match.group("link"))
                if link in everywhere or link.split("/", 1)[-1] in everywhere:
                    continue
                where = f"{module}{match.group('scope')}"
                for following in lines[index + 1:index + 3]:
                    place = LOCATION.match(following)
                    if place:
                        file = pathlib.Path(os.path.normpath(ROOT / place.group("file")))
                        shown = file.relative_to(ROOT) if file.is_relative_to(ROOT) else file
                        where = f"{shown}:{place.group('line')}:{place.group('col')}"
                        break
                problems.append(f"{where}: error: the doc link ``{match.group('link')}`` names no symbol of this "
                                f"package (seen from {match.group('scope')})")
    unique = sorted(set(problems))
    for problem in unique:
        print(problem, file=sys.stderr)
    print(f"check-docc-links: {len(modules)} modules, {len(unique)} doc link(s) that name nothing")
    return 1 if unique else 0


if __name__ == "__main__":
    sys.exit(main())
