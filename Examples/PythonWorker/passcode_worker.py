#!/usr/bin/env python3
"""A LockHarness app worker in Python (standard library only): a small passcode-lock app behind the step protocol.

    lockharness run --app Examples/PythonWorker/passcode_worker.py Tests/Conformance
    lockharness run --app Examples/PythonWorker/passcode_worker.py --differential Tests/Conformance

The protocol (docs/app-workers.md) is JSON lines: requests on stdin, one reply per request on stdout, the app's log
on stderr. The app is the seed's lock (Stage 02-04): a six-digit PIN pad over the content, locked on returning to
the foreground when the wall clock says the app was away for the timeout or longer, never locked at a cold launch.

The worker has no LockHarness simulated phone, so its hello declares no `phoneFields`: the phone's fields (the
sensor, prompts) are supplied by nobody, and a case checking one is skipped naming it. It reports exactly the
fields in DECLARATION["fields"], on every state it sends.

Two faults can be planted for the harness's tests (Tests/HarnessTests/PythonWorkerTests.swift):
`LOCKHARNESS_PY_WORKER_DROP=field` leaves that field out of every state (the harness errors the case naming it);
`LOCKHARNESS_PY_WORKER_STRICT_BOUNDARY=1` locks only when away longer than the timeout (a differential run fails
at the `foreground` where the model locks and the app does not).
"""
import json
import os
import re
import sys

PROTOCOL = 1

DECLARATION = {
    "capabilities": ["ios"],
    "steps": ["launch", "terminate", "scene", "background", "foreground", "advance", "sleep", "reboot",
              "set-wall-clock", "shift-wall-clock", "digit", "delete", "enter-pin"],
    "fields": ["screen", "locked", "title", "error", "dots", "shakeCount", "phase", "passcodeEnabled", "timeout"],
}

# Where a case starts on the phone's wall clock (2026-01-01T00:00:00Z, as LockHarness's phone starts), nanoseconds.
CASE_START_NS = 1_767_225_600 * 1_000_000_000
UNITS_NS = {"h": 3_600_000_000_000, "m": 60_000_000_000, "s": 1_000_000_000, "ms": 1_000_000, "us": 1_000, "ns": 1}
PASSCODE_LENGTH = 6
LOCK_TITLE = "Enter Passcode"
WRONG_PASSCODE = "Incorrect passcode"
STRICT_BOUNDARY = os.environ.get("LOCKHARNESS_PY_WORKER_STRICT_BOUNDARY") == "1"
DROPPED_FIELD = os.environ.get("LOCKHARNESS_PY_WORKER_DROP")


def log(text):
    sys.stderr.write("passcode_worker.py: %s\n" % text)
    sys.stderr.flush()


class Refused(Exception):
    """The app refused the step (a control that is not showing): the reply is `refused`."""


class Unsupported(Exception):
    """The worker does not map the step: the reply is `unsupported`."""


def duration_ns(text):
    """`16m`, `1h1s`, `999ms`, `-24h`, `1.5s` in nanoseconds."""
    text = str(text).strip()
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    parts = re.findall(r"(\d+(?:\.\d+)?)(h|ms|us|ns|m|s)", body)
    if not parts or "".join(number + unit for number, unit in parts) != body:
        raise ValueError("not a duration: %r" % text)
    return sign * sum(round(float(number) * UNITS_NS[unit]) for number, unit in parts)


def parse_step(text):
    """A step as the harness sends it (`advance: 16m`, `digit: "5"`, `launch`): its name and argument text."""
    name, _, argument = text.partition(":")
    argument = argument.strip()
    if argument.startswith('"'):
        argument = json.loads(argument)
    return name.strip(), argument


class Configuration:
    """The case's account and settings, from `begin-case`'s header (`initial: {passcode, enabled, timeout}`)."""

    def __init__(self, header):
        initial = header.get("initial") or {}
        self.policy = header.get("policy", "seed")
        self.overrides = header.get("overrides")
        self.passcode = initial.get("passcode", "482916")
        self.enabled = bool(initial.get("enabled", True))
        self.timeout_minutes = int(initial.get("timeout", 15))


def read_header(text):
    """The header: JSON (what `run` sends), or the flat `key: value` YAML lines a live session sends."""
    text = (text or "{}").strip()
    try:
        return json.loads(text)
    except ValueError:
        header = {}
        for line in text.splitlines():
            key, _, value = line.partition(":")
            value = value.strip()
            if key.strip() and value:
                quoted = re.sub(r"([{,]\s*)([A-Za-z]\w*)\s*:", r'\1"\2":', value)
                try:
                    header[key.strip()] = json.loads(quoted)
                except ValueError:
                    header[key.strip()] = value.strip('"')
        return header


class PasscodeApp:
    """The app and the phone under it: the wall clock, the process, the scene phase, the lock and its PIN pad."""

    def __init__(self, configuration):
        self.configuration = configuration
        self.wall_ns = CASE_START_NS
        self.running = False
        self.phase = "launching"
        self.locked = False
        # The wall-clock reading when the app went to the background (in memory: a cold launch never locks).
        self.backgrounded_at = None
        self.entered = ""
        self.error = None
        self.shakes = 0

    # -- steps ---------------------------------------------------------------------------------------------------

    def apply(self, name, argument):
        screen_input = name in ("digit", "delete", "enter-pin")
        if screen_input and self.running and self.phase == "background":
            raise Refused("the app is in the background")
        handler = getattr(self, "step_" + name.replace("-", "_"), None)
        if handler is None:
            raise Unsupported("passcode_worker.py does not map `%s`" % name)
        handler(argument)

    def step_launch(self, _):
        if self.running:
            raise Refused("the app is already running")
        self.running, self.phase, self.locked = True, "active", False
        self.new_lock_screen()

    def step_terminate(self, _):
        self.end_process()

    def step_reboot(self, argument):
        self.end_process()
        if argument:
            self.wall_ns += duration_ns(argument)

    def step_scene(self, phase):
        self.require_running()
        self.enter(phase)

    def step_background(self, _):
        self.require_running()
        self.enter("inactive")
        self.enter("background")

    def step_foreground(self, _):
        self.require_running()
        self.enter("inactive")
        self.enter("active")

    def step_advance(self, argument):
        self.wall_ns += duration_ns(argument)

    def step_sleep(self, argument):
        self.wall_ns += duration_ns(argument)

    def step_set_wall_clock(self, argument):
        self.wall_ns = int(argument) * 1_000_000_000

    def step_shift_wall_clock(self, argument):
        self.wall_ns += duration_ns(argument)

    def step_digit(self, digit):
        self.require_pad()
        self.type_digit(digit)

    def step_enter_pin(self, pin):
        self.require_pad()
        for digit in pin:
            self.type_digit(digit)

    def step_delete(self, _):
        self.require_pad()
        self.entered = self.entered[:-1]

    # -- the app ---------------------------------------------------------------------------------------------------

    def require_running(self):
        if not self.running:
            raise Refused("the app is not running")

    def require_pad(self):
        if not self.running:
            raise Refused("a number pad is not showing (showing: not-running)")
        if not self.locked:
            raise Refused("a number pad is not showing (showing: home)")

    def end_process(self):
        self.running, self.phase, self.locked, self.backgrounded_at = False, "launching", False, None
        self.new_lock_screen()

    def enter(self, phase):
        """The scene phase the app is told about; the seed's lock rules run on it (Stage 02)."""
        self.phase = phase
        if phase == "background":
            self.backgrounded_at = self.wall_ns
        elif phase == "active" and self.backgrounded_at is not None:
            away_ns = self.wall_ns - self.backgrounded_at
            self.backgrounded_at = None
            timeout_ns = self.configuration.timeout_minutes * UNITS_NS["m"]
            reached = away_ns > timeout_ns if STRICT_BOUNDARY else away_ns >= timeout_ns
            if self.configuration.enabled and not self.locked and reached:
                self.locked = True
                self.new_lock_screen()

    def new_lock_screen(self):
        self.entered, self.error, self.shakes = "", None, 0

    def type_digit(self, digit):
        if len(self.entered) >= PASSCODE_LENGTH:
            return
        self.entered += digit
        self.error = None
        if len(self.entered) < PASSCODE_LENGTH:
            return
        if self.entered == self.configuration.passcode:
            self.locked = False
            self.new_lock_screen()
        else:
            self.entered, self.error = "", WRONG_PASSCODE
            self.shakes += 1

    # -- what it shows ---------------------------------------------------------------------------------------------

    def state(self):
        if not self.running:
            screen = "not-running"
        else:
            screen = "lock" if self.locked else "home"
        on_lock = self.running and self.locked
        state = {
            "screen": screen,
            "locked": self.locked,
            "title": LOCK_TITLE if on_lock else None,
            "error": self.error if on_lock else None,
            "dots": len(self.entered) if on_lock else 0,
            "shakeCount": self.shakes if on_lock else 0,
            "phase": self.phase,
            "passcodeEnabled": self.configuration.enabled,
            "timeout": self.configuration.timeout_minutes,
        }
        if DROPPED_FIELD:
            state.pop(DROPPED_FIELD, None)
        return state


class Worker:
    """The protocol: one request line in, one reply line out."""

    def __init__(self, output):
        self.output = output
        self.app = None

    def send(self, reply):
        self.output.write(json.dumps(reply, separators=(",", ":")) + "\n")
        self.output.flush()

    def hello(self):
        self.send({"type": "hello", "protocol": PROTOCOL, "worker": "passcode_worker.py",
                   "declaration": DECLARATION})

    def handle(self, line):
        try:
            request = json.loads(line)
            kind = request["type"]
        except (ValueError, KeyError, TypeError):
            return {"type": "error", "message": "not a request of protocol %d: %s" % (PROTOCOL, line[:200])}
        if kind == "begin-case":
            self.app = None
            log("begin-case %s" % request.get("case", "case"))
            try:
                configuration = Configuration(read_header(request.get("header")))
            except (ValueError, TypeError) as problem:
                return {"type": "error", "message": "begin-case: %s" % problem}
            if configuration.policy != "seed" or configuration.overrides:
                return {"type": "not-applicable", "message": "the app follows the seed policy only, as a whole"}
            self.app = PasscodeApp(configuration)
            return {"type": "ok"}
        if kind == "end-case":
            self.app = None
            return {"type": "ok"}
        if self.app is None:
            return {"type": "error", "message": "%s before begin-case" % kind}
        if kind == "snapshot":
            return {"type": "state", "state": self.app.state()}
        if kind == "step":
            return self.step(request)
        return {"type": "error", "message": "unknown request `%s`" % kind}

    def step(self, request):
        text = request.get("step")
        if not isinstance(text, str):
            return {"type": "error", "message": "step without `step`"}
        try:
            name, argument = parse_step(text)
            self.app.apply(name, argument)
            reply = {"type": "ok"}
        except Refused as refusal:
            reply = {"type": "refused", "message": str(refusal)}
        except Unsupported as unsupported:
            return {"type": "unsupported", "message": str(unsupported)}
        except (ValueError, TypeError) as problem:
            return {"type": "error", "message": "`%s`: %s" % (text, problem)}
        if request.get("state"):
            reply["state"] = self.app.state()
        return reply


def main():
    worker = Worker(sys.stdout)
    worker.hello()
    for line in sys.stdin:
        line = line.strip()
        if line:
            worker.send(worker.handle(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
