extension LivePanel {
    /// The page's drawing: one `render(state)` that shows the screen the state names, fills the dots, shakes them
    /// when `shakeCount` grows, and lists every field. Server text only goes through `textContent`.
    static let scriptRendering: String = #"""
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

        function render(state) {
          if (!state || typeof state !== "object") return;
          current = state;
          const screen = String(state.screen == null ? "" : state.screen);
          const pin = PIN_SCREENS.includes(screen);
          const biometryName = BIOMETRY_NAMES[state.biometry] || "Biometrics";
          $("screen").dataset.screen = screen;
          setText("screen-name", screen || "–");
          setText("locked-badge", state.locked ? "locked" : "unlocked");
          setText("phase", state.phase == null ? "–" : state.phase);
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
          setText("sensor-summary",
            "biometry " + state.biometry + " · hardware " + state.sensorHardware + " · enrolled " + state.sensorEnrolled
            + " · lockout " + state.lockout + " · attempts left " + state.attemptsLeft
            + " · last outcome " + (state.lastOutcome == null ? "–" : state.lastOutcome)
            + " · queued " + state.unconsumed);
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
          showStepError("No token: open the address lockharness serve printed (http://127.0.0.1:PORT/#token=…).");
        } else {
          loadSession().then(() => loadState()).catch((error) => showStepError("state: " + error.message));
          followEvents();
        }
        """#
}
