#!/usr/bin/env python3
"""What each executable links, read from the linker's own map (issue 39: `lockharness-mcp` links no Hummingbird).

Links each checked product again with `-Xlinker -Map=FILE` (its executable is removed first; only link steps run:
compiler flags are unchanged)
and reads the map's inputs: every object file the linker pulled in sits in `.build/.../<Module>.build/`, so the map
names every module that reached the executable, whatever the imports say. The executable's symbol table (`nm`) is
read too, for symbols mangled in a forbidden module (`$s11Hummingbird...`). A product that must link a module
(`lockharness-serve` links Hummingbird) is checked the same way, so a map this script cannot read fails it rather
than passing every product. Exit 1 with one line per module linked where the table forbids it.

Usage: scripts/check-link-map.py [PRODUCT ...]   (default: every product in RULES)
"""
import os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER_STACK = ["Hummingbird", "HummingbirdCore", "GRDB", "NIOCore", "NIOPosix", "ReferenceServer", "LiveControl"]
# product -> (modules it must not link, modules it must link)
RULES = {
    "lockharness-mcp": (SERVER_STACK, ["MCP", "HarnessLive"]),
    "lockharness": (SERVER_STACK + ["MCP", "LockHarnessMCP"], ["Harness", "HarnessScenarios"]),
    "lockharness-serve": (["GRDB", "ReferenceServer", "MCP"], ["Hummingbird", "LiveControl"]),
}


def mangled(module):
    """The prefix Swift's mangling gives a module's symbols (`$s11Hummingbird`)."""
    return f"$s{len(module)}{module}"


def linked_modules(map_text):
    return set(re.findall(r"/([A-Za-z0-9_]+)\.build/", map_text))


def check(product):
    forbidden, required = RULES[product]
    maps = os.path.join(root, ".build", "link-maps")
    os.makedirs(maps, exist_ok=True)
    map_path = os.path.join(maps, f"{product}.map")
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, check=True, capture_output=True,
                              text=True).stdout.strip()
    # The executable and any old map go first, so the link runs now and writes the map of this very executable.
    for stale in (map_path, os.path.join(bin_path, product)):
        if os.path.exists(stale):
            os.remove(stale)
    subprocess.run(["swift", "build", "--product", product, "-Xlinker", f"-Map={map_path}"], cwd=root, check=True,
                   stdout=subprocess.DEVNULL)
    if not os.path.exists(map_path):
        return [f"{product}: the linker wrote no map at {os.path.relpath(map_path, root)}"]
    modules = linked_modules(open(map_path, encoding="utf-8", errors="replace").read())
    symbols = subprocess.run(["nm", os.path.join(bin_path, product)], check=True, capture_output=True,
                             text=True).stdout
    problems = []
    for module in forbidden:
        count = sum(1 for line in symbols.splitlines() if mangled(module) in line)
        if module in modules or count:
            problems.append(f"{product}: links {module} (link map: {'yes' if module in modules else 'no'}, "
                            f"{count} symbol(s) mangled in it); it must not")
    for module in required:
        if module not in modules:
            problems.append(f"{product}: its link map names no object of {module}, which it links: the map was not "
                            f"read right")
    print(f"check-link-map: {product}: {len(modules)} modules linked, none of "
          f"{', '.join(forbidden)}" if not problems else f"check-link-map: {product}: {len(problems)} problem(s)")
    return problems


problems = []
for product in sys.argv[1:] or list(RULES):
    if product not in RULES:
        sys.exit(f"check-link-map: no rule for product {product!r}; known: {', '.join(RULES)}")
    problems += check(product)
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
