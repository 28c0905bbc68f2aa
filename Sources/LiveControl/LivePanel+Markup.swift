extension LivePanel {
    /// The page's static elements; the script fills them from the state and hides what the screen does not show.
    /// Every control carries its scenario step in `data-step`, so the page sends exactly what a scenario holds.
    static let markup: String = #"""
        <header class="bar">
          <h1>LockHarness live panel</h1>
          <span>connection: <strong id="connection" data-status="connecting">connecting…</strong></span>
          <span>phase: <strong id="phase">–</strong></span>
          <span>elapsed: <strong id="elapsed">–</strong></span>
          <span>clock: <strong id="clock-mode" title="virtual: time moves only with advance, sleep and reboot; real: it follows the wall clock">–</strong></span>
          <a id="download-recording" href="/api/recording" download="session.yaml" style="color:#64d2ff">Download recording</a>
          <button id="stream-toggle" type="button" aria-pressed="false">Pause events</button>
          <button id="reset-session" type="button">Reset session</button>
        </header>
        <main>
          <div class="phone" aria-label="the app's screen">
            <div class="screen" id="screen" data-screen="">
              <div class="status-line"><span id="screen-name">–</span><span id="locked-badge"></span></div>
              <svg class="lock-icon" id="lock-icon" aria-hidden="true" width="44" height="48" viewBox="0 0 44 48">
                <path d="M22 2 L40 9 V23 C40 35 32 43 22 46 C12 43 4 35 4 23 V9 Z" fill="currentColor"/>
                <rect x="14" y="22" width="16" height="12" rx="2" fill="#fff"/>
                <path d="M17 22 V18 a5 5 0 0 1 10 0 V22" stroke="#fff" stroke-width="2.5" fill="none"/>
              </svg>
              <h2 id="title" aria-live="polite"></h2>
              <div id="dots" role="img" aria-label="0 of 6 digits entered">
                <span class="dot"></span><span class="dot"></span><span class="dot"></span>
                <span class="dot"></span><span class="dot"></span><span class="dot"></span>
              </div>
              <p id="error" role="alert"></p>
              <div id="pad" role="group" aria-label="number pad">
                <button type="button" id="pad-1" data-step='digit: "1"'>1</button>
                <button type="button" id="pad-2" data-step='digit: "2"'>2</button>
                <button type="button" id="pad-3" data-step='digit: "3"'>3</button>
                <button type="button" id="pad-4" data-step='digit: "4"'>4</button>
                <button type="button" id="pad-5" data-step='digit: "5"'>5</button>
                <button type="button" id="pad-6" data-step='digit: "6"'>6</button>
                <button type="button" id="pad-7" data-step='digit: "7"'>7</button>
                <button type="button" id="pad-8" data-step='digit: "8"'>8</button>
                <button type="button" id="pad-9" data-step='digit: "9"'>9</button>
                <span class="blank" aria-hidden="true"></span>
                <button type="button" id="pad-0" data-step='digit: "0"'>0</button>
                <button type="button" id="pad-delete" data-step="delete" aria-label="delete">&#x232B;</button>
              </div>
              <button type="button" id="biometric-button" data-step="tap-biometric">Face ID</button>
              <button type="button" id="forgot-passcode" class="link secondary" data-step="forgot-passcode">Forgot Passcode?</button>
              <button type="button" id="enter-reset-code" class="link" data-step="enter-reset-code">Enter the emailed reset code</button>
              <button type="button" id="sheet-cancel" class="link" data-step="cancel">Cancel</button>
              <div class="view" id="home-view">
                <p>Home</p>
                <button type="button" id="open-settings" class="link" data-step="open-settings">Settings › Security</button>
                <button type="button" id="logout" class="link secondary" data-step="logout">Log out</button>
              </div>
              <div class="view" id="login-view">
                <p>Signed out</p>
                <button type="button" id="login" class="link" data-step="login">Log In</button>
                <button type="button" id="forgot-password" class="link secondary" data-step="forgot-password">Forgot Password?</button>
              </div>
              <div class="view" id="settings-view">
                <div class="list">
                  <h3 id="security-label">Security</h3>
                  <div class="row" id="passcode-row">
                    <span><span id="passcode-toggle-title">Passcode Lock</span><small id="passcode-toggle-subtitle"></small></span>
                    <button type="button" class="switch" role="switch" id="toggle-passcode" aria-checked="false" aria-labelledby="passcode-toggle-title"></button>
                  </div>
                  <div class="row" id="biometric-row">
                    <span><span id="biometric-toggle-title">Face ID</span><small id="biometric-toggle-subtitle"></small></span>
                    <button type="button" class="switch" role="switch" id="toggle-biometric" aria-checked="false" aria-labelledby="biometric-toggle-title"></button>
                  </div>
                  <div class="row" id="change-passcode-row">
                    <button type="button" id="change-passcode" class="link" data-step="change-passcode">Change Passcode</button>
                  </div>
                  <div class="row">
                    <label for="timeout-select">Lock timeout</label>
                    <select id="timeout-select">
                      <option value="0">Immediately</option><option value="1">1 minute</option>
                      <option value="5">5 minutes</option><option value="15">15 minutes</option>
                      <option value="30">30 minutes</option><option value="60">1 hour</option>
                    </select>
                  </div>
                </div>
                <button type="button" id="close-settings" class="link" data-step="close-settings">Done</button>
              </div>
              <div class="view" id="reset-view">
                <div class="controls"><input id="email-input" aria-label="email" placeholder="email">
                  <button type="button" id="type-email">Type email</button></div>
                <div class="controls"><input id="password-input" aria-label="new password" placeholder="new password">
                  <button type="button" id="type-password">Type password</button></div>
                <div class="controls"><input id="confirm-input" aria-label="confirm password" placeholder="confirm password">
                  <button type="button" id="type-confirm-password">Type confirmation</button></div>
                <button type="button" id="submit" class="link" data-step="submit">Submit</button>
                <button type="button" id="back-to-login" class="link secondary" data-step="back-to-login">Back to Login</button>
              </div>
              <div class="view" id="not-running-view">
                <p>The app is not running.</p>
                <button type="button" id="launch-app" class="link" data-step="launch">Launch</button>
              </div>
              <div class="overlay" id="prompt-overlay" hidden>
                <div class="prompt-box" id="prompt-box" role="status"><div style="font-size:2rem">&#x25CE;</div><span id="prompt-label">Face ID</span>
                  <small id="prompt-hint"></small></div>
              </div>
              <div class="overlay" id="alert" role="alertdialog" aria-labelledby="alert-title" hidden>
                <div class="alert-box"><h2 id="alert-title"></h2><p id="alert-message"></p><div id="alert-buttons"></div></div>
              </div>
              <div class="overlay" id="cover" hidden><span>Privacy cover</span></div>
            </div>
          </div>
          <div class="panels">
        """# + markupPanels
}
