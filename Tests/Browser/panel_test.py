#!/usr/bin/env python3
"""Browser test of the live panel (issue 12): drives `lockharness-serve`'s web panel in headless Chromium.

Usage: python3 Tests/Browser/panel_test.py [path/to/lockharness-serve] [extra serve flags...]

Starts the server on a free loopback port with a random token, opens http://127.0.0.1:PORT/#token=..., clicks the
panel's buttons as a developer would and checks what the page draws:
  (a) launch, background, advance 16m, foreground -> the lock screen shows "Enter Passcode";
  (b) a wrong PIN typed on the pad -> the dots clear, they shake, the error line says "Incorrect passcode";
  (c) sensor set to "Non-matching face", Face ID button tapped -> the error line says "Authentication failed";
  (d) the event log lists the steps the clicks applied;
  (e) the recording (the panel's "Download recording" link, and GET /api/recording) holds the clicked steps;
  (f) "Pause events" drops the stream, "Resume events" reconnects with Last-Event-ID: nothing lost or repeated.
and the panel controls of issue 27:
  (g) at 1400x1000 the event log and the state table start within the window; the clock mode shows;
  (h) the latency control shows the session's latency (the device profile's 800ms), not a fixed 1s;
  (i) "clear queue" clears the queued outcomes (unconsumed back to 0);
  (j) "lock out" locks the sensor out as five failures do: the Face ID button hides until the passcode is entered;
  (k) the system prompt after foreground covers no key and says to advance time;
  (l) "Reset session" asks for a second click, then starts afresh and clears the old error;
  (m) with --clock real the elapsed time counts up between events and the header says "real";
  (n) with the server stopped one status line is rewritten (not a line per retry);
and the panel items of issue 40:
  (o) in the background (seed: no privacy cover) the phone shows its Home Screen, and the app again on foreground;
  (p) after a reset the step numbers start again at 1, as the fresh recording's do;
  (q) with no token, and with a wrong one, the phone shows one view that says so (no views drawn stacked);
  (r) at 430x932 the phone is centred and the sensor controls start within the first screen.
Saves a screenshot to .build/browser/panel.png and exits 1 with a message on the first failure (2 on bad setup).
Needs Debian's chromium and chromium-driver and Selenium 4 (pip install selenium).
"""

import json
import os
import queue
import re
import secrets
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import ElementClickInterceptedException, TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCREENSHOT = os.path.join(ROOT, ".build", "browser", "panel.png")
CORRECT_PIN = "482916"  # SessionConfiguration's default passcode
WAIT = 15


class Failure(Exception):
    """A check that did not hold."""


def start_server(binary, extra):
    token = secrets.token_urlsafe(24)
    command = [binary, "--port", "0", "--token", token] + extra
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines = queue.Queue()
    output = []

    def pump():
        for line in process.stdout:
            output.append(line)
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            line = lines.get(timeout=0.2)
        except queue.Empty:
            if process.poll() is not None:
                break
            continue
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if match:
            return process, f"http://127.0.0.1:{match.group(1)}", token, output
    process.kill()
    raise SystemExit("lockharness-serve printed no http://127.0.0.1:PORT address:\n" + "".join(output))


def make_driver(download_dir):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {
        "download.default_directory": download_dir, "download.prompt_for_download": False,
    })
    for attempt in range(3):  # a busy machine sometimes loses Chromium's first start (DevToolsActivePort)
        try:
            driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
            break
        except WebDriverException as error:
            if attempt == 2:
                raise
            print(f"panel_test: Chromium did not start ({error.msg}); trying again", file=sys.stderr)
            time.sleep(2)
    try:
        driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": download_dir})
    except WebDriverException:
        pass
    return driver


class Panel:
    """The page plus the server's API, with waits that explain themselves when they time out."""

    def __init__(self, driver, base, token):
        self.driver, self.base, self.token = driver, base, token
        self.clicked = []

    def api(self, path, method="GET", body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Authorization", "Bearer " + self.token)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.read().decode()

    def api_status(self, path, method="GET", body=None):
        try:
            self.api(path, method, body)
            return 200
        except urllib.error.HTTPError as error:
            return error.code

    def state(self):
        return json.loads(self.api("/api/state"))

    def element(self, element_id):
        return self.driver.find_element(By.ID, element_id)

    def text(self, element_id):
        return self.element(element_id).text.strip()

    def click(self, element_id):
        element = self.element(element_id)
        step = element.get_attribute("data-step")
        if not element.is_displayed():
            raise Failure(f"#{element_id} is not showing (state: {self.state()})")
        deadline = time.time() + WAIT
        while True:  # an overlay the page is about to take down (the prompt's sheet) may still cover it
            try:
                element.click()
                break
            except ElementClickInterceptedException:
                if time.time() > deadline:
                    raise Failure(f"#{element_id} stayed covered by another element (state: {self.state()})") from None
                time.sleep(0.1)
        if step:
            self.clicked.append(step)

    def wait(self, what, condition, timeout=WAIT):
        try:
            return WebDriverWait(self.driver, timeout).until(lambda _: condition())
        except TimeoutException:
            raise Failure(f"timed out waiting for {what}; server state: {self.state()}; "
                          f"step error: {self.text('step-error')!r}") from None

    def wait_idle(self):
        """Waits until the server state has stopped changing and the page drew it."""
        self.wait("the page to draw the server's screen",
                  lambda: self.element("screen").get_attribute("data-screen") == self.state()["screen"])

    def type_pin(self, pin):
        for digit in pin:
            self.click("pad-" + digit)


def check(condition, message):
    if not condition:
        raise Failure(message)


def run(panel, download_dir):
    driver = panel.driver
    driver.get(panel.base + "/#token=" + panel.token)
    panel.wait("the event stream to connect (#connection 'live')", lambda: panel.text("connection") == "live")
    check("token" not in driver.current_url, "the token stayed in the address bar: " + driver.current_url)

    # Start the app; the seed policy does not lock on a cold launch, the hardened one does.
    panel.click("launch")
    panel.click("advance-10s")
    panel.wait_idle()
    if panel.state()["screen"] == "lock":
        panel.type_pin(CORRECT_PIN)
        panel.wait("the unlock after the correct PIN", lambda: panel.state()["locked"] is False)
    panel.wait_idle()

    # (a) background, 16 minutes pass, foreground: locked.
    panel.click("background")
    # (o) the seed draws no privacy cover, but the phone is on its Home Screen all the same.
    panel.wait("the Home Screen in the background", lambda: panel.element("springboard").is_displayed())
    check(panel.state()["cover"] is False, "the seed drew a privacy cover")
    check("last screen" in panel.text("switcher-snapshot"), "the app card says " + repr(panel.text("switcher-snapshot")))
    panel.click("advance-16m")
    panel.click("foreground")
    panel.wait("the app back from the Home Screen", lambda: not panel.element("springboard").is_displayed())
    print("ok (o) background shows the Home Screen (seed: the app's last screen in the switcher); foreground the app")
    panel.wait("the lock screen's title 'Enter Passcode'", lambda: panel.text("title") == "Enter Passcode")
    check(panel.state()["locked"] is True, "the lock screen shows but the state is not locked")
    check(panel.element("pad").is_displayed(), "the number pad is not showing on the lock screen")
    print("ok (a) background + advance 16m + foreground -> 'Enter Passcode'")

    # (b) a wrong PIN on the pad: the dots fill, then clear, shake, and the error line says so.
    shakes_before = panel.state()["shakeCount"]
    panel.type_pin("11111")
    panel.wait("five filled dots", lambda: len(driver.find_elements(By.CSS_SELECTOR, "#dots .dot.filled")) == 5)
    panel.type_pin("1")
    panel.wait("the error line 'Incorrect passcode'", lambda: panel.text("error") == "Incorrect passcode")
    filled = driver.find_elements(By.CSS_SELECTOR, "#dots .dot.filled")
    check(len(filled) == 0, f"{len(filled)} dots stay filled after a wrong PIN")
    check(panel.state()["shakeCount"] == shakes_before + 1, "shakeCount did not grow by one")
    check("shake" in panel.element("dots").get_attribute("class").split(), "the dots did not shake")
    check(panel.state()["locked"] is True, "a wrong PIN unlocked")
    print("ok (b) wrong PIN -> dots cleared, shake, 'Incorrect passcode'")

    # (c) Face ID: unlock, turn Face ID on in settings, lock again, sensor to no match, tap the button.
    panel.type_pin(CORRECT_PIN)
    panel.wait("the unlock after the correct PIN", lambda: panel.state()["locked"] is False)
    panel.wait_idle()
    panel.click("open-settings")
    panel.wait("the settings screen", lambda: panel.element("settings-view").is_displayed())
    panel.wait("the Face ID toggle", lambda: panel.element("toggle-biometric").is_displayed())
    if panel.element("toggle-biometric").get_attribute("aria-checked") != "true":
        panel.click("toggle-biometric")
        panel.clicked.append("toggle-biometric: true")
    panel.wait("the Face ID toggle on", lambda: panel.element("toggle-biometric").get_attribute("aria-checked") == "true")
    panel.click("close-settings")
    panel.wait("the settings to close", lambda: panel.state()["screen"] != "settings")
    panel.click("sensor-no-match")
    panel.click("background")
    panel.click("advance-16m")
    panel.click("foreground")
    panel.click("advance-10s")  # any prompt started on foreground finishes
    panel.wait("the lock screen with the Face ID button",
               lambda: panel.state()["screen"] == "lock" and panel.element("biometric-button").is_displayed())
    # The prompt started on foreground has ended, and the page has taken its sheet off the pad.
    panel.wait("the biometric prompt to end",
               lambda: panel.state()["prompt"] is False and not panel.element("prompt-overlay").is_displayed())
    check(panel.text("biometric-button") == "Face ID", "the biometric button says " + panel.text("biometric-button"))
    if panel.text("error") != "":
        panel.click("pad-1")  # a digit clears the line the automatic prompt left
        panel.click("pad-delete")
        panel.wait("the error line to clear", lambda: panel.text("error") == "")
    panel.click("biometric-button")
    panel.click("advance-10s")
    panel.wait("the error line 'Authentication failed'", lambda: panel.text("error") == "Authentication failed")
    check(panel.state()["locked"] is True, "a non-matching face unlocked")
    print("ok (c) sensor no match + Face ID button -> 'Authentication failed'")

    # (d) the event log lists the applied steps, in order.
    def logged_steps():
        return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#event-log li.step")]

    for step in ("launch", "background", "advance: 16m", "foreground", "sensor: {matching: false}", "tap-biometric"):
        panel.wait(f"the event log to show the step {step!r}", lambda: any(line.endswith(" " + step) for line in logged_steps()))
    print(f"ok (d) the event log shows the applied steps ({len(logged_steps())} step events)")

    # (e) the recording holds the clicked steps, through the panel's link and through the API.
    recording = panel.api("/api/recording")
    panel.click("download-recording")
    path = os.path.join(download_dir, "session.yaml")
    panel.wait("the downloaded recording " + path, lambda: os.path.exists(path) and os.path.getsize(path) > 0)
    with open(path, encoding="utf-8") as file:
        downloaded = file.read()
    for text in (recording, downloaded):
        for step in ("launch", "background", "advance: 16m", "foreground", "sensor: {matching: false}",
                     "tap-biometric", "toggle-biometric: true", 'digit: "1"'):
            check(("- " + step) in text, f"the recording lacks the step {step!r}:\n{text}")
    print("ok (e) the downloaded recording and GET /api/recording hold the clicked steps")

    # (f) the stream resumes with Last-Event-ID: steps applied while it was down appear once, in order, no gap.
    panel.click("stream-toggle")
    panel.wait("the event stream to pause", lambda: panel.text("connection") == "paused")
    seen = len(logged_steps())
    panel.api("/api/steps", "POST", {"steps": ["advance: 1m", "advance: 10s"]})
    panel.click("stream-toggle")
    panel.wait("the event stream to resume", lambda: panel.text("connection") == "live")
    panel.wait("the steps applied while paused in the log",
               lambda: [line.split(" ", 2)[-1] for line in logged_steps()[seen:]] == ["advance: 1m", "advance: 10s"])
    indices = [int(re.match(r"step #(\d+) ", line).group(1)) for line in logged_steps()]
    check(indices == list(range(indices[0], indices[0] + len(indices))), f"step indices with gaps or repeats: {indices}")
    print("ok (f) after a pause the stream resumed with Last-Event-ID: no step lost or repeated")


def rect(driver, element_id):
    return driver.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};", element_id)


def overlaps(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def duration_ms(text):
    match = re.fullmatch(r"(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?", text)
    if not match or text == "":
        raise Failure(f"elapsed {text!r} is not a duration")
    h, m, s, ms = (int(part or 0) for part in match.groups())
    return ((h * 60 + m) * 60 + s) * 1000 + ms


def run_issue27(panel):
    driver = panel.driver
    height = driver.execute_script("return window.innerHeight")
    for element_id in ("event-log", "state-table"):
        top = rect(driver, element_id)["top"]
        check(top < height - 100, f"#{element_id} starts at {top}px, below the fold of a {height}px window")
    check(panel.text("clock-mode") == "virtual", "the header shows clock " + repr(panel.text("clock-mode")))
    print(f"ok (g) event log and state table within the first {height}px; clock 'virtual' shows")

    latency = panel.state()["sensorLatency"]
    check(latency == "800ms", "iphone-15-pro's profile latency is 800ms, the state says " + latency)
    value = panel.element("sensor-latency-value").get_attribute("value")
    check(value == latency, f"the latency control shows {value}, the session uses {latency}")
    print("ok (h) the latency control shows the session's 800ms")

    panel.click("sensor-queue-no-match")
    panel.wait("one queued outcome", lambda: panel.state()["unconsumed"] == 1)
    panel.click("sensor-clear-queue")
    panel.wait("the queue to clear", lambda: panel.state()["unconsumed"] == 0)
    print("ok (i) clear queue clears the queued outcome")

    panel.click("sensor-match")
    panel.wait("the lock screen with the Face ID button",
               lambda: panel.state()["screen"] == "lock" and panel.element("biometric-button").is_displayed())
    panel.click("sensor-lockout")
    panel.wait("the lockout", lambda: panel.state()["lockout"] == "until passcode")
    # Under the seed the button stays (seed 003 reads availability once, in init) and a tap meets the sensor's error.
    check(panel.element("biometric-button").is_displayed(), "the seed's Face ID button hid during the lockout")
    check(panel.api_status("/api/steps", "POST", {"steps": ["tap-biometric"]}) == 200, "the tap was refused")
    panel.wait("the lockout's error", lambda: panel.state()["error"] == "Biometry is locked out.")
    panel.type_pin(CORRECT_PIN)
    panel.wait("the unlock after the correct PIN", lambda: panel.state()["locked"] is False)
    check(panel.state()["lockout"] == "until passcode", "the app's PIN ended the sensor's lockout")
    check(panel.api_status("/api/steps", "POST", {"steps": ["sensor: {lockout: false}"]}) == 200, "no device passcode")
    panel.wait("the device passcode to end the lockout", lambda: panel.state()["lockout"] == "none")
    print("ok (j) a lockout keeps the seed's button (a tap shows the error); only the device passcode ends it")

    panel.wait_idle()
    panel.click("background")
    panel.click("advance-16m")
    panel.click("foreground")
    panel.wait("the system prompt", lambda: panel.element("prompt-overlay").is_displayed())
    check("advance time" in panel.text("prompt-hint"), "the prompt gives no hint: " + repr(panel.text("prompt-hint")))
    for key in ("pad-" + str(digit) for digit in range(10)):
        check(not overlaps(rect(driver, "prompt-box"), rect(driver, key)), f"the prompt box covers #{key}")
    panel.click("advance-10s")
    panel.wait("Face ID to unlock", lambda: panel.state()["locked"] is False)
    print("ok (k) the system prompt covers no key and says to advance time")

    panel.element("step-input").send_keys("lanch")
    panel.element("step-send").click()
    panel.wait("the step error", lambda: "lanch" in panel.text("step-error") or "did you mean" in panel.text("step-error"))
    panel.click("reset-session")
    time.sleep(0.5)
    check(panel.state()["screen"] != "not-running", "one click reset the session without asking")
    check("again" in panel.text("reset-session"), "the reset button does not ask: " + panel.text("reset-session"))
    panel.click("reset-session")
    panel.wait("the fresh session", lambda: panel.state()["screen"] == "not-running")
    panel.wait("the old error to clear", lambda: panel.text("step-error") == "")
    print("ok (l) reset asks for a second click, then starts afresh and clears the old error")

    panel.click("launch")
    panel.wait("the launch after the reset in the log",
               lambda: driver.find_elements(By.CSS_SELECTOR, "#event-log li.step")[-1].text == "step #1 launch")
    recording = panel.api("/api/recording")
    check(recording.count("- launch") == 1, "the fresh recording does not start with the one launch:\n" + recording)
    print("ok (p) after a reset the next step is step #1, the fresh recording's first")


VIEWS = ("waiting-view", "home-view", "login-view", "settings-view", "reset-view", "not-running-view")


def run_without_token(panel):
    """(q) A tab with no token, then one with a wrong token: one view says why; nothing else is drawn."""
    driver = panel.driver
    original = driver.current_window_handle
    for fragment, expected in (("", "No token"), ("#token=wrong", "refused this page's token")):
        driver.switch_to.new_window("tab")  # a new tab: its own sessionStorage, so no token carried over
        try:
            driver.get(panel.base + "/" + fragment)
            panel.wait(f"the waiting view to say {expected!r}", lambda: expected in panel.text("waiting-message"))
            showing = [view for view in VIEWS if panel.element(view).is_displayed()]
            check(showing == ["waiting-view"], f"with {fragment or 'no token'!r} these views show: {showing}")
            for element_id in ("pad", "dots", "biometric-button", "forgot-passcode", "lock-icon"):
                check(not panel.element(element_id).is_displayed(), f"#{element_id} shows without a state")
        finally:
            driver.close()
            driver.switch_to.window(original)
    print("ok (q) no token / a wrong token: the phone shows one view that says so")


def run_narrow(panel):
    """(r) A phone-sized window: the phone centred, the first sensor control within the first screen."""
    driver = panel.driver
    driver.set_window_size(430, 932)
    try:
        panel.wait("the narrow layout", lambda: driver.execute_script("return window.innerWidth") <= 430)
        width = driver.execute_script("return document.documentElement.clientWidth")  # without the scroll bar
        height = driver.execute_script("return window.innerHeight")
        phone = driver.execute_script(
            "const r = document.querySelector('.phone').getBoundingClientRect();"
            "return {left: r.left, right: r.right};")
        margin_left, margin_right = phone["left"], width - phone["right"]
        check(abs(margin_left - margin_right) <= 12,
              f"the phone is not centred at {width}px: {margin_left:.0f}px left, {margin_right:.0f}px right")
        control = rect(driver, "sensor-match")
        check(control["bottom"] <= height, f"the first sensor control ends at {control['bottom']:.0f}px, "
                                           f"below the fold of a {height}px window")
        driver.save_screenshot(SCREENSHOT.replace("panel.png", "panel-narrow.png"))
        print(f"ok (r) at {width}x{height} the phone is centred and the sensor controls start at "
              f"{control['top']:.0f}px")
    finally:
        driver.set_window_size(1400, 1000)


def run_real_clock(binary, extra, download_dir):
    server, base, token, output = start_server(
        binary, extra + ["--clock", "real", "--state-file", os.path.join(download_dir, "serve-real.json")])
    driver = make_driver(download_dir)
    try:
        panel = Panel(driver, base, token)
        driver.get(base + "/#token=" + token)
        panel.wait("the event stream to connect", lambda: panel.text("connection") == "live")
        panel.wait("the clock mode", lambda: panel.text("clock-mode") == "real")
        first = duration_ms(panel.text("elapsed"))
        time.sleep(2.5)
        second = duration_ms(panel.text("elapsed"))
        check(second - first >= 2000, f"the elapsed time did not tick: {first} ms, then {second} ms 2.5 s later")
        api = duration_ms(panel.state()["elapsed"])
        check(abs(api - second) < 1500, f"the panel shows {second} ms, the API says {api} ms")
        print(f"ok (m) --clock real: 'real' shows and elapsed counts up ({first} -> {second} ms; API {api} ms)")

        server.terminate()
        server.wait(timeout=10)
        time.sleep(5)
        problems = [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#event-log li.problem")]
        check(len(problems) == 1, f"{len(problems)} problem lines with the server down: {problems}")
        check("down" in panel.text("connection"), "the connection says " + panel.text("connection"))
        print(f"ok (n) server down: one status line ({problems[0]!r})")
    finally:
        driver.quit()
        if server.poll() is None:
            server.kill()


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "lockharness-serve")
    extra = sys.argv[2:] or ["--device", "iphone-15-pro"]
    if not os.access(binary, os.X_OK):
        print(f"panel_test: no executable at {binary} (swift build --product lockharness-serve)", file=sys.stderr)
        return 2
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    download_dir = tempfile.mkdtemp(prefix="panel-download-")
    # The state file `ctl` reads goes to a temporary directory, not the developer's own.
    extra = extra + ["--state-file", os.path.join(download_dir, "serve.json")]
    server, base, token, output = start_server(binary, extra)
    driver = None
    try:
        driver = make_driver(download_dir)
        panel = Panel(driver, base, token)
        run(panel, download_dir)
        run_issue27(panel)
        driver.save_screenshot(SCREENSHOT)
        run_without_token(panel)
        run_narrow(panel)
        run_real_clock(binary, sys.argv[2:] or ["--device", "iphone-15-pro"], download_dir)
        print(f"panel_test: all checks passed; screenshot {SCREENSHOT}")
        return 0
    except Failure as failure:
        print(f"panel_test: FAILED: {failure}", file=sys.stderr)
        return 1
    except WebDriverException as error:
        print(f"panel_test: FAILED: the browser: {error.msg}", file=sys.stderr)
        return 1
    finally:
        if driver is not None:
            try:
                driver.save_screenshot(SCREENSHOT)
                for entry in driver.get_log("browser"):
                    if entry.get("level") == "SEVERE":
                        print("browser console: " + entry.get("message", ""), file=sys.stderr)
            except WebDriverException:
                pass
            driver.quit()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        if os.environ.get("PANEL_TEST_VERBOSE"):
            sys.stderr.write("".join(output))


if __name__ == "__main__":
    sys.exit(main())
