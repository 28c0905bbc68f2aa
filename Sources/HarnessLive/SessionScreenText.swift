import Biometrics
import HarnessScenarios
import HarnessSession
import LockFlows

/// A plain-text drawing of what the session shows, for people at a terminal (`lockharness session`).
///
/// The lock screen is drawn as the seeds lay it out: title, six PIN dots (`●●○○○○`), the error line, the
/// biometric button when it shows, "Forgot Passcode?" and, when up, its alert. Other screens get their name, title
/// and error. The last line is the sensor and the clock, so a toggled sensor is visible at once.
///
/// ```
///   Enter Passcode
///   ● ● ○ ○ ○ ○
///   Incorrect passcode
///   [ Face ID ]   Forgot Passcode?
///   sensor: Face ID, enrolled, lockout none · phase active · t=16m
/// ```
public enum SessionScreenText {
    /// The drawing of `snapshot`, one line per row.
    public static func render(_ snapshot: SessionSnapshot) -> String {
        var lines: [String] = []
        if snapshot.screen == "lock" || snapshot.locked {
            lines.append(snapshot.stepTitle ?? ScreenMessages.enterPasscode)
            lines.append(
                dots(filled: snapshot.dots) + (snapshot.shakeCount > 0 ? "   (shaken \(snapshot.shakeCount)×)" : ""))
            lines.append(snapshot.error ?? "")
            var actions: [String] = []
            if snapshot.biometricButton { actions.append("[ \(biometryName(snapshot.biometryType)) ]") }
            actions.append(ScreenMessages.forgotPasscode)
            lines.append(actions.joined(separator: "   "))
            if snapshot.prompt {
                let hint = snapshot.hint.map { ": \($0)" } ?? ""
                lines.append("(system \(biometryName(snapshot.biometryType)) prompt showing\(hint))")
            }
        } else {
            lines.append("screen: \(snapshot.screen)" + (snapshot.stepTitle.map { " · \($0)" } ?? ""))
            if snapshot.dots > 0 { lines.append(dots(filled: snapshot.dots)) }
            if let error = snapshot.error { lines.append(error) }
        }
        if let alert = snapshot.alert {
            lines.append("┌ alert: \(alert)")
            if let message = snapshot.alertMessage { lines.append("│ \(message)") }
            if let buttons = snapshot.alertButtons { lines.append("└ buttons: \(buttons)") }
        }
        if snapshot.cover { lines.append("(privacy cover showing)") }
        let sensor = [
            biometryName(snapshot.biometryType),
            snapshot.sensorHardware == "present" ? nil : "hardware \(snapshot.sensorHardware)",
            snapshot.sensorEnrolled ? "enrolled" : "not enrolled", "lockout \(snapshot.lockout)",
        ].compactMap { $0 }.joined(separator: ", ")
        let elapsed = ScenarioDuration.format(.milliseconds(Int64((snapshot.elapsedSeconds * 1000).rounded())))
        lines.append("sensor: \(sensor) · phase \(snapshot.phase) · t=\(elapsed)")
        return lines.map { "  " + $0 }.joined(separator: "\n")
    }

    /// `●●○○○○` for `filled` of six, spaced.
    static func dots(filled: Int) -> String {
        (0..<6).map { $0 < filled ? "●" : "○" }.joined(separator: " ")
    }

    private static func biometryName(_ type: String) -> String {
        BiometryType(rawValue: type)?.displayName ?? type
    }
}
