import Foundation

/// The web panel `lockharness serve` answers at `/`: one self-contained HTML document (inline CSS and script, no
/// external assets) that draws the live session from `GET /api/state` and the `GET /api/events` stream, and turns
/// every click into the scenario step a scenario file would hold, sent through `POST /api/steps`.
///
/// The page is three files in `Sources/LiveControl/Panel`, compiled in by SwiftPM (`.embedInCode`): `panel.html`
/// (the static elements; every control carries its scenario step in `data-step`), `panel.css` and `panel.js`.
/// `panel.html` links the other two, so it opens as it is in an editor's preview; the served page has them inline
/// in place of the `<link>` and `<script src>` tags, as its Content-Security-Policy allows only inline code.
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
    /// The whole page, as served: `panel.html` with `panel.css` and `panel.js` inline.
    public static let html: String = text(PackageResources.panel_html)
        .replacingOccurrences(of: stylesheetLink, with: "<style>\n" + text(PackageResources.panel_css) + "</style>")
        .replacingOccurrences(of: scriptLink, with: "<script>\n" + text(PackageResources.panel_js) + "</script>")

    /// The tag in `panel.html` that the style replaces.
    static let stylesheetLink = #"<link rel="stylesheet" href="panel.css">"#
    /// The tag in `panel.html` that the script replaces.
    static let scriptLink = #"<script src="panel.js"></script>"#

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
