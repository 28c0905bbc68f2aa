// The live panel's script (LivePanel inlines it into panel.html when `lockharness serve` answers GET /).
// Transport first: the token, POST /api/steps in click order, the event stream read with fetch (resumed with
// Last-Event-ID), the event log, the recording download and the controls that need an argument; then the
// drawing. Text from the server only ever goes through textContent.
(() => {
  "use strict";
  const $ = (id) => document.getElementById(id);
  const TOKEN_KEY = "lockharness-token";
  const UNAUTHORIZED = "The server refused this page's token. Open the address lockharness serve printed "
    + "(http://127.0.0.1:PORT/#token=…).";

  // The token comes in the fragment (never sent to the server in the URL); keep it for this tab only and
  // take it out of the address bar.
  function readToken() {
    const match = /(?:^#|&)token=([^&]*)/.exec(location.hash);
    if (match) {
      const token = decodeURIComponent(match[1]);
      try { sessionStorage.setItem(TOKEN_KEY, token); } catch (e) { /* storage off: keep it in memory */ }
      history.replaceState(null, "", location.pathname + location.search);
      return token;
    }
    try { return sessionStorage.getItem(TOKEN_KEY) || ""; } catch (e) { return ""; }
  }
  const token = readToken();

  function api(path, init) {
    const options = Object.assign({ cache: "no-store" }, init || {});
    const headers = new Headers(options.headers || {});
    headers.set("Authorization", "Bearer " + token);
    options.headers = headers;
    return fetch(path, options);
  }

  function setConnection(status, label) {
    const element = $("connection");
    element.dataset.status = status;
    element.textContent = label;
  }

  // ---- steps: one request at a time, in click order ----
  let pending = Promise.resolve();
  function sendSteps(steps) {
    pending = pending.then(() => postSteps(steps)).catch((error) => showStepError(String(error)));
    return pending;
  }
  async function postSteps(steps) {
    showStepError("");
    let response;
    try {
      response = await api("/api/steps", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ steps: steps }),
      });
    } catch (error) {
      showStepError("The server did not answer (" + error.message + "). Is lockharness serve running?");
      return;
    }
    let body = null;
    try { body = await response.json(); } catch (e) { body = null; }
    if (body && body.state && typeof body.state === "object") render(body.state);
    if (!response.ok) showStepError(describeRefusal(response.status, body, steps));
  }
  function describeRefusal(status, body, steps) {
    if (status === 401) {
      showWaiting(UNAUTHORIZED);
      return "401: missing or wrong token. Open the address lockharness serve printed (…/#token=…).";
    }
    const lines = [status + ": " + (body && body.error ? String(body.error) : "the server refused " + steps.join("; "))];
    if (!body) return lines[0];
    if (body.step != null) lines.push("step: " + String(body.step));
    if (body.line != null) lines.push("at line " + body.line + (body.column != null ? ", column " + body.column : ""));
    if (body.suggestion) lines.push("did you mean: " + String(body.suggestion) + "?");
    if (body.applied != null) lines.push(body.applied + " of " + steps.length + " step(s) applied");
    const known = ["error", "step", "line", "column", "suggestion", "applied", "state"];
    for (const key of Object.keys(body)) {
      if (!known.includes(key)) lines.push(key + ": " + JSON.stringify(body[key]));
    }
    return lines.join("\n");
  }
  function showStepError(message) { $("step-error").textContent = message; }

  // ---- the event log ----
  const LOG_LIMIT = 400;
  let loggedState = null;
  function logLine(kind, message) {
    const log = $("event-log");
    const item = document.createElement("li");
    item.className = kind;
    item.textContent = message;
    log.appendChild(item);
    while (log.children.length > LOG_LIMIT) log.removeChild(log.firstChild);
    log.scrollTop = log.scrollHeight;
    return item;
  }
  function logState(state) {
    const changes = [];
    for (const key of Object.keys(state)) {
      if (key === "elapsed") continue;
      if (loggedState === null || JSON.stringify(loggedState[key]) !== JSON.stringify(state[key])) {
        changes.push(key + " " + JSON.stringify(state[key]));
      }
    }
    const first = loggedState === null;
    loggedState = state;
    if (changes.length === 0) return;
    const summary = ["screen", "locked", "phase", "title", "error"];
    const shown = first ? changes.filter((change) => summary.includes(change.split(" ")[0])) : changes.slice(0, 8);
    const head = first ? "state (current): " : "state: ";
    logLine("state", head + shown.join(", ") + (changes.length > shown.length ? ", …" : ""));
  }

  // ---- the event stream: fetch + ReadableStream (EventSource cannot send the token) ----
  let lastEventId = null;
  let retryMilliseconds = 1000;
  const RETRY_LIMIT_MILLISECONDS = 30000;
  let streamAbort = null;
  let paused = false;
  let following = false;
  // While the server is away one log line says so and is rewritten on every try (never one line per try),
  // and the tries back off from the server's `retry:` up to 30 s.
  let outage = null;
  function noteOutage(reason, delay) {
    if (outage === null) {
      outage = { tries: 0, line: logLine("problem", "") };
      outage.line.id = "stream-status";
    }
    outage.tries += 1;
    outage.line.textContent = "event stream down (" + reason + "): " + outage.tries + " tr"
      + (outage.tries === 1 ? "y" : "ies") + ", next in " + Math.round(delay / 1000) + " s";
    setConnection("down", "down: retry in " + Math.round(delay / 1000) + " s");
  }
  function noteReconnected() {
    if (outage === null) return;
    outage.line.textContent = "event stream back after " + outage.tries + " tr" + (outage.tries === 1 ? "y" : "ies");
    outage.line.removeAttribute("id");
    outage = null;
    loadSession().catch(() => {});
  }
  async function followEvents() {
    if (following) return;
    following = true;
    let delay = retryMilliseconds;
    while (!paused) {
      const headers = { "Accept": "text/event-stream" };
      if (lastEventId !== null) headers["Last-Event-ID"] = lastEventId;
      streamAbort = new AbortController();
      let reason = "the server closed it";
      try {
        const response = await api("/api/events", { headers: headers, signal: streamAbort.signal });
        if (response.status === 401) {
          setConnection("down", "unauthorized: open the address with #token=…");
          showWaiting(UNAUTHORIZED);
          break;
        }
        if (!response.ok || !response.body) throw new Error("HTTP " + response.status);
        setConnection("live", "live");
        noteReconnected();
        delay = retryMilliseconds;
        await readEventStream(response.body.getReader());
      } catch (error) {
        reason = error.message;
      }
      if (paused) break;
      noteOutage(reason, delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(RETRY_LIMIT_MILLISECONDS, delay * 2);
    }
    following = false;
    if (paused) setConnection("paused", "paused");
  }
  // Pausing drops the stream; resuming reconnects with Last-Event-ID, so nothing in between is lost.
  $("stream-toggle").addEventListener("click", () => {
    paused = !paused;
    $("stream-toggle").textContent = paused ? "Resume events" : "Pause events";
    $("stream-toggle").setAttribute("aria-pressed", paused ? "true" : "false");
    if (paused) {
      if (streamAbort) streamAbort.abort();
      setConnection("paused", "paused");
    } else {
      followEvents();
    }
  });
  async function readEventStream(reader) {
    const decoder = new TextDecoder();
    let buffer = "";
    let event = { type: "", data: [], id: null };
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end < 0) break;
        if (buffer[end] === "\r" && end === buffer.length - 1) break;  // wait: maybe \r\n split across chunks
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          deliverEvent(event);
          event = { type: "", data: [], id: null };
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "data") event.data.push(value);
        else if (field === "event") event.type = value;
        else if (field === "id" && !value.includes("\u0000")) event.id = value;
        else if (field === "retry" && /^[0-9]+$/.test(value)) retryMilliseconds = Number(value);
      }
    }
  }
  function deliverEvent(event) {
    if (event.id !== null) lastEventId = event.id;
    if (event.data.length === 0) return;
    const text = event.data.join("\n");
    const type = event.type || "message";
    let payload;
    try { payload = JSON.parse(text); } catch (e) { logLine("problem", type + ": " + text); return; }
    if (type === "state") {
      logState(payload);
      render(payload);
    } else if (type === "step") {
      logLine("step", "step " + (payload.index != null ? "#" + payload.index + " " : "") + String(payload.step));
    } else {
      logLine("problem", type + ": " + text);
    }
  }

  // ---- controls ----
  const yamlString = (text) => JSON.stringify(String(text));  // a JSON string is a YAML double-quoted scalar
  document.addEventListener("click", (click) => {
    const control = click.target.closest("[data-step]");
    if (!control) return;
    click.preventDefault();
    sendSteps([control.dataset.step]);
  });
  $("toggle-passcode").addEventListener("click", () => {
    sendSteps(["toggle-passcode: " + String(!(current && current.passcodeEnabled))]);
  });
  $("toggle-biometric").addEventListener("click", () => {
    sendSteps(["toggle-biometric: " + String(!(current && current.biometricEnabled))]);
  });
  $("timeout-select").addEventListener("change", (change) => {
    sendSteps(["set-timeout: " + String(Number(change.target.value))]);
  });
  $("sensor-latency").addEventListener("click", () => {
    sendSteps(["sensor: {latency: " + $("sensor-latency-value").value + "}"]);
  });
  $("advance-custom").addEventListener("click", () => {
    sendSteps(["advance: " + $("advance-value").value.trim()]);
  });
  $("type-email").addEventListener("click", () => sendSteps(["type-email: " + yamlString($("email-input").value)]));
  $("type-password").addEventListener("click", () => {
    sendSteps(["type-password: " + yamlString($("password-input").value)]);
  });
  $("type-confirm-password").addEventListener("click", () => {
    sendSteps(["type-confirm-password: " + yamlString($("confirm-input").value)]);
  });
  $("step-form").addEventListener("submit", (submit) => {
    submit.preventDefault();
    const step = $("step-input").value.trim();
    if (step !== "") sendSteps([step]);
  });
  $("download-recording").addEventListener("click", async (click) => {
    click.preventDefault();
    const link = click.currentTarget;
    try {
      const response = await api("/api/recording");
      if (!response.ok) { showStepError("recording: HTTP " + response.status); return; }
      const text = await response.text();
      link.dataset.length = String(text.length);
      const url = URL.createObjectURL(new Blob([text], { type: "application/yaml" }));
      const save = document.createElement("a");
      save.href = url;
      save.download = "session.yaml";
      document.body.appendChild(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (error) {
      showStepError("recording: " + error.message);
    }
  });
  // "Reset session" asks first: the first click arms it ("Click again to reset"), a second within 5 s resets.
  let resetDisarm = null;
  function disarmReset() {
    clearTimeout(resetDisarm);
    $("reset-session").dataset.armed = "false";
    $("reset-session").textContent = "Reset session";
  }
  $("reset-session").addEventListener("click", async () => {
    const button = $("reset-session");
    if (button.dataset.armed !== "true") {
      button.dataset.armed = "true";
      button.textContent = "Click again to reset (the session and its recording are lost)";
      resetDisarm = setTimeout(disarmReset, 5000);
      return;
    }
    disarmReset();
    let response;
    try {
      response = await api("/api/reset", { method: "POST" });
    } catch (error) {
      showStepError("reset: the server did not answer (" + error.message + ")");
      return;
    }
    if (!response.ok) { showStepError("reset: HTTP " + response.status); return; }
    showStepError("");
    $("step-input").value = "";
    shownLatency = null;
    logLine("step", "session reset");
    await loadState();
  });

  // How the session runs (`GET /api/session`): the clock mode shows in the header, and under the real clock
  // the elapsed time counts up between events.
  let clockMode = null;
  let elapsedTicker = null;
  async function loadSession() {
    const response = await api("/api/session");
    if (!response.ok) return;
    const session = await response.json();
    clockMode = session.clock === "real" ? "real" : "virtual";
    setText("clock-mode", clockMode);
    clearInterval(elapsedTicker);
    elapsedTicker = clockMode === "real" ? setInterval(tickElapsed, 250) : null;
  }

  async function loadState() {
    const response = await api("/api/state");
    if (response.status === 401) {
      setConnection("down", "unauthorized: open the address with #token=…");
      showWaiting(UNAUTHORIZED);
      return;
    }
    if (response.ok) render(await response.json());
  }

  // ---- drawing: one render(state) shows the screen the state names, fills the dots, shakes them when
  // shakeCount grows, and lists every field ----
  const PIN_SCREENS = ["lock", "set-passcode", "change-passcode", "disable-passcode", "reset-passcode"];
  const SHEETS = ["set-passcode", "change-passcode", "disable-passcode", "reset-passcode", "forgot-password", "reset-password"];
  const FORGOT_ALERT_STEPS = { "cancel": "forgot-alert: cancel", "send reset email": "forgot-alert: send-reset-email",
    "logout": "forgot-alert: logout" };
  const BIOMETRY_NAMES = { faceID: "Face ID", touchID: "Touch ID", fingerprint: "Fingerprint" };
  let current = null;
  let shakeBaseline = null;

  function show(id, visible) { $(id).toggleAttribute("hidden", !visible); }
  function setText(id, value) { $(id).textContent = value == null ? "" : String(value); }
  function shake() {
    const dots = $("dots");
    dots.classList.remove("shake");
    void dots.offsetWidth;  // restart the animation
    dots.classList.add("shake");
  }

  // Until a state is drawn (no token, a wrong one, the server away) the phone shows one view that says why.
  function showWaiting(message) {
    setText("waiting-message", message);
    if (current === null) show("waiting-view", true);
  }

  // An app behind `serve --app` reports only the fields its adapter declares (and the phone's): a field it does not
  // report is shown as not reported, never as a value the panel made up (an absent `locked` is not "unlocked").
  const NOT_REPORTED = "not reported";
  function reported(state, key) { return Object.prototype.hasOwnProperty.call(state, key); }
  function shownValue(state, key, empty) {
    if (!reported(state, key)) return NOT_REPORTED;
    return state[key] == null ? empty : state[key];
  }

  function render(state) {
    if (!state || typeof state !== "object") return;
    current = state;
    show("waiting-view", false);
    const screen = String(state.screen == null ? "" : state.screen);
    const pin = PIN_SCREENS.includes(screen);
    const biometryName = BIOMETRY_NAMES[state.biometry] || "Biometrics";
    $("screen").dataset.screen = screen;
    setText("screen-name", screen || "–");
    setText("locked-badge", reported(state, "locked") ? (state.locked ? "locked" : "unlocked") : "locked: " + NOT_REPORTED);
    setText("phase", shownValue(state, "phase", "–"));
    noteElapsed(state.elapsed);

    show("lock-icon", screen === "lock");
    setText("title", state.title);
    show("title", state.title != null && state.title !== "");

    const dots = $("dots");
    const filled = Math.max(0, Math.min(6, Number(state.dots) || 0));
    dots.querySelectorAll(".dot").forEach((dot, index) => dot.classList.toggle("filled", index < filled));
    dots.setAttribute("aria-label", filled + " of 6 digits entered");
    dots.dataset.filled = String(filled);
    show("dots", pin);
    const shakes = Number(state.shakeCount) || 0;
    if (shakeBaseline !== null && shakeBaseline.screen === screen && shakes > shakeBaseline.shakes) shake();
    shakeBaseline = { screen: screen, shakes: shakes };
    dots.dataset.shakes = String(shakes);

    setText("error", state.error);
    show("error", pin || (state.error != null && state.error !== ""));
    show("pad", pin);
    $("pad").classList.toggle("loading", state.loading === true);
    $("pad").setAttribute("aria-busy", state.loading === true ? "true" : "false");

    setText("biometric-button", biometryName);
    $("biometric-button").setAttribute("aria-label", "Unlock with " + biometryName);
    show("biometric-button", screen === "lock" && state.biometricButton === true);
    show("forgot-passcode", screen === "lock");
    show("enter-reset-code", screen === "reset-passcode");
    show("sheet-cancel", SHEETS.includes(screen));
    show("home-view", screen === "home");
    show("login-view", screen === "login");
    show("settings-view", screen === "settings");
    show("reset-view", screen === "forgot-password" || screen === "reset-password");
    show("not-running-view", screen === "not-running");

    renderSettings(state);
    setText("prompt-label", state.hint ? biometryName + ": " + state.hint : biometryName);
    // Under the virtual clock a prompt waits for time to move: say so, or the page looks stuck.
    setText("prompt-hint", clockMode === "real" ? "scanning…" : "scanning… advance time to answer");
    show("prompt-overlay", state.prompt === true);
    renderAlert(state);
    show("cover", state.cover === true);
    show("springboard", state.phase === "background" && screen !== "not-running");
    setText("switcher-snapshot", "app switcher: " + (state.cover === true ? "the privacy cover" : "its last screen, as it was"));
    setText("sensor-summary",
      "biometry " + shownValue(state, "biometry", "–") + " · hardware " + shownValue(state, "sensorHardware", "–")
      + " · enrolled " + shownValue(state, "sensorEnrolled", "–") + " · lockout " + shownValue(state, "lockout", "–")
      + " · attempts left " + shownValue(state, "attemptsLeft", "–")
      + " · last outcome " + shownValue(state, "lastOutcome", "–")
      + " · queued " + shownValue(state, "unconsumed", "–"));
    renderLatency(state.sensorLatency);
    renderStateTable(state);
  }

  // The latency control shows the session's latency (the device profile's until a step changes it); a
  // choice the user is making is not overwritten unless the latency itself changes.
  let shownLatency = null;
  function renderLatency(latency) {
    if (latency == null || latency === shownLatency) return;
    shownLatency = latency;
    const select = $("sensor-latency-value");
    const value = String(latency);
    if (![...select.options].some((option) => option.value === value)) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = value;
      select.appendChild(option);
    }
    select.value = value;
  }

  // ---- elapsed time: the server's value; under the real clock it counts up between events ----
  const DURATION_PATTERN = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?(?:(\d+)us)?(?:(\d+)ns)?$/;
  function parseDuration(text) {
    const match = DURATION_PATTERN.exec(String(text));
    if (!match || text === "") return null;
    const [h, m, s, ms, us, ns] = match.slice(1).map((part) => Number(part || 0));
    return ((h * 60 + m) * 60 + s) * 1000 + ms + us / 1000 + ns / 1e6;
  }
  function formatDuration(milliseconds) {
    let rest = Math.max(0, Math.round(milliseconds));
    if (rest === 0) return "0s";
    let text = "";
    for (const [suffix, size] of [["h", 3600000], ["m", 60000], ["s", 1000], ["ms", 1]]) {
      if (rest >= size) { text += Math.floor(rest / size) + suffix; rest %= size; }
    }
    return text;
  }
  let elapsedBase = null;
  function noteElapsed(text) {
    const milliseconds = text == null ? null : parseDuration(text);
    elapsedBase = milliseconds == null ? null : { milliseconds: milliseconds, at: performance.now() };
    setText("elapsed", text == null ? "–" : text);
  }
  function tickElapsed() {
    if (clockMode !== "real" || elapsedBase === null) return;
    const now = elapsedBase.milliseconds + (performance.now() - elapsedBase.at);
    setText("elapsed", formatDuration(Math.floor(now / 100) * 100));
  }

  function renderSettings(state) {
    setText("security-label", state.securityLabel || "Security");
    setText("passcode-toggle-title", state.passcodeToggleTitle || "Passcode Lock");
    setText("passcode-toggle-subtitle", state.passcodeToggleSubtitle);
    setText("biometric-toggle-title", state.biometricToggleTitle || "Face ID");
    setText("biometric-toggle-subtitle", state.biometricToggleSubtitle);
    $("toggle-passcode").setAttribute("aria-checked", state.passcodeEnabled === true ? "true" : "false");
    $("toggle-biometric").setAttribute("aria-checked", state.biometricEnabled === true ? "true" : "false");
    const sections = String(state.settingsSections || "").split(",");
    show("biometric-row", sections.includes("biometric"));
    show("change-passcode-row", sections.includes("changePasscode"));
    const select = $("timeout-select");
    const minutes = String(state.timeout);
    if (![...select.options].some((option) => option.value === minutes) && state.timeout != null) {
      const option = document.createElement("option");
      option.value = minutes;
      option.textContent = minutes + " minutes";
      select.appendChild(option);
    }
    select.value = minutes;
  }

  function renderAlert(state) {
    const visible = state.alert != null && state.alert !== "";
    show("alert", visible);
    if (!visible) return;
    setText("alert-title", state.alert);
    setText("alert-message", state.alertMessage);
    const labels = String(state.alertButtons || "OK").split(",").map((label) => label.trim()).filter((l) => l);
    const box = $("alert-buttons");
    if (box.dataset.labels === labels.join(",") && box.dataset.forgot === String(state.forgotAlert)) return;
    box.dataset.labels = labels.join(",");
    box.dataset.forgot = String(state.forgotAlert);
    box.replaceChildren();
    for (const label of labels) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      const key = label.toLowerCase();
      button.id = "alert-button-" + key.replace(/[^a-z0-9]+/g, "-");
      button.dataset.step = state.forgotAlert ? (FORGOT_ALERT_STEPS[key] || "forgot-alert: cancel") : "acknowledge-alert";
      if (key === "logout" || key === "send reset email") button.className = "destructive";
      box.appendChild(button);
    }
  }

  function renderStateTable(state) {
    const table = $("state-table");
    const rows = [];
    for (const key of Object.keys(state)) {
      const term = document.createElement("dt");
      term.textContent = key;
      const value = document.createElement("dd");
      value.textContent = JSON.stringify(state[key]);
      rows.push(term, value);
    }
    table.replaceChildren(...rows);
  }

  if (token === "") {
    setConnection("down", "no token");
    showWaiting("No token: open the address lockharness serve printed (http://127.0.0.1:PORT/#token=…).");
    showStepError("No token: open the address lockharness serve printed (http://127.0.0.1:PORT/#token=…).");
  } else {
    loadSession().then(() => loadState()).catch((error) => showStepError("state: " + error.message));
    followEvents();
  }
})();
