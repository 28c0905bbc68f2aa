extension LockPolicy {
    /// The policy's on/off behaviours, one entry each: the scenario overrides, ``description`` and the checked
    /// fidelity ledger (docs/seed-fidelity.md) are read from this table, so a new switch is one line here.
    public static let switches: [LockPolicySwitch] = [
        LockPolicySwitch("repromptAfterSystemCancel", read: { $0.repromptAfterSystemCancel }) {
            $0.repromptAfterSystemCancel = $1
        },
        LockPolicySwitch("deepLinksWaitForUnlock", read: { $0.deepLinksWaitForUnlock }) {
            $0.deepLinksWaitForUnlock = $1
        },
        LockPolicySwitch("explainsNetworkErrors", read: { $0.explainsNetworkErrors }) { $0.explainsNetworkErrors = $1 },
        LockPolicySwitch("sendsPasscodeProof", read: { $0.sendsPasscodeProof }) { $0.sendsPasscodeProof = $1 },
        LockPolicySwitch("lockCoversSheets", read: { $0.lockCoversSheets }) { $0.lockCoversSheets = $1 },
        LockPolicySwitch("ignoresDigitsDuringMismatchReturn", read: { $0.ignoresDigitsDuringMismatchReturn }) {
            $0.ignoresDigitsDuringMismatchReturn = $1
        },
        LockPolicySwitch("checksServerWithoutCachedVerifier", read: { $0.checksServerWithoutCachedVerifier }) {
            $0.checksServerWithoutCachedVerifier = $1
        },
        LockPolicySwitch("enablesLockOnSetPasscode", read: { $0.enablesLockOnSetPasscode }) {
            $0.enablesLockOnSetPasscode = $1
        },
        LockPolicySwitch("disablesBiometricOnEnrollmentChange", read: { $0.disablesBiometricOnEnrollmentChange }) {
            $0.disablesBiometricOnEnrollmentChange = $1
        },
        LockPolicySwitch("explainsPermanentLockout", read: { $0.explainsPermanentLockout }) {
            $0.explainsPermanentLockout = $1
        },
        LockPolicySwitch("rechecksBiometricAvailability", read: { $0.rechecksBiometricAvailability }) {
            $0.rechecksBiometricAvailability = $1
        },
    ]

    /// The switch named `name`, or `nil`.
    public static func switchNamed(_ name: String) -> LockPolicySwitch? { switches.first { $0.name == name } }
}
