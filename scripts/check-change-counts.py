#!/usr/bin/env python3
"""Lists the files a new route, step and expect field touch, and checks the README says the same.

For each kind of change the script takes one existing example (an exemplar: the route `verify-passcode`, the step
`tap-biometric`, the expect field `shakeCount`) and finds every file under Sources/ that names it. Each such file
is either one a new change of that kind must touch (the README's "Where a change goes" table names them and
their count), or one that merely uses the exemplar (listed below with the reason, e.g. the panel's button for
`tap-biometric`). The script fails when:
  - a file names the exemplar but is neither required nor a known use (a new place every change must now touch:
    say it in the README, or make it derive from the table);
  - a required or known-use file no longer names it (the list is stale);
  - the README's row for the kind names other files, or another count.
Run from the package root: `python3 scripts/check-change-counts.py` (exit 0 when all agree; 1 otherwise).
"""
import os
import re
import sys

EXEMPLARS = [
    {
        "kind": "a passcode route",
        "pattern": r"\bVerifyPasscode(Request|Response)\b|PasscodeRoutes\.verifyPasscode|/api/auth/verify-passcode",
        "required": [
            "Sources/LockFlows/API/PasscodeAPIModels.swift",
            "Sources/LockFlows/API/PasscodeRoutes.swift",
            "Sources/LockFlows/Backend/PasscodeServerRules.swift",
            "Sources/ReferenceServer/openapi.json",
        ],
        "uses": {
            "Sources/LockFlows/API/PasscodeAPI.swift": "a convenience method over the table (optional)",
            "Sources/LockFlows/API/PasscodeRoute.swift": "an example in the doc comment",
            "Sources/LockFlows/Service/PasscodeService+Passcode.swift": "the app's service calls it",
            "Sources/LockFlows/TestMode/InjectFaultRequest.swift": "an example in the doc comment",
            "Sources/HarnessScenarios/Steps/StepVocabulary+Backend.swift": "an example of api-failure",
            "Sources/server-bench/main.swift": "the server benchmark times it",
        },
    },
    {
        "kind": "a step",
        "pattern": r"\btapBiometric\b|\"tap-biometric\"",
        "required": [
            "Sources/HarnessSession/SessionInput.swift",
            "Sources/HarnessScenarios/Steps/StepVocabulary+LockScreen.swift",
            "Sources/HarnessSession/Model/SessionModel+Inputs.swift",
        ],
        "uses": {
            "Sources/HarnessExplore/ExploreGenerator.swift": "the explorer's alphabet (optional: to explore the step)",
            "Sources/HarnessLive/LiveSession+Control.swift": "live control refuses a tap on the hidden button (this step only)",
            "Sources/LiveControl/Panel/panel.html": "the panel's button (optional)",
            "Sources/LockHarnessMCP/LockHarnessMCPServer.swift": "an example in the server's instructions",
            "Sources/AppHarness/HostedApp.swift": "an example in the doc comment (an adapter declares its steps)",
            "Sources/HarnessScenarios/AppUnderTest/AppDeclaration.swift": "an example in the doc comment",
            "Sources/HarnessLive/LineEditing/LineCompleter.swift": "an example in the doc comment (completion reads the table)",
        },
    },
    {
        "kind": "an expect field",
        "pattern": r"\bshakeCount\b",
        "required": [
            "Sources/HarnessScenarios/Steps/ExpectFieldVocabulary.swift",
            "Sources/HarnessSession/SessionSnapshot.swift",
            "Sources/HarnessSession/Model/SessionModel+Snapshot.swift",
        ],
        "uses": {
            "Sources/LockFlows/Screens/PINEntry.swift": "the screen model the value comes from",
            "Sources/LockFlows/Screens/ResetPasscodeFlow.swift": "the screen model the value comes from",
            "Sources/HarnessExplore/ExploreStateKey.swift": "the explorer ignores this field when merging states (optional)",
            "Sources/HarnessScenarios/Steps/SnapshotValue.swift": "the one-line state summary (optional)",
            "Sources/HarnessLive/SessionScreenText.swift": "the screen drawn as text (optional)",
            "Sources/LiveControl/Panel/panel.js": "the panel draws it (optional)",
        },
    },
]

SOURCE_ENDINGS = (".swift", ".json", ".yaml", ".html", ".css", ".js")


def files_naming(pattern):
    regex = re.compile(pattern)
    found = []
    for directory, subdirectories, names in os.walk("Sources"):
        subdirectories[:] = sorted(d for d in subdirectories if not os.path.islink(os.path.join(directory, d)))
        for name in sorted(names):
            if not name.endswith(SOURCE_ENDINGS):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8", errors="replace") as handle:
                if regex.search(handle.read()):
                    found.append(path)
    return found


def readme_rows():
    text = open("README.md", encoding="utf-8").read()
    section = text.split("## Where a change goes", 1)
    if len(section) < 2:
        return None
    body = section[1].split("\n## ", 1)[0]
    rows = {}
    for line in body.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[1].isdigit():
            rows[cells[0]] = (int(cells[1]), re.findall(r"`([^`/ ]+\.[a-z]+)`", cells[2]))
    return rows


def main():
    problems = []
    rows = readme_rows()
    if rows is None:
        print("README.md has no '## Where a change goes' section", file=sys.stderr)
        return 1
    for exemplar in EXEMPLARS:
        kind, required, uses = exemplar["kind"], exemplar["required"], exemplar["uses"]
        found = files_naming(exemplar["pattern"])
        print(f"{kind} (exemplar /{exemplar['pattern']}/): {len(required)} files to touch")
        for path in required:
            print(f"  touch  {path}")
        for path in found:
            if path in uses:
                print(f"  uses   {path}: {uses[path]}")
        for path in found:
            if path not in required and path not in uses:
                problems.append(f"{kind}: {path} names the exemplar but is neither a file to touch nor a known use")
        for path in list(required) + list(uses):
            if path not in found:
                problems.append(f"{kind}: {path} is listed but no longer names the exemplar")
        row = rows.get(kind)
        if row is None:
            problems.append(f"{kind}: the README's 'Where a change goes' table has no row '{kind}'")
            continue
        count, named = row
        basenames = [os.path.basename(path) for path in required]
        if count != len(required):
            problems.append(f"{kind}: the README says {count} files, the script counts {len(required)}")
        if sorted(named) != sorted(basenames):
            problems.append(f"{kind}: the README names {sorted(named)}, the files are {sorted(basenames)}")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
