/// One observable value of a ``SessionSnapshot``, as `expect` compares it.
public enum SnapshotValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    case none

    public var description: String {
        switch self {
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        case .none: return "null"
        }
    }
}

extension SessionSnapshot {
    /// The fields `expect` can name, with how to read each.
    public static let fields: [String: @Sendable (SessionSnapshot) -> SnapshotValue] = [
        "screen": { .string($0.screen) },
        "locked": { .bool($0.locked) },
        "title": { $0.stepTitle.map(SnapshotValue.string) ?? .none },
        "error": { $0.error.map(SnapshotValue.string) ?? .none },
        "dots": { .int($0.dots) },
        "shakeCount": { .int($0.shakeCount) },
        "biometricButton": { .bool($0.biometricButton) },
        "prompt": { .bool($0.prompt) },
        "promptCount": { .int($0.promptCount) },
        "cover": { .bool($0.cover) },
        "phase": { .string($0.phase) },
        "lockCycle": { .int($0.lockCycle) },
        "loading": { .bool($0.loading) },
        "forgotAlert": { .bool($0.forgotAlert) },
        "loggedIn": { .bool($0.loggedIn) },
        "passcodeEnabled": { .bool($0.passcodeEnabled) },
        "biometricEnabled": { .bool($0.biometricEnabled) },
        "enrollmentChanged": { .bool($0.biometricDisabledByEnrollmentChange) },
        "timeout": { .int($0.timeoutMinutes) },
        "securityLabel": { .string($0.securityLabel) },
        "settingsSections": { .string($0.settingsSections) },
        "passcodeFailures": { .int($0.passcodeFailures) },
        "passcodeDelay": { .int($0.passcodeDelaySeconds) },
        "verifierWiped": { .bool($0.verifierWiped) },
        "biometry": { .string($0.biometryType) },
        "sensorHardware": { .string($0.sensorHardware) },
        "sensorEnrolled": { .bool($0.sensorEnrolled) },
        "sensorFailures": { .int($0.sensorFailures) },
        "attemptsLeft": { .int($0.attemptsLeft) },
        "lockout": { .string($0.lockout) },
        "lastOutcome": { $0.lastOutcome.map(SnapshotValue.string) ?? .none },
        "unconsumed": { .int($0.unconsumedScript.count) },
        "resetCodesSent": { .int($0.resetCodesSent) },
        "passcodeToggleTitle": { .string($0.passcodeToggleTitle) },
        "passcodeToggleSubtitle": { .string($0.passcodeToggleSubtitle) },
        "biometricToggleTitle": { .string($0.biometricToggleTitle) },
        "biometricToggleSubtitle": { .string($0.biometricToggleSubtitle) },
        "alert": { $0.alert.map(SnapshotValue.string) ?? .none },
        "alertMessage": { $0.alertMessage.map(SnapshotValue.string) ?? .none },
        "alertButtons": { $0.alertButtons.map(SnapshotValue.string) ?? .none },
        "email": { .string($0.email) },
        "canSubmit": { .bool($0.canSubmit) },
        "link": { $0.link.map(SnapshotValue.string) ?? .none },
        "accountLine": { $0.accountLine.map(SnapshotValue.string) ?? .none },
        "passwordLength": { .int($0.passwordLength) },
        "confirmPasswordLength": { .int($0.confirmPasswordLength) },
        "passwordVisible": { .bool($0.passwordVisible) },
        "confirmPasswordVisible": { .bool($0.confirmPasswordVisible) },
        "unmetRequirements": { .string($0.unmetRequirements) },
        "requirementRows": { .int($0.requirementRows) },
        "emailsSent": { .int($0.emailsSent) },
        "lastEmailTo": { $0.lastEmailTo.map(SnapshotValue.string) ?? .none },
        "linkPending": { .bool($0.linkPending) },
        "linkIgnored": { $0.linkIgnored.map(SnapshotValue.string) ?? .none },
    ]

    /// A one-line summary for traces.
    public var summary: String {
        var parts = ["screen=\(screen)", "locked=\(locked)", "phase=\(phase)"]
        if let stepTitle { parts.append("title=\"\(stepTitle)\"") }
        if let error { parts.append("error=\"\(error)\"") }
        if dots > 0 { parts.append("dots=\(dots)") }
        if shakeCount > 0 { parts.append("shakes=\(shakeCount)") }
        if prompt { parts.append("prompt") }
        if cover { parts.append("cover") }
        if lockout != "none" { parts.append("lockout=\(lockout)") }
        if passcodeDelaySeconds > 0 { parts.append("delay=\(passcodeDelaySeconds)s") }
        return parts.joined(separator: " ")
    }
}
