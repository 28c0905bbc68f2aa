#!/usr/bin/env python3
"""`lockharness mcp` driven by the official MCP Python SDK over stdio, as an agent client drives it.

Starts `lockharness mcp --biometric` as a subprocess, lists the tools, drives a lock -> wrong PIN -> Face ID no-match
-> Face ID match round, reads the screen resource, waits for a resource-updated notification, sends malformed calls
(tool errors; the session stays usable), saves the recording and checks that `lockharness run` replays it to the same
final state. Measures what the agent's context pays: the `tools/list` answer (asserted within the 10,000-character
budget) and every tool result (the screen and the fields that changed, never the whole state). Prints the agent's side of the session as a transcript (the README's comes from it).

    swift build --product lockharness --product lockharness-mcp
    python3 Tests/MCP/mcp_client_test.py [path/to/lockharness [path/to/app-worker]]

With an app worker (the example's passcode-app-worker), an app round follows: `lockharness mcp --app WORKER` drives
the team's app in a worker process (lock, wrong PIN, right PIN; the state holds only the fields the app reports), a
planted hang ends its worker, which is replaced with the session replayed, and the recording replays with
`lockharness run --app WORKER` and with `lockharness run` on the model.

Needs `pip install mcp` (1.x or 2.x). Exits 0 when every check passes, 1 otherwise.
"""
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import warnings

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, ".build", "debug", "lockharness")
WORKER = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
STEP_TOOLS = {"scene", "clock", "sensor", "lock_screen", "settings", "password_reset", "backend"}
OTHER_TOOLS = {"apply_steps", "expect", "expect_refused", "read_screen", "reset", "save_recording"}
SCREEN = "lockharness://session/screen"
TOOLS_BUDGET = 10_000  # characters of JSON in the tools/list answer (MCPToolCatalog.listBudget)
RESULT_BUDGET = 1_000  # characters of one step tool's result: the screen (about 400) and what changed
STATE = "lockharness://session/state"


def attr(obj, *names):
    """A field under its 2.x (snake_case) or 1.x (camelCase) name."""
    for name in names:
        if hasattr(obj, name):
            return getattr(obj, name)
    raise AttributeError(names)


def size_of(result):
    """The characters a tool result puts in the agent's context: its text and its structured content."""
    structured = attr(result, "structured_content", "structuredContent")
    return len(text_of(result)) + (len(json.dumps(structured)) if structured else 0)


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


class Checks:
    def __init__(self):
        self.failures = []

    def that(self, condition, what):
        print(("  ok   " if condition else "  FAIL ") + what, file=sys.stderr)
        if not condition:
            self.failures.append(what)


def transcript(tool, arguments, result):
    """One exchange as the README shows it: the call, then the first lines of the answer."""
    flag = " (isError)" if attr(result, "is_error", "isError") else ""
    print(f"→ {tool} {json.dumps(arguments)}")
    for line in text_of(result).split("\n")[:9]:
        if line.startswith("{"):
            continue  # the state JSON; the screen above it says the same
        print(f"← {line}{flag}" if flag else f"← {line}")
        flag = ""


async def main():
    # 2.x warns that resources/subscribe goes away in the 2026-07-28 protocol; the handshake here negotiates 2025-11-25.
    warnings.filterwarnings("ignore", message=".*resources/subscribe.*")
    checks = Checks()
    updated = []
    stray = []
    notified = asyncio.Event()

    async def on_message(message):
        if isinstance(message, Exception):
            stray.append(repr(message))  # a line on stdout that is not a protocol message, among others
            return
        notification = getattr(message, "root", message)
        if getattr(notification, "method", "") == "notifications/resources/updated":
            updated.append(str(notification.params.uri))
            notified.set()

    params = StdioServerParameters(command=BINARY, args=["mcp", "--biometric"])
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, message_handler=on_message) as session:
            init = await session.initialize()
            checks.that(attr(init, "server_info", "serverInfo").name == "lockharness", "initialize names the server")

            listed = (await session.list_tools()).tools
            tools = {tool.name: tool for tool in listed}
            # As the server sends it: compact JSON, UTF-8 text.
            listing = json.dumps({"tools": [tool.model_dump(mode="json", by_alias=True, exclude_none=True) for tool in listed]},
                                 separators=(",", ":"), ensure_ascii=False)
            print(f"# tools/list: {len(listing)} characters for {len(listed)} tools "
                  f"(largest: {max((len(json.dumps(t.model_dump(mode='json', by_alias=True, exclude_none=True), separators=(',', ':'), ensure_ascii=False)), t.name) for t in listed)})",
                  file=sys.stderr)
            checks.that(len(listing) <= TOOLS_BUDGET, f"tools/list is {len(listing)} characters, within {TOOLS_BUDGET}")
            expect_fields = attr(tools["expect"], "input_schema", "inputSchema")["properties"]
            checks.that("lock" in expect_fields["screen"].get("enum", []) and "not-running" in expect_fields["screen"]["enum"],
                        "expect schema: `screen` is an enum of the screen names")
            checks.that(expect_fields["phase"].get("enum") == ["launching", "active", "inactive", "background"],
                        "expect schema: `phase` is an enum of the scene phases")
            checks.that(STEP_TOOLS | OTHER_TOOLS <= set(tools), f"tools listed: {sorted(tools)}")
            for name, tool in tools.items():
                schema = attr(tool, "input_schema", "inputSchema")
                checks.that(
                    len(tool.description or "") > 20 and schema.get("type") == "object",
                    f"{name}: a description and an object schema")
            sensor_schema = attr(tools["sensor"], "input_schema", "inputSchema")["properties"]["sensor"]
            checks.that(
                sensor_schema["properties"]["queue"]["type"] == "array", "sensor schema: queue is a list of outcomes")

            await session.subscribe_resource(SCREEN)

            sizes = []

            async def call(tool, arguments, show=True):
                result = await session.call_tool(tool, arguments)
                if tool in STEP_TOOLS or tool == "apply_steps":
                    sizes.append(size_of(result))
                if show:
                    transcript(tool, arguments, result)
                return result

            async def state():
                contents = (await session.read_resource(STATE)).contents
                return json.loads(contents[0].text)

            # Lock: background past the 15-minute timeout with a face that does not match.
            for tool, arguments in [
                ("scene", {"launch": True}), ("scene", {"background": True}), ("clock", {"advance": "16m"}),
                ("sensor", {"sensor": {"matching": False}}), ("scene", {"foreground": True}),
                ("clock", {"advance": "5s"}),
            ]:
                result = await call(tool, arguments, show=tool != "scene" or "foreground" in arguments)
                checks.that(not attr(result, "is_error", "isError"), f"{tool} {arguments} applied")
            checks.that((await state())["locked"] is True, "locked after 16 minutes in the background")

            try:
                await asyncio.wait_for(notified.wait(), timeout=10)
            except asyncio.TimeoutError:
                pass
            checks.that(SCREEN in updated, f"resource-updated notification for the screen ({len(updated)} received)")

            wrong = await call("lock_screen", {"enter-pin": "000000"})
            checks.that(not attr(wrong, "is_error", "isError"), "a wrong PIN is applied")
            changed = (attr(wrong, "structured_content", "structuredContent") or {}).get("changed", {})
            checks.that(changed.get("error") == "Incorrect passcode" and changed.get("shakeCount") == 1
                        and "biometry" not in changed and "state" not in (attr(wrong, "structured_content", "structuredContent") or {}),
                        f"the result carries what changed, not the whole state ({sorted(changed)})")
            after_wrong = await state()
            checks.that(
                after_wrong["error"] == "Incorrect passcode" and after_wrong["shakeCount"] == 1 and after_wrong["locked"],
                "wrong PIN: \"Incorrect passcode\", one shake, still locked")

            await call("lock_screen", {"tap-biometric": True})
            await call("clock", {"advance": "5s"})
            no_match = await state()
            checks.that(no_match["locked"] is True and no_match["lastOutcome"], "Face ID no-match leaves it locked")

            screen = (await session.read_resource(SCREEN)).contents[0].text
            checks.that("Enter Passcode" in screen and "Face ID" in screen, "screen resource draws the lock screen")

            # Malformed calls: tool errors with line:column and did-you-mean; the session is unchanged.
            before = await state()
            bad = await call("apply_steps", {"steps": ["sensor: {matchin: true}"]})
            checks.that(attr(bad, "is_error", "isError") is True, "a step that does not parse is a tool error")
            checks.that("step:1:10" in text_of(bad) and "did you mean 'matching'" in text_of(bad),
                        "the error has line:column and the did-you-mean")
            typo = await call("lock_screen", {"tap-biometrc": True})
            checks.that(attr(typo, "is_error", "isError") is True and "tap-biometric" in text_of(typo),
                        "an unknown step name is a tool error suggesting the right one")
            checks.that("allowed" not in text_of(bad), "the did-you-mean comes without the list of allowed keys")
            lok = await call("expect", {"screen": "lok"}, show=False)
            checks.that(attr(lok, "is_error", "isError") is True and "did you mean 'lock'" in text_of(lok),
                        "an enumerated value outside its words is refused with a did-you-mean")
            letters = await call("lock_screen", {"enter-pin": "abc"}, show=False)
            checks.that(attr(letters, "is_error", "isError") is True, "a PIN of letters is a tool error")
            checks.that(await state() == before, "the session is unchanged by the malformed calls")

            await call("sensor", {"sensor": {"matching": True}})
            await call("lock_screen", {"tap-biometric": True})
            await call("clock", {"advance": "5s"})
            passed = await call("expect", {"locked": False, "screen": "home"})
            checks.that(text_of(passed).startswith("PASSED"), "Face ID match unlocks (the session stayed usable)")
            failed = await call("expect", {"locked": True}, show=False)
            structured = attr(failed, "structured_content", "structuredContent") or {}
            checks.that(
                structured.get("passed") is False
                and structured.get("differences") == [{"field": "locked", "expected": "true", "actual": "false"}],
                "a failed expect answers the differing field")

            whole_state = len(json.dumps(await state(), separators=(",", ":"), ensure_ascii=False))
            print(f"# step results: {len(sizes)} calls, {sum(sizes)} characters in all, largest {max(sizes)} "
                  f"(the whole state alone is {whole_state})", file=sys.stderr)
            checks.that(max(sizes) <= RESULT_BUDGET, f"every step result within {RESULT_BUDGET} characters")
            whole = await call("read_screen", {}, show=False)
            checks.that(json.loads([b.text for b in whole.content if b.type == "text"][-1]) == await state(),
                        "read_screen gives the whole state on request")

            final = await state()
            directory = tempfile.mkdtemp(prefix="lockharness-mcp-")
            path = os.path.join(directory, "agent-session.yaml")
            saved = await call("save_recording", {"path": path})
            checks.that(not attr(saved, "is_error", "isError") and os.path.exists(path), "recording saved")

    checks.that(not stray, f"nothing but protocol messages on stdout ({stray[:3]})")

    # The recording replays with `lockharness run` to the same final state: every field, checked by one expect.
    with open(path, encoding="utf-8") as handle:
        recording = handle.read()
    replay = os.path.join(directory, "replay.yaml")
    with open(replay, "w", encoding="utf-8") as handle:
        handle.write(recording + "  - expect: " + json.dumps(final) + "\n")
    run = subprocess.run([BINARY, "run", replay], capture_output=True, text=True, timeout=300)
    checks.that(run.returncode == 0, f"`lockharness run` replays to the same final state (exit {run.returncode})")
    if run.returncode != 0:
        print(run.stdout, run.stderr, file=sys.stderr)
    print("\n# recording\n" + recording)

    if WORKER:
        await app_round(checks, WORKER)

    if checks.failures:
        print(f"{len(checks.failures)} check(s) failed", file=sys.stderr)
        return 1
    print("all checks passed", file=sys.stderr)
    return 0


async def app_round(checks, worker):
    """`lockharness mcp --app WORKER`: the same tools on the team's app in a worker process."""
    print(f"\n# app round: {worker}", file=sys.stderr)
    environment = dict(os.environ, PASSCODE_APP_PLANTED_FAULTS="1")
    params = StdioServerParameters(
        command=BINARY, args=["mcp", "--app", worker, "--passcode", "123456", "--step-limit", "2s"], env=environment)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()

            async def call(tool, arguments):
                result = await session.call_tool(tool, arguments)
                transcript(tool, arguments, result)
                return result

            async def state():
                return json.loads((await session.read_resource(STATE)).contents[0].text)

            for tool, arguments in [
                ("scene", {"launch": True}), ("scene", {"background": True}), ("clock", {"advance": "16m"}),
                ("scene", {"foreground": True}),
            ]:
                result = await call(tool, arguments)
                checks.that(not attr(result, "is_error", "isError"), f"app: {tool} {arguments} applied")
            locked = await state()
            checks.that(locked.get("locked") is True and locked.get("screen") == "lock", f"app: locked ({locked})")
            # The state is what the app reports (its adapter's fields and the phone's): no field the model would add.
            checks.that("title" not in locked and "screen" in locked, "app: only the fields the app reports")

            await call("lock_screen", {"enter-pin": "000000"})
            checks.that((await state()).get("error") == "Incorrect passcode", "app: a wrong PIN is refused by the app")

            hung = await call("apply_steps", {"steps": ['open-url: "artitec://planted/hang"']})
            checks.that(
                attr(hung, "is_error", "isError") is True and "replaced" in text_of(hung),
                "app: a hung step is a tool error; its worker was ended and replaced")
            after = await state()
            checks.that(after.get("error") == "Incorrect passcode" and after.get("locked") is True,
                        "app: the replacement worker is where the session was")

            await call("lock_screen", {"enter-pin": "123456"})
            passed = await call("expect", {"locked": False, "screen": "home"})
            checks.that(text_of(passed).startswith("PASSED"), "app: the right PIN unlocks")

            directory = tempfile.mkdtemp(prefix="lockharness-mcp-app-")
            path = os.path.join(directory, "app-session.yaml")
            saved = await call("save_recording", {"path": path})
            checks.that(not attr(saved, "is_error", "isError") and os.path.exists(path), "app: recording saved")

    for label, extra in [("the app", ["--app", worker]), ("the model", [])]:
        run = subprocess.run([BINARY, "run", *extra, path], capture_output=True, text=True, timeout=300)
        checks.that(run.returncode == 0, f"app: the recording replays on {label} (exit {run.returncode})")
        if run.returncode != 0:
            print(run.stdout, run.stderr, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(asyncio.run(asyncio.wait_for(main(), timeout=300)))
