/// The web panel `lockharness serve` answers at `/`: one self-contained HTML document (inline CSS and script, no
/// external assets) that draws the live session from `GET /api/state` and the `GET /api/events` stream, and turns
/// every click into the scenario step a scenario file would hold, sent through `POST /api/steps`.
///
/// The page reads the token from the address's fragment (`http://127.0.0.1:PORT/#token=...`), moves it to the
/// tab's `sessionStorage` and out of the address bar, and sends it as `Authorization: Bearer <token>` on every
/// `/api/` call. The event stream is read with `fetch` (an `EventSource` cannot send headers) and resumes with
/// `Last-Event-ID` after a drop. Text from the server is only ever set with `textContent`.
///
/// Stable element ids for browser tests: `title`, `error`, `dots` (six `.dot`, filled ones `.dot.filled`),
/// `pad-0`...`pad-9`, `pad-delete`, `biometric-button`, `forgot-passcode`, `alert`, `alert-title`, `alert-message`,
/// `alert-buttons`, `sensor-*`, `advance-10s`, `advance-1m`, `advance-16m`, `device-sleep`, `reboot`, `launch`,
/// `background`, `foreground`, `inactive`, `event-log`, `download-recording`, `step-input`, `step-error`,
/// `clock-mode` (`virtual` or `real`, from `GET /api/session`), `prompt-box`, `prompt-hint`, `reset-session` (a first
/// click arms it, a second resets), `state-table`, `stream-status` (the one log line while the server is away).
public enum LivePanel {
    /// The whole page.
    public static let html: String =
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<meta name=\"referrer\" content=\"no-referrer\">\n<link rel=\"icon\" href=\"data:,\">\n"
        + "<title>LockHarness live panel</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n" + markup
        + "<script>\n(() => {\n" + script + scriptRendering + "})();\n</script>\n</body>\n</html>\n"
}
