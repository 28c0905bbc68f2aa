import Foundation
import Harness
import LiveControl
import Testing

/// The web panel's page, checked without a browser: every button's step is one the scenario parser reads, the ids
/// the browser test uses are there, and nothing is loaded from elsewhere or written as markup from server data.
struct LivePanelTests {
    /// Every `data-step` value in the page.
    static let steps: [String] = {
        let html = LivePanel.html
        var steps: [String] = []
        for quote in ["\"", "'"] {
            let marker = "data-step=" + quote
            var rest = html[...]
            while let start = rest.range(of: marker) {
                let tail = rest[start.upperBound...]
                guard let end = tail.firstIndex(of: Character(quote)) else { break }
                steps.append(String(tail[..<end]))
                rest = tail[end...]
            }
        }
        return steps
    }()

    @Test func everyButtonSendsAStepTheScenarioParserReads() throws {
        #expect(Self.steps.count > 40)
        let yaml = "steps:\n" + Self.steps.map { "  - " + $0 + "\n" }.joined()
        let document = try ScenarioParser.parse(yaml: yaml, file: "panel")
        #expect(document.steps.count == Self.steps.count)
        for step in document.steps {
            _ = try StepVocabulary.interpret(step)
        }
    }

    @Test func everySensorOutcomeHasAButton() {
        for step in [
            "sensor: {matching: true}", "sensor: {matching: false}", "sensor: {queue: [userCancel]}",
            "sensor: {queue: [systemCancel]}", "sensor: {queue: [appCancel]}", "sensor: {queue: [userFallback]}",
            "sensor: {queue: []}", "sensor: {lockout: true}", "sensor: {enrolled: false}", "sensor: {hardware: absent}",
            "sensor: {hardware: disconnected}", "sensor: {hardware: present}", "change-enrollment",
        ] {
            #expect(Self.steps.contains(step), "no button sends \(step)")
        }
    }

    @Test(arguments: [
        "title", "error", "dots", "pad-0", "pad-1", "pad-9", "pad-delete", "biometric-button", "forgot-passcode",
        "alert", "sensor-no-match", "advance-10s", "advance-1m", "advance-16m", "device-sleep", "reboot", "launch",
        "background", "foreground", "inactive", "event-log", "download-recording", "step-input", "connection",
        "clock-mode", "prompt-hint", "sensor-lockout", "sensor-clear-queue", "reset-session", "state-table",
    ])
    func theBrowserTestsIdsArePresentOnce(id: String) {
        #expect(LivePanel.html.components(separatedBy: "id=\"\(id)\"").count == 2)
    }

    /// Issue 27: the lockout control was a queued `biometryLockout` (one error, then the next tap unlocked) and the
    /// latency control showed a fixed 1 s whatever the device profile said.
    @Test func theLockoutControlLocksOutAndTheLatencyControlHasNoFixedValue() throws {
        let lockout = try #require(Self.element(id: "sensor-lockout"))
        #expect(lockout.contains("data-step=\"sensor: {lockout: true}\""), "\(lockout)")
        #expect(!Self.steps.contains { $0.contains("biometryLockout") || $0.contains("biometryPermanentLockout") })
        let select = try #require(LivePanel.html.range(of: "<select id=\"sensor-latency-value\">"))
        let end = try #require(LivePanel.html[select.upperBound...].range(of: "</select>"))
        let options = LivePanel.html[select.upperBound..<end.lowerBound]
        #expect(!options.contains("selected"), "the latency comes from the state's sensorLatency: \(options)")
        #expect(LivePanel.html.contains("state.sensorLatency"))
    }

    /// The opening tag of the element with `id`.
    static func element(id: String) -> String? {
        guard let idRange = LivePanel.html.range(of: "id=\"\(id)\"") else { return nil }
        let start = LivePanel.html[..<idRange.lowerBound].lastIndex(of: "<") ?? idRange.lowerBound
        let end = LivePanel.html[idRange.upperBound...].firstIndex(of: ">") ?? idRange.upperBound
        return String(LivePanel.html[start...end])
    }

    @Test func nothingIsLoadedFromElsewhereNorWrittenAsMarkup() {
        let html = LivePanel.html
        for forbidden in [
            "src=", "href=\"http", "@import", "url(", "innerHTML", "outerHTML", "insertAdjacentHTML",
            "document.write", "new EventSource", "eval(",
        ] {
            #expect(!html.contains(forbidden), "the page contains \(forbidden)")
        }
        #expect(html.hasPrefix("<!doctype html>"))
    }
}
