#!/usr/bin/env python3
"""Every module a target imports is declared in Package.swift (issue 28: module hygiene), and is one the
"may import" table in docs/architecture.md allows it (issue 39: no sideways edge such as MCP -> LiveControl).

Reads the manifest with `swift package dump-package` (with the LinuxFingerprint trait's targets included: they are
declared unconditionally) and each target's sources, and lists imports of this package's own targets (or of a
product of a dependency) that the importing target does not declare. System modules (Foundation, Glibc, ...) and
conditional imports of the target itself are ignored.

The table (between `<!-- may-import:begin -->` and `<!-- may-import:end -->`, one row `| `Module` | `A`, `B` |` per
non-test target) lists the modules and products each target may import and depend on; test targets are not in it.
A target without a row, or a declared dependency or import its row does not list, is an error: a new edge is a
reviewed change of the table. Exit 1 with one line per problem.
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
# The "may import" table: every non-test target's declared dependencies and imports are in its row.
architecture = os.path.join(root, "docs", "architecture.md")
table_text = open(architecture, encoding="utf-8").read()
begin, end = table_text.find("<!-- may-import:begin -->"), table_text.find("<!-- may-import:end -->")
if begin < 0 or end < begin:
    problems.append("docs/architecture.md: no may-import table (<!-- may-import:begin --> ... <!-- may-import:end -->)")
    allowed = {}
else:
    allowed = {}
    for number, line in enumerate(table_text[:end].splitlines()[table_text[:begin].count("\n") + 1:],
                                  start=table_text[:begin].count("\n") + 2):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or not cells[0].startswith("`"):
            continue
        module = cells[0].strip("`")
        if module in allowed:
            problems.append(f"docs/architecture.md:{number}: {module} has two rows in the may-import table")
        allowed[module] = set(re.findall(r"`([^`]+)`", cells[1]))
for name, target in sorted(targets.items()):
    if target["type"] == "test":
        continue
    if name not in allowed:
        problems.append(f"docs/architecture.md: target {name} has no row in the may-import table")
        continue
    for module in sorted(declared(target) - allowed[name]):
        problems.append(f"Package.swift: {name} depends on {module}, which docs/architecture.md's may-import table "
                        f"does not allow")
    if target["type"] == "system":
        continue
    for directory, _, files in os.walk(path_of(target)):
        for file in files:
            if not file.endswith(".swift"):
                continue
            text = open(os.path.join(directory, file), encoding="utf-8").read()
            for module in set(pattern.findall(text)):
                module = aliases.get(module, module)
                if module != name and (module in own or module in products) and module not in allowed[name]:
                    problems.append(f"{os.path.relpath(os.path.join(directory, file), root)}: {name} imports "
                                    f"{module}, which docs/architecture.md's may-import table does not allow")

# The README's module map (the fenced block after "**Modules**") names only targets and products of Package.swift,
# and names every harness module and every `lockharness*` executable.
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
start = readme.find("\n**Modules**")
block = readme[readme.find("```", start) + 3:readme.find("```", readme.find("```", start) + 3)] if start >= 0 else ""
if not block:
    problems.append("README.md: no module map (a fenced block after a line starting with **Modules**)")
else:
    product_names = {product["name"] for product in manifest["products"]}
    named = set(re.findall(r"\b(?:[A-Z][A-Za-z]*[a-z][A-Za-z]*[A-Z][A-Za-z]*|lockharness(?:-[a-z]+)?)\b", block))
    ignored = {"AppSession", "SessionModel", "LiveController"}  # types named beside their module
    for name in sorted(named - own - product_names - ignored):
        problems.append(f"README.md: the module map names {name}, which is neither a target nor a product")
    named |= set(re.findall(r"[A-Za-z_][A-Za-z0-9_-]*", block)) & (own | product_names)
    wanted = {name for name in own if name.startswith("Harness") and targets[name]["type"] != "test"}
    wanted |= {product["name"] for product in manifest["products"] if product["name"].startswith("lockharness")}
    for name in sorted(wanted - named):
        problems.append(f"README.md: the module map does not name {name}")

for problem in sorted(set(problems)):
    print(problem, file=sys.stderr)
print(f"check-imports: {len(targets)} targets, {len(allowed)} rows in the may-import table, "
      f"{len(set(problems))} problem(s)")
sys.exit(1 if problems else 0)
