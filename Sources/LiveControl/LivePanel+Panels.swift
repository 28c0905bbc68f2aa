extension LivePanel {
    /// The control panels beside the phone: sensor, clock, scene, any step, the state and the event log.
    static let markupPanels: String = #"""
            <div class="column" id="controls-column">
            <section class="panel" aria-labelledby="sensor-heading">
              <h2 id="sensor-heading">Sensor (Features › Face ID, every outcome)</h2>
              <div class="buttons">
                <button type="button" id="sensor-match" data-step="sensor: {matching: true}">Matching face</button>
                <button type="button" id="sensor-no-match" data-step="sensor: {matching: false}">Non-matching face</button>
              </div>
              <h3>Next attempt (queued outcome)</h3>
              <div class="buttons">
                <button type="button" id="sensor-queue-match" data-step="sensor: {queue: [match]}">match</button>
                <button type="button" id="sensor-queue-no-match" data-step="sensor: {queue: [noMatch]}">no match</button>
                <button type="button" id="sensor-user-cancel" data-step="sensor: {queue: [userCancel]}">userCancel</button>
                <button type="button" id="sensor-system-cancel" data-step="sensor: {queue: [systemCancel]}">systemCancel</button>
                <button type="button" id="sensor-app-cancel" data-step="sensor: {queue: [appCancel]}">appCancel</button>
                <button type="button" id="sensor-user-fallback" data-step="sensor: {queue: [userFallback]}">userFallback</button>
                <button type="button" id="sensor-not-interactive" data-step="sensor: {queue: [notInteractive]}">notInteractive</button>
                <button type="button" id="sensor-clear-queue" data-step="sensor: {queue: []}">clear queue</button>
              </div>
              <h3>Lockout (as too many failures)</h3>
              <div class="buttons">
                <button type="button" id="sensor-lockout" data-step="sensor: {lockout: true}" title="as five failed attempts: the button hides until the passcode is entered">lock out</button>
                <button type="button" id="sensor-permanent-lockout" data-step="sensor: {lockout: permanent}" title="locked out for good until the passcode is entered">permanent lockout</button>
                <button type="button" id="sensor-end-lockout" data-step="sensor: {lockout: false}" title="the device passcode was entered outside the app">device passcode entered</button>
              </div>
              <h3>Enrollment and hardware</h3>
              <div class="buttons">
                <button type="button" id="sensor-enrolled" data-step="sensor: {enrolled: true}">enrolled</button>
                <button type="button" id="sensor-not-enrolled" data-step="sensor: {enrolled: false}">not enrolled</button>
                <button type="button" id="sensor-change-enrollment" data-step="change-enrollment">enrollment change</button>
                <button type="button" id="sensor-os-upgrade" data-step="os-upgrade-rotation">OS upgrade rotation</button>
                <button type="button" id="sensor-hardware-absent" data-step="sensor: {hardware: absent}">hardware absent</button>
                <button type="button" id="sensor-unplug" data-step="sensor: {hardware: disconnected}">unplug</button>
                <button type="button" id="sensor-replug" data-step="sensor: {hardware: present}">replug</button>
                <button type="button" id="sensor-device-passcode-off" data-step="sensor: {passcodeSet: false}">device passcode off</button>
                <button type="button" id="sensor-device-passcode-on" data-step="sensor: {passcodeSet: true}">device passcode on</button>
              </div>
              <div class="controls">
                <label for="sensor-latency-value">Latency</label>
                <select id="sensor-latency-value"><option>0s</option><option>250ms</option><option>1s</option>
                  <option>3s</option><option>10s</option></select>
                <button type="button" id="sensor-latency">Set latency</button>
              </div>
              <p id="sensor-summary" style="font-size:.78rem;color:#6c6c70"></p>
            </section>
            <section class="panel" aria-labelledby="clock-heading">
              <h2 id="clock-heading">Clock</h2>
              <div class="buttons">
                <button type="button" id="advance-10s" data-step="advance: 10s">advance 10s</button>
                <button type="button" id="advance-1m" data-step="advance: 1m">advance 1m</button>
                <button type="button" id="advance-16m" data-step="advance: 16m">advance 16m</button>
                <button type="button" id="device-sleep" data-step="sleep: 1h">device sleep 1h</button>
                <button type="button" id="reboot" data-step="reboot">reboot</button>
                <button type="button" id="shift-wall-clock-back" data-step='shift-wall-clock: "-1h"'>wall clock −1h</button>
                <button type="button" id="shift-wall-clock-forward" data-step='shift-wall-clock: "+1h"'>wall clock +1h</button>
              </div>
              <div class="controls">
                <label for="advance-value">Advance by</label>
                <input id="advance-value" value="5m" size="6">
                <button type="button" id="advance-custom">advance</button>
              </div>
              <h2 style="margin-top:.8rem">Scene phase</h2>
              <div class="buttons">
                <button type="button" id="launch" data-step="launch">launch</button>
                <button type="button" id="background" data-step="background">background</button>
                <button type="button" id="foreground" data-step="foreground">foreground</button>
                <button type="button" id="inactive" data-step="scene: inactive">inactive</button>
                <button type="button" id="active" data-step="scene: active">active</button>
                <button type="button" id="terminate" data-step="terminate">terminate</button>
              </div>
            </section>
            </div>
            <div class="column" id="monitor-column">
            <section class="panel" aria-labelledby="step-heading">
              <h2 id="step-heading">Any step</h2>
              <form class="controls" id="step-form">
                <input id="step-input" aria-label="step in scenario syntax" placeholder="expect: {screen: lock}" autocomplete="off">
                <button type="submit" id="step-send">Send</button>
              </form>
              <p id="step-error" role="alert"></p>
              <h2>Event log</h2>
              <ol id="event-log" aria-live="polite"></ol>
            </section>
            <section class="panel" aria-labelledby="state-heading">
              <h2 id="state-heading">State</h2>
              <dl id="state-table"></dl>
            </section>
            </div>
          </div>
        </main>

        """#
}
