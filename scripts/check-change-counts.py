#!/usr/bin/env python3
"""Counts the files each kind of change must touch, from the code, and checks the README's "Where a change goes".

No hand-kept list of files: for each kind (an `/api` route, a step, an expect field, a device-profile field, a policy
switch; a `/v1` route has a hook below) the script reads the kind's table and derives the files one new row touches,
in four groups:

  row       the file that declares the table's rows (PasscodeRoutes, StepVocabulary+<Area>.swift,
            ExpectFieldVocabulary, DeviceProfileField, LockPolicy.switches);
  declares  the files declaring what a row refers to, which gain a member for it: the SessionInput case a step
            applies; the SessionSnapshot or LockPolicy property a field or switch reads (`$0.name` in the row); a
            route's request and answer shapes (`PasscodeRoute<Request, Answer>`) and its rule (`rules.name(`); for a
            device-profile level, the loader function that admits the level's keys and the type it returns;
  compiler  every exhaustive `switch` over the kind's enum (a step's SessionInput): a switch with no `default` (nor
            `case _:` or `case let x:`) whose case labels name every case of the enum, in Sources/, Tests/ and
            Examples/ (a switch over a tuple of enums is not seen). `--compiler BUILD` checks this reading against the
            compiler: it plants a case in a copy of the enum's file and type-checks every module that sees it;
  lists     every other file that names every row: code that handles each row by name, a test's table keyed by row
            (`"row": ...`, as OpenAPIShapeTests), a Markdown table (docs/, README.md, devices/README.md; the tests
            that open it are shown), the OpenAPI document, a file that reads the table by position
            (`DeviceProfileField.rules, 2`). A kind may call a complete list optional, with the reason; an optional
            list that no longer names every row is an error (the reason is stale).

Files are named in the README by their file name (Sources/, Tests/), by their path otherwise (`docs/scenarios.md`),
and rows split by area by a pattern (`StepVocabulary+<Area>.swift`). The check fails (exit 1) when a README row names
other files or another count, or a table cannot be read:

  python3 scripts/check-change-counts.py                          # the check, about 5 s
  python3 scripts/check-change-counts.py --self-test              # planted false rows and switches, each caught
  python3 scripts/check-change-counts.py --compiler .build/debug  # and the compiler's view, about 1.5 min

`--readme FILE` reads another README and `--replace PATH=FILE` reads FILE in place of the repository's PATH (with
`--compiler`, also compiled in its place): the self-test plants with them and changes nothing in the tree.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCOPES = ["Sources", "Tests", "docs", "devices/README.md", "README.md", "Examples"]
ENDINGS = (".swift", ".json", ".js", ".html", ".md")


# ---- the tree ------------------------------------------------------------------------------------------------------


class Tree:
    """The repository's files, each read and lexed once; `replace` maps a path to a file read in its place."""

    def __init__(self, root, replace=None):
        self.root = root
        self.replace = replace or {}
        self.texts, self.lexes, self.switch_lists = {}, {}, {}
        self._files, self._scopes, self._readers = None, None, None

    def text(self, path):
        if path not in self.texts:
            with open(self.replace.get(path, os.path.join(self.root, path)), encoding="utf-8", errors="replace") as f:
                self.texts[path] = f.read()
        return self.texts[path]

    def files(self):
        """Every file of the scopes with a readable ending (build directories and dot-directories skipped)."""
        if self._files is None:
            self._files = []
            for scope in SCOPES:
                full = os.path.join(self.root, scope)
                if os.path.isfile(full):
                    self._files.append(scope)
                for directory, subdirectories, names in os.walk(full):
                    subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
                    self._files += [
                        os.path.relpath(os.path.join(directory, name), self.root)
                        for name in sorted(names) if name.endswith(ENDINGS)
                    ]
        return self._files

    def swift_files(self, under=("Sources", "Tests", "Examples")):
        return [path for path in self.files() if path.endswith(".swift") and path.startswith(under)]

    def lexed(self, path):
        """(code, without_comments) of a Swift file, as ``lex`` gives them."""
        if path not in self.lexes:
            self.lexes[path] = lex(self.text(path))
        return self.lexes[path]

    def switches(self, path):
        if path not in self.switch_lists:
            self.switch_lists[path] = switches(self.lexed(path)[0])
        return self.switch_lists[path]

    def scopes(self):
        """Every type declaration and extension in Sources/: [(keyword, type name, path, body code)]."""
        if self._scopes is None:
            self._scopes = []
            declaration = re.compile(
                r"\b(struct|enum|class|actor|protocol|extension)\s+([A-Z]\w*(?:\.[A-Z]\w*)*)\b[^{]*\{")
            for path in self.swift_files(("Sources",)):
                code = self.lexed(path)[0]
                for scope in declaration.finditer(code):
                    body = code[scope.end() : matching(code, scope.end() - 1)]
                    self._scopes.append((scope.group(1), scope.group(2), path, body))
        return self._scopes

    def readers(self, path):
        """The tests that open `path`: a string literal in them is its repository path (`"docs/scenarios.md"`), or
        its bare name when that names one file (`"openapi.json"`; a bare `"README.md"` is the top one)."""
        if self._readers is None:
            self._readers = collections.defaultdict(set)
            for test in self.swift_files(("Tests",)):
                for name in re.findall(r'"([\w./-]+\.(?:md|json))"', self.lexed(test)[1]):
                    self._readers[name].add(test)
        name = os.path.basename(path)
        unique = sum(os.path.basename(other) == name for other in self.files()) == 1
        bare = self._readers.get(name, set()) if path == name or unique else set()
        return sorted((self._readers.get(path, set()) | bare) - {path})


# ---- reading Swift -------------------------------------------------------------------------------------------------


def blank(text):
    return "".join("\n" if character == "\n" else " " for character in text)


def string_end(text, start, hashes, quote):
    """The index just after the string literal that starts at `start` (interpolations and raw strings included)."""
    close, escape = quote + "#" * hashes, "\\" + "#" * hashes
    index = start + hashes + len(quote)
    while index < len(text):
        if text.startswith(close, index):
            return index + len(close)
        if text.startswith(escape, index):
            index += len(escape)
            if index < len(text) and text[index] == "(":
                depth, index = 1, index + 1
                while index < len(text) and depth:
                    literal = re.match(r'(#*)("""|")', text[index : index + 12])
                    if literal and (literal.group(1) or text[index] == '"'):
                        index = string_end(text, index, len(literal.group(1)), literal.group(2))
                        continue
                    depth += {"(": 1, ")": -1}.get(text[index], 0)
                    index += 1
            else:
                index += 1
            continue
        if quote == '"' and text[index] == "\n":
            return index
        index += 1
    return len(text)


def lex(text):
    """(code, without_comments), both as long as `text`: `code` has comments and string contents blanked (for
    structure), `without_comments` only comments (for the words and literals a file spells)."""
    code, kept = [], []
    index = 0
    while index < len(text):
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = len(text) if end < 0 else end
        elif text.startswith("/*", index):
            depth, end = 1, index + 2
            while end < len(text) and depth:
                step = 2 if text.startswith(("/*", "*/"), end) else 1
                depth += {"/*": 1, "*/": -1}.get(text[end : end + 2], 0)
                end += step
        else:
            literal = re.match(r'(#*)("""|")', text[index : index + 12])
            if literal and (literal.group(1) or text[index] == '"'):
                end = string_end(text, index, len(literal.group(1)), literal.group(2))
                code.append(text[index] + blank(text[index + 1 : end - 1]) + text[end - 1])
                kept.append(text[index:end])
            else:
                end = index + 1
                code.append(text[index])
                kept.append(text[index])
            index = end
            continue
        code.append(blank(text[index:end]))
        kept.append(blank(text[index:end]))
        index = end
    return "".join(code), "".join(kept)


def matching(code, open_index):
    """The index of the bracket that closes the one at `open_index`."""
    depth = 0
    for index in range(open_index, len(code)):
        if code[index] in "([{":
            depth += 1
        elif code[index] in ")]}":
            depth -= 1
            if depth == 0:
                return index
    return len(code)


def split_top(text, separator):
    parts, depth, start = [], 0, 0
    for index, character in enumerate(text):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(character, 0)
        if character == separator and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return parts + [text[start:]]


Switch = collections.namedtuple("Switch", "line members exhaustive")


def switches(code):
    """Every `switch` in a file's code (``lex``): its line, the enum members its case labels name at their top
    (`.sensor(.matching(true))` names `sensor`), and whether it is exhaustive by listing: no `default:`, no `case _:`
    or `case let x:`. A `case` after `if`, `guard`, `while`, `for` or a comma is a condition, not a label."""
    found = []
    for keyword in re.finditer(r"(?<![\w.])switch\b", code):
        index, depth = keyword.end(), 0
        while index < len(code) and not (code[index] == "{" and depth == 0):
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(code[index], 0)
            index += 1
        body = code[index + 1 : matching(code, index)]
        members, catch_all = set(), False
        depth, previous, position = 0, "", 0
        while position < len(body):
            character = body[position]
            word = re.match(r"[A-Za-z_]\w*", body[position:]) if depth == 0 else None
            if word and (position == 0 or not (body[position - 1].isalnum() or body[position - 1] in "_.@")):
                name = word.group(0)
                if name == "case" and previous not in ("if", "guard", "while", "for", ","):
                    colon, label_depth = position + 4, 0
                    while colon < len(body) and not (body[colon] == ":" and label_depth == 0):
                        label_depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(body[colon], 0)
                        colon += 1
                    label = body[position + 4 : colon].strip()
                    catch_all |= bool(re.fullmatch(r"_|(let|var)\s+\w+", label))
                    for pattern in split_top(label, ","):
                        pattern = re.sub(r"^(let|var)\s+", "", re.split(r"\bwhere\b", pattern)[0].strip())
                        member = re.match(r"(?:[A-Z]\w*(?:\.[A-Z]\w*)*)?\.(\w+)", pattern)
                        if member:
                            members.add(member.group(1))
                    position, previous = colon + 1, ":"
                    continue
                catch_all |= name == "default" and bool(re.match(r"\s*:", body[position + 7 :]))
                previous, position = name, position + len(name)
                continue
            depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(character, 0)
            if not character.isspace():
                previous = character
            position += 1
        found.append(Switch(code.count("\n", 0, keyword.start()) + 1, members, not catch_all))
    return found


def enum_cases(code, name):
    """The cases `enum name` declares itself (not its nested types'), from a file's code; None without it."""
    declaration = re.search(r"\benum\s+" + name + r"\b[^{]*\{", code)
    if not declaration:
        return None
    body, depth, top = code[declaration.end() : matching(code, declaration.end() - 1)], 0, []
    for character in body:
        depth += {"{": 1, "}": -1}.get(character, 0)
        top.append(character if depth == 0 and character != "}" else " ")
    cases = []
    for line in re.finditer(r"\bcase\s+([^\n]*)", "".join(top)):
        cases += [re.match(r"`?(\w+)", part.strip()).group(1) for part in split_top(line.group(1), ",")
                  if re.match(r"`?\w", part.strip())]
    return cases


def array_elements(lexed, declaration):
    """The top-level elements (source without comments) of the array literal after each match of `declaration`."""
    code, kept = lexed
    elements = []
    for found in re.finditer(declaration, code):
        start = code.index("[", code.index("=", found.end()))
        end = matching(code, start)
        depth, begin = 0, start + 1
        for index in range(start + 1, end + 1):
            if (code[index] == "," and depth == 0) or index == end:
                if kept[begin:index].strip():
                    elements.append(kept[begin:index].strip())
                begin = index + 1
            else:
                depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(code[index], 0)
    return elements


def first_string(text):
    literal = re.search(r'"((?:[^"\\]|\\.)*)"', text)
    return literal.group(1) if literal else None


def type_file(tree, type_name):
    """The file declaring `type_name` (not an extension of it)."""
    declared = (path for keyword, name, path, _ in tree.scopes() if name == type_name and keyword != "extension")
    return next(declared, None)


def declaring_files(tree, type_name, member):
    """The files declaring `member` (a property or a function) in `type_name` or an extension of it."""
    pattern = re.compile(r"\b(?:var|let|func)\s+" + re.escape(member) + r"\b")
    found = []
    for _, name, path, body in tree.scopes():
        if name == type_name and path not in found and pattern.search(body):
            found.append(path)
    return found


# ---- what a kind derives -------------------------------------------------------------------------------------------


Entry = collections.namedtuple("Entry", "name path group reason")

Row = collections.namedtuple("Row", "literals code markdown", defaults=((), ()))
Row.__doc__ = """One row's spellings: `literals` as a string or code span spells them (`"tap-biometric"`,
`` `tap-biometric` ``; a test's table keys them: `"row": ...`), `code` regexes for Swift code in Sources/ (a case
`.tapBiometric`, a property), `markdown` regexes that replace the code spans in Markdown (a device-profile field's
path, `` `rules.lockout.until` ``, where a bare key would be another level's word)."""


class Derived:
    """What one kind of change touches: entries by group, the optional complete lists, and problems."""

    def __init__(self, kind):
        self.kind, self.rows = kind, 0
        self.entries, self.optional, self.problems = [], [], []

    def add(self, path, group, reason, name=None):
        """Adds `path`, named in the README by `name` (default: a source or test file's name, another file's path);
        a path added again keeps its first group and gains the reason."""
        shown = name or (os.path.basename(path) if path.startswith(("Sources/", "Tests/")) else path)
        for index, entry in enumerate(self.entries):
            if entry.path == path:
                self.entries[index] = entry._replace(reason=entry.reason + "; " + reason)
                return
        self.entries.append(Entry(shown, path, group, reason))

    @property
    def names(self):
        return sorted({entry.name for entry in self.entries})

    def add_most_declaring(self, counter, what, total):
        """Adds the file declaring most rows' `what`: where a new row's goes."""
        if not counter:
            self.problems.append("cannot find where the rows' %s are declared" % what)
            return
        path, count = counter.most_common(1)[0]
        self.add(path, "declares", "%s (%d of the %d here)" % (what, count, total))


def names_row(tree, path, row):
    """Whether `path` spells `row` (Row)."""
    if path.endswith(".swift"):
        text = tree.lexed(path)[1]
        if path.startswith("Tests"):  # a test's table keyed by row, not a test that happens to use every row
            return any(re.search(r'"%s"\s*:' % re.escape(literal), text) for literal in row.literals)
        return any(re.search(r'"%s"' % re.escape(literal), text) for literal in row.literals) or any(
            re.search(pattern, text) for pattern in row.code)
    text = tree.text(path)
    if path.endswith(".md"):
        spans = row.markdown or [r"`%s(?=[`:\s])" % re.escape(literal) for literal in row.literals]
        return any(re.search(pattern, text) for pattern in spans)
    return any(re.search(r"""["']%s["']""" % re.escape(literal), text) for literal in row.literals)


def complete_lists(tree, derived, rows, optional=None, skip=()):
    """Adds every file that names every one of `rows`, but those already derived, those in `skip` and the test
    fixtures; `optional` maps a complete list that may stay as it is to the reason."""
    optional = optional or {}
    taken = {entry.path for entry in derived.entries} | set(skip)
    found_optional = []
    for path in tree.files():
        if path in taken or path.startswith(("Tests/Fixtures", "Examples")):
            continue
        if not rows or not all(names_row(tree, path, row) for row in rows):
            continue
        if path in optional:
            found_optional.append(path)
            derived.optional.append((path, optional[path]))
            continue
        if path.endswith(".md"):
            reason = "a table of all %d rows" % len(rows)
        elif path.startswith("Tests"):
            reason = "a test's table keyed by all %d rows" % len(rows)
        elif path.endswith(".json"):
            reason = "documents all %d rows" % len(rows)
        else:
            reason = "handles all %d rows by name" % len(rows)
        readers = tree.readers(path)
        derived.add(path, "lists", reason + ("; opened by " + ", ".join(readers) if readers else ""))
    for path, why in optional.items():
        if path not in found_optional:
            derived.problems.append("%s is called optional (%s) but no longer names every row" % (path, why))


def exhaustive_switches(tree, derived, enum_name):
    """Adds every file with an exhaustive switch over `enum_name`; returns the enum's cases."""
    enum_path = type_file(tree, enum_name)
    cases = enum_cases(tree.lexed(enum_path)[0], enum_name) if enum_path else None
    if not cases:
        derived.problems.append("cannot read the cases of enum %s" % enum_name)
        return []
    for path in tree.swift_files():
        for found in tree.switches(path):
            if found.exhaustive and set(cases) <= found.members:
                reason = "line %d: an exhaustive switch over %s" % (found.line, enum_name)
                derived.add(path, "compiler", reason)
    return cases


# ---- the kinds -----------------------------------------------------------------------------------------------------


def route_table(tree, kind, table, route_type, rules_type, optional):
    """A route of one API's table (`static let x = <route_type><Request, Answer>("name", .method, "/path") {...}`):
    the row, its shapes (in a shared file, or a new file each), its rule in `rules_type` and every complete list
    (openapi.json's operations, OpenAPIShapeTests' keyed table)."""
    derived = Derived(kind)
    row = (r"static let (\w+) = %s<(\w+),\s*(\w+)>\(\s*\"([^\"]+)\",\s*\.(\w+),\s*\"([^\"]+)\""
           r"(.*?)(?=static let|\Z)") % route_type
    routes = re.findall(row, tree.lexed(table)[1], re.S)
    derived.rows = len(routes)
    if not routes:
        derived.problems.append("no `static let x = %s<...>(...)` rows in %s" % (route_type, table))
        return derived
    derived.add(table, "row", "name, method, path, shapes and rule, once (and in `all`)")
    shapes, rules = collections.Counter(), collections.Counter()
    for _, request, answer, _, _, _, body in routes:
        shapes.update(path for path in (type_file(tree, request), type_file(tree, answer)) if path)
        for rule in re.findall(r"\brules\.(\w+)\(", body):
            rules.update(declaring_files(tree, rules_type, rule))
    if shapes and shapes.most_common(1)[0][1] == 1:  # one type per file: a new route adds its shapes' two files
        for shape in ("Request", "Response"):
            derived.add("<Name>%s.swift" % shape, "declares", "a new file for the %s shape" % shape.lower(),
                        name="<Name>%s.swift" % shape)
    else:
        derived.add_most_declaring(shapes, "the request and answer shapes", 2 * len(routes))
    derived.add_most_declaring(rules, "the rules (`rules.name(` in the row)", len(routes))
    document = json.loads(tree.text("Sources/ReferenceServer/openapi.json"))
    rows = []
    for _, request, answer, _, method, path, _ in routes:
        operation = document.get("paths", {}).get(path, {}).get(method, {}).get("operationId")
        words = [r"(?<!\w)%s(?!\w)" % shape for shape in (request, answer)]
        rows.append(Row(literals=(path,) + ((operation,) if operation else ()), code=words))
    complete_lists(tree, derived, rows, optional=optional)
    return derived


def api_route(tree):
    """An `/api` route: a row of PasscodeRoutes, its shapes, its rule and its operation in openapi.json."""
    return route_table(
        tree, "an `/api` route", "Sources/LockFlows/API/PasscodeRoutes.swift", "PasscodeRoute", "PasscodeServerRules",
        optional={
            "Sources/LockFlows/API/PasscodeAPI.swift": "a convenience method under the seed's name; `call` needs none",
        })


def step(tree):
    """A step: a SessionInput case, a StepVocabulary row in its area's file, and what the compiler then asks for."""
    derived = Derived("a step")
    declaration = r"static let \w+Steps\s*:\s*\[StepSpec\]"
    areas = [path for path in tree.swift_files(("Sources",)) if re.search(declaration, tree.lexed(path)[0])]
    names = [first_string(element) for path in areas for element in array_elements(tree.lexed(path), declaration)]
    derived.rows = len(names)
    if not names or None in names:
        derived.problems.append("cannot read the `static let ...Steps: [StepSpec]` rows (each starts with its name)")
        return derived
    shown = os.path.commonprefix([os.path.basename(path) for path in areas]) + "<Area>.swift"
    for path in areas:
        derived.add(path, "row", "name, argument, help, examples, in its area's file", name=shown)
    derived.add(type_file(tree, "SessionInput"), "declares", "the SessionInput case")
    cases = exhaustive_switches(tree, derived, "SessionInput")
    by_name = [Row(literals=(name,)) for name in names]
    by_case = [Row(literals=(), code=[r"\.%s\b" % case]) for case in cases]
    complete_lists(tree, derived, by_name, skip=areas)
    complete_lists(tree, derived, by_case, skip=areas)
    return derived


def property_table(tree, kind, table, declaration, owner, row_reason, code_word):
    """A kind whose table's rows are `("name", ... $0.property ...)` elements of `declaration` in `table`: the row,
    the file declaring most rows' property in `owner`, and every complete list (rows spelt by name, and in Swift by
    `code_word(name, property)`)."""
    derived = Derived(kind)
    rows_read = []
    for element in array_elements(tree.lexed(table), declaration):
        member = re.search(r"\$0\.(\w+)", element)
        rows_read.append((first_string(element), member.group(1) if member else None))
    derived.rows = len(rows_read)
    if not rows_read:
        derived.problems.append("no rows in %s (%s)" % (table, declaration))
        return derived
    derived.add(table, "row", row_reason)
    declared = collections.Counter()
    for _, member in rows_read:
        declared.update(declaring_files(tree, owner, member) if member else [])
    derived.add_most_declaring(declared, "the %s property (`$0.name` in the row)" % owner, len(rows_read))
    rows = []
    for name, member in rows_read:
        word = code_word(name, member)
        rows.append(Row(literals=(name,), code=[r"(?<![\w$])%s(?!\w)" % word] if word else []))
    complete_lists(tree, derived, rows)
    return derived


def expect_field(tree):
    """An expect field: a row of ExpectFieldVocabulary and the SessionSnapshot property it reads."""
    return property_table(
        tree, "an expect field", "Sources/HarnessLanguage/Steps/ExpectFieldVocabulary.swift",
        r"static let fields\s*:", "SessionSnapshot", "name, doc, how it reads", lambda name, member: member)


DEVICE_PROFILE_LEVELS = {"top": "", "sensor": "sensor.", "rules": "rules.", "lockout": "rules.lockout.",
                         "initial": "initial."}


def device_profile_field(tree, level="rules"):
    """A device-profile field at one level (the README counts `rules:`): a key of DeviceProfileField's level, the
    loader that reads it, the type it is read into."""
    derived = Derived("a device-profile field (`%s:`)" % level)
    table = "Sources/Biometrics/DeviceProfileField.swift"
    declared = re.search(r"static let %s = \[([^\]]*)\]" % level, tree.lexed(table)[1])
    keys = re.findall(r'"(\w+)"', declared.group(1)) if declared else []
    derived.rows = len(keys)
    if not keys:
        derived.problems.append("no `static let %s = [...]` in %s" % (level, table))
        return derived
    derived.add(table, "row", "the key, once (the loader admits exactly these)")
    # The level's reader: the function that admits its keys (through the table or an alias of it), and its type.
    names = [level]
    for path in tree.swift_files(("Sources",)):
        names += re.findall(r"static let (\w+) = DeviceProfileField\.%s\b" % level, tree.lexed(path)[0])
    admits = re.compile(r"rejectUnknownKeys\(allowed:\s*(?:DeviceProfileField\.|Self\.)?(?:%s)\b" % "|".join(names))
    for path in tree.swift_files(("Sources",)):
        code = tree.lexed(path)[0]
        for function in re.finditer(r"\bfunc\s+(\w+)\s*\([^{]*?->\s*(\w+)\s*\{", code, re.S):
            if admits.search(code[function.end() : matching(code, function.end() - 1)]):
                derived.add(path, "declares", "reads the key (%s)" % function.group(1))
                model = type_file(tree, function.group(2))
                if model:
                    derived.add(model, "declares", "the property: %s reads the level into %s" % function.groups())
    for path in tree.swift_files(("Sources", "Tests")):
        positions = set(re.findall(r"DeviceProfileField\.%s\s*(?:,\s*|\[)(\d+)" % level, tree.lexed(path)[0]))
        if positions >= {str(index) for index in range(len(keys))}:
            derived.add(path, "lists", "reads every %s key by its position in the table" % level)
    prefix = DEVICE_PROFILE_LEVELS[level]
    rows = [
        Row(literals=(key,), markdown=[r"`%s(?=[`:\s])" % re.escape(prefix + key), r"`%s\." % re.escape(prefix + key)])
        for key in keys
    ]
    complete_lists(tree, derived, rows)
    return derived


def policy_switch(tree):
    """A policy switch: a row of LockPolicy.switches (PolicyOverrideVocabulary reads it) and its property."""
    return property_table(
        tree, "a policy switch", "Sources/LockCore/LockPolicy+Switches.swift", r"static let switches\s*:",
        "LockPolicy", "the switch, once (overrides, description and the ledger read it)", lambda name, member: name)


def v1_route(tree):
    """A `/v1` route: a row of PasswordResetRoutes, its two shapes (a file each), its rule in
    PasswordResetServerRules and its operation in openapi.json."""
    return route_table(
        tree, "a `/v1` route", "Sources/LockFlows/PasswordReset/PasswordResetRoutes.swift", "PasswordResetRoute",
        "PasswordResetServerRules", optional={
            "Sources/LockFlows/PasswordReset/PasswordResetAPI.swift":
                "a convenience method under the seed's name; `call` needs none",
            "Sources/HarnessSession/Model/SessionEvent.swift":
                "the answer's event, when the seeds' screens call the route (the model's email reset flow)",
        })


def other_device_profile_levels(tree):
    """The device-profile levels the README's row does not count, for a change at another level."""
    lines = []
    for level in DEVICE_PROFILE_LEVELS:
        if level != "rules":
            derived = device_profile_field(tree, level)
            lines.append("`%s:` %d: %s" % (level, len(derived.names), ", ".join(derived.names)))
            lines += ["error at `%s:`: %s" % (level, problem) for problem in derived.problems]
    return lines


KINDS = [api_route, step, expect_field, device_profile_field, policy_switch, v1_route]


# ---- the README ----------------------------------------------------------------------------------------------------


def readme_rows(text):
    """The "Where a change goes" table: {change: (count, [files named in the third column])}; None without it."""
    section = text.split("## Where a change goes", 1)
    if len(section) < 2:
        return None
    rows = {}
    for line in section[1].split("\n## ", 1)[0].splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[1].isdigit():
            named = re.findall(r"`([^`\s]+\.(?:swift|json|md|js|html|yaml))`", cells[2])
            rows[cells[0]] = (int(cells[1]), sorted(set(named)))
    return rows


def check(tree, readme_path):
    """Prints what each kind touches; returns the problems."""
    with open(readme_path, encoding="utf-8") as handle:
        rows = readme_rows(handle.read())
    if rows is None:
        return ["%s has no '## Where a change goes' section" % readme_path]
    problems = []
    for kind in KINDS:
        derived = kind(tree)
        if derived is None:
            print("%s: pending (the hook in scripts/check-change-counts.py)" % kind.__name__)
            continue
        count = len(derived.names)
        print("%s (%d rows in its table): %d files to touch" % (derived.kind, derived.rows, count))
        for group in ("row", "declares", "compiler", "lists"):
            for name in dict.fromkeys(entry.name for entry in derived.entries if entry.group == group):
                paths = [entry.path for entry in derived.entries if entry.name == name]
                reason = next(entry.reason for entry in derived.entries if entry.name == name)
                where = paths[0] if len(paths) == 1 else "%s/%s (%s)" % (
                    os.path.dirname(paths[0]), name, ", ".join(os.path.basename(path) for path in paths))
                print("  %-9s %s: %s" % (group, where, reason))
        for path, why in derived.optional:
            print("  optional  %s: %s" % (path, why))
        if kind is device_profile_field:
            for line in other_device_profile_levels(tree):
                print("  level     " + line)
        problems += ["%s: %s" % (derived.kind, problem) for problem in derived.problems]
        said, named = rows.get(derived.kind, (None, None))
        if said is None:
            problems.append("%s: the README's table has no row '%s'" % (derived.kind, derived.kind))
            continue
        if said != count:
            problems.append("%s: the README says %d files, the code says %d" % (derived.kind, said, count))
        if named != derived.names:
            problems.append("%s: the README names %s, the code derives %s" % (derived.kind, named, derived.names))
    return problems


# ---- the self-test -------------------------------------------------------------------------------------------------


def planted_switch(cases, with_default):
    """An extension of SessionInput switching over every case the ways code does: a label over two lines, a comment
    and a string that say `default:` without being one; `with_default` leaves a case out for a real `default:`."""
    labels = ["." + case for case in cases]
    half = len(labels) // 2
    lines = [
        "",
        "extension SessionInput {",
        "    /// Planted by `scripts/check-change-counts.py --self-test`.",
        "    var plantedBySelfTest: String {",
        "        switch self {",
        "        case " + ", ".join(labels[:half]) + ",  // default: a comment, not a default",
        "            " + ", ".join(labels[half:-1] if with_default else labels[half:]) + ":",
        '            return "default: a string, not a default"',
    ]
    lines += ["        default:", '            return "the rest"'] if with_default else []
    return "\n".join(lines + ["        }", "    }", "}", ""])


def run_check(arguments):
    command = [sys.executable, os.path.abspath(__file__)] + arguments
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def self_test():
    """Plants false README rows and switches over SessionInput (in temporary copies), shows the check failing on each
    false row and missing the switch only when it has a default, then passing on the real tree."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        readme = handle.read()
    tree = Tree(ROOT)
    cases = enum_cases(tree.lexed(type_file(tree, "SessionInput"))[0], "SessionInput")
    target = "Sources/HarnessLanguage/Steps/SnapshotValue.swift"
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        def planted(name, text):
            path = os.path.join(scratch, name)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            return path

        def planted_readme(name, old, new):
            if old not in readme:
                raise SystemExit("self-test: the README has no %r to plant over" % old)
            return planted(name, readme.replace(old, new, 1))

        step_count = (readme_rows(readme) or {}).get("a step", (0, []))[0]
        plants = [
            ("the README says a step is 2 files", 1, "the README says 2 files",
             ["--readme", planted_readme("README-count.md", "| a step | %d |" % step_count, "| a step | 2 |")]),
            ("the README names PasscodeRules.swift for PasscodeServerRules.swift", 1, "PasscodeRules.swift",
             ["--readme", planted_readme("README-name.md", "`PasscodeServerRules.swift`", "`PasscodeRules.swift`")]),
            ("an exhaustive switch over SessionInput in a copy of %s" % os.path.basename(target), 1,
             "compiler  " + target,
             ["--replace", "%s=%s" % (target, planted("exhaustive.swift", tree.text(target) + planted_switch(
                 cases, with_default=False)))]),
            ("the same switch with a default (a new case falls into it)", 0, "a step (",
             ["--replace", "%s=%s" % (target, planted("default.swift", tree.text(target) + planted_switch(
                 cases, with_default=True)))]),
            ("the real tree", 0, "a step (", []),
        ]
        for what, expected_status, expected_text, arguments in plants:
            status, output = run_check(arguments)
            right = status == expected_status and expected_text in output
            verdict = ("fails, as it must" if expected_status else "passes") if right else "WRONG"
            print("self-test: %s -> exit %d, %s" % (what, status, verdict))
            for line in output.splitlines():
                if line.startswith("error:") or (expected_status and line.lstrip().startswith(expected_text)):
                    print("    " + line.strip())
            if not right:
                print(output)
                failures.append(what)
    if failures:
        print("self-test failed: " + "; ".join(failures), file=sys.stderr)
        return 1
    print("self-test: each false row and the exhaustive switch fail the check; the real tree passes")
    return 0


# ---- --compiler: a planted case, type-checked ----------------------------------------------------------------------


class PlantedCase:
    """The build's own compile commands (llbuild's manifest, `.build/debug.yaml`) re-run as type-checks, with a case
    planted in a copy of the enum's file compiled in the original's place: the enum's module is emitted from the
    copy (function bodies skipped) into a directory searched before the build's modules, then it and every module
    that sees it (importing it, or a module that does) are type-checked. Each `switch must be exhaustive` names a
    file a new case makes one touch. Nothing in the tree or the build directory changes."""

    def __init__(self, build_directory, enum_name, enum_path, replace=None):
        self.build = os.path.normpath(os.path.join(ROOT, build_directory))
        self.enum_name, self.enum_path = enum_name, os.path.join(ROOT, enum_path)
        self.module = enum_path.split("/")[1]
        self.replace = {os.path.join(ROOT, path): os.path.abspath(copy) for path, copy in (replace or {}).items()}

    def commands(self):
        """{module: (compiler arguments, inputs)} for every Swift module in the manifest."""
        manifest = self.build + ".yaml"
        if not os.path.exists(manifest):
            raise SystemExit("error: --compiler: no %s; build first (swift build --build-tests)" % manifest)
        commands, current, inputs = {}, None, []
        with open(manifest, encoding="utf-8") as handle:
            for line in handle:
                header = re.match(r'  "C\.(.+?)-[^-]+-[^-]+-[^-]+-[^-]+-debug\.module":', line)
                if header:
                    current, inputs = header.group(1), []
                elif current and line.startswith("    inputs: "):
                    inputs = json.loads(line[len("    inputs: ") :])
                elif current and line.startswith("    args: "):
                    commands[current] = (json.loads(line[len("    args: ") :]), inputs)
                    current = None
        return commands

    @staticmethod
    def arguments(args, planted, modules_directory):
        """A module's compile command as a type-check: no outputs or parseable output, the planted module first,
        each planted copy (`planted`: original -> copy) in its original's place."""
        with_value = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-dependencies-path"}
        dropped = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-serialize-diagnostics",
                   "-parseable-output", "-enable-batch-mode"}
        result, skip = [args[0], "-I", modules_directory], False
        for arg in args[1:]:
            if skip:
                skip = False
            elif arg in with_value:
                skip = True
            elif arg.startswith("@"):
                with open(arg[1:], encoding="utf-8") as handle:
                    result += [planted.get(line.strip(), line.strip()) for line in handle if line.strip()]
            elif arg not in dropped and not re.match(r"-j\d+$", arg):
                result.append(arg)
        return result

    def dependents(self, commands):
        """The enum's module and every module that sees it: importing it, or a module that does (Harness)."""
        seeing, grown = {self.module}, True
        while grown:
            grown = False
            for name, (_, inputs) in commands.items():
                imported = {os.path.basename(path)[: -len(".swiftmodule")] for path in inputs
                            if path.endswith(".swiftmodule")}
                if name not in seeing and imported & seeing:
                    seeing.add(name)
                    grown = True
        return sorted(seeing)

    def run(self):
        """(the files the compiler finds non-exhaustive, how many modules it type-checked, seconds)."""
        started = time.monotonic()
        commands = self.commands()
        if self.module not in commands:
            raise SystemExit("error: --compiler: no compile command for %s in the manifest; build first" % self.module)
        found = set()
        with tempfile.TemporaryDirectory() as scratch:
            with open(self.replace.get(self.enum_path, self.enum_path), encoding="utf-8") as handle:
                text = handle.read()
            declaration = re.search(r"\benum\s+%s\b[^{]*\{" % self.enum_name, text)
            copy = os.path.join(scratch, os.path.basename(self.enum_path))
            with open(copy, "w", encoding="utf-8") as handle:
                plant = "\n    case plantedByChangeCounts\n"
                handle.write(text[: declaration.end()] + plant + text[declaration.end() :])
            planted = dict(self.replace, **{self.enum_path: copy})
            originals = {copy: original for original, copy in planted.items()}
            modules_directory = os.path.join(scratch, "Modules")
            os.makedirs(modules_directory)
            emit = self.arguments(commands[self.module][0], planted, modules_directory) + [
                "-emit-module", "-emit-module-path", os.path.join(modules_directory, self.module + ".swiftmodule"),
                "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies"]
            result = subprocess.run(emit, capture_output=True, text=True, cwd=ROOT)
            if result.returncode != 0:
                raise SystemExit("error: --compiler: cannot emit the planted %s:\n%s" % (self.module, result.stderr))
            dependents = self.dependents(commands)
            for name in dependents:
                typecheck = self.arguments(commands[name][0], planted, modules_directory) + [
                    "-typecheck", "-continue-building-after-errors"]
                result = subprocess.run(typecheck, capture_output=True, text=True, cwd=ROOT)
                output = result.stdout + result.stderr
                for error in re.finditer(r"^(/[^:\n]+\.swift):\d+:\d+: error: switch must be exhaustive", output, re.M):
                    path = originals.get(error.group(1), error.group(1))
                    found.add(os.path.relpath(os.path.realpath(path), ROOT))
                other = next((line for line in output.splitlines() if ": error: " in line
                              and "switch must be exhaustive" not in line), None)
                if other:
                    # A module that fails for another reason hides its switches: the build is stale.
                    raise SystemExit("error: --compiler: %s does not type-check (rebuild first): %s" % (name, other))
        return sorted(found), len(dependents), time.monotonic() - started


def compiler_check(build_directory, replace):
    """The files a case planted in SessionInput breaks, by the compiler, against the static reading's."""
    tree = Tree(ROOT, replace)
    derived = Derived("a step")
    exhaustive_switches(tree, derived, "SessionInput")
    static = sorted(entry.path for entry in derived.entries if not entry.path.startswith("Examples"))
    found, modules, seconds = PlantedCase(build_directory, "SessionInput", type_file(tree, "SessionInput"),
                                          replace).run()
    print("compiler: a case planted in SessionInput breaks %d file(s) (%d modules type-checked, %.0f s):" % (
        len(found), modules, seconds))
    for path in found:
        print("  " + path)
    if found != static:
        return ["compiler: the compiler names %s, the static reading %s" % (found, static)]
    print("compiler: the static reading names the same files")
    return []


# ---- main ----------------------------------------------------------------------------------------------------------


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--self-test", action="store_true", help="plant false rows and switches; show each caught")
    parser.add_argument("--readme", help="the README to check (default: the repository's)")
    parser.add_argument("--replace", action="append", default=[], metavar="PATH=FILE",
                        help="read FILE in place of the repository's PATH")
    parser.add_argument(
        "--compiler", metavar="BUILD", help="also type-check a planted SessionInput case (.build/debug)")
    options = parser.parse_args()
    if options.self_test:
        return self_test()
    replace = dict(item.split("=", 1) for item in options.replace)
    problems = check(Tree(ROOT, replace), options.readme or os.path.join(ROOT, "README.md"))
    if options.compiler:
        problems += compiler_check(options.compiler, replace)
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
