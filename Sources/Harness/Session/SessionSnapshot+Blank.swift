extension SessionSnapshot {
    /// A snapshot with every field at its zero value (a starting point for tests and generators).
    static let blank = SessionSnapshot(
        screen: "", locked: false, stepTitle: nil, error: nil, dots: 0, shakeCount: 0, biometricButton: false,
        prompt: false, promptCount: 0, cover: false, phase: "", lockCycle: 0, loading: false, forgotAlert: false,
        loggedIn: false, passcodeEnabled: false, biometricEnabled: false, biometricDisabledByEnrollmentChange: false,
        timeoutMinutes: 0, securityLabel: "", settingsSections: "", passcodeFailures: 0, passcodeDelaySeconds: 0,
        verifierWiped: false, biometryType: "", sensorHardware: "", sensorEnrolled: false, sensorFailures: 0,
        attemptsLeft: 0, lockout: "", lastOutcome: nil, unconsumedScript: [], resetCodesSent: 0, elapsedSeconds: 0)
}
