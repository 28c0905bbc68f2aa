#!/usr/bin/env python3
"""Every module a target imports is declared in Package.swift (issue 28: module hygiene).

Reads the manifest with `swift package dump-package` (with the LinuxFingerprint trait's targets included: they are
declared unconditionally) and each target's sources, and lists imports of this package's own targets (or of a
product of a dependency) that the importing target does not declare. System modules (Foundation, Glibc, ...) and
conditional imports of the target itself are ignored. Exit 1 with one line per undeclared import.
"""
import json, os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in manifest["targets"]}
# Module names this package defines, and the products of its dependencies (by the module names they import as).
own = set(targets)
aliases = {"Combine": "CombineShim", "os": "OSShim"}
products = {"Crypto": "swift-crypto", "ArgumentParser": "swift-argument-parser", "Yams": "Yams",
            "Hummingbird": "hummingbird", "GRDB": "GRDB.swift", "NIOCore": "swift-nio", "NIOPosix": "swift-nio",
            "OpenCombine": "OpenCombine", "MCP": "swift-sdk", "HummingbirdTesting": "hummingbird",
            "HTTPTypes": "swift-http-types", "Logging": "swift-log"}

def declared(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

def path_of(target):
    if target.get("path"):
        return os.path.join(root, target["path"])
    folder = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(root, folder, target["name"])

problems = []
pattern = re.compile(r"^\s*(?:@testable\s+|@_spi\([^)]*\)\s+|public\s+|internal\s+|package\s+)*import\s+(?:struct\s+|class\s+|enum\s+|func\s+|protocol\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
for name, target in sorted(targets.items()):
    if target["type"] == "system":
        continue
    folder = path_of(target)
    deps = declared(target)
    for directory, _, files in os.walk(folder):
        for file in files:
            if not file.endswith(".swift"):
                continue
            text = open(os.path.join(directory, file), encoding="utf-8").read()
            for module in set(pattern.findall(text)):
                module = aliases.get(module, module)
                if module == name:
                    continue
                if module in own and module not in deps:
                    problems.append(f"{os.path.relpath(os.path.join(directory, file), root)}: imports {module}, "
                                    f"which target {name} does not declare")
                elif module in products and module not in deps and module not in own:
                    problems.append(f"{os.path.relpath(os.path.join(directory, file), root)}: imports {module} "
                                    f"(package {products[module]}), which target {name} does not declare")
for problem in sorted(set(problems)):
    print(problem, file=sys.stderr)
print(f"check-imports: {len(targets)} targets, {len(set(problems))} undeclared import(s)")
sys.exit(1 if problems else 0)
