import LockCore

extension PasscodeServerRules {
    /// The messages of the passcode server, in one place (the seed's words where the seed had them).
    public enum Message {
        /// `set-passcode` succeeded.
        public static let passcodeSet = "Passcode set successfully"
        /// `change-passcode` succeeded.
        public static let passcodeChanged = "Passcode changed successfully"
        /// `remove-passcode` succeeded.
        public static let passcodeRemoved = "Passcode removed"
        /// `reset-passcode` succeeded.
        public static let passcodeReset = "Passcode reset successfully"
        /// `reset-passcode-request`, whatever the account (it must not reveal whether a passcode exists).
        public static let resetCodeSent = "A reset code has been sent to your email"
        /// 429 once the guess cap is reached.
        public static let tooManyFailedAttempts = "Too many failed attempts. Reset your passcode."
        /// 403 for a wrong current passcode (change, and under the hardened policy toggle-off and timeout).
        public static let currentPasscodeIncorrect = "Current passcode is incorrect"
        /// 409 for `set-passcode` on an account that already has one.
        public static let passcodeAlreadySet = "A passcode is already set; use change-passcode"
        /// 400 for a missing, wrong, used, expired or superseded reset code (deliberately one message).
        public static let invalidResetCode = "Invalid or expired reset code"
        /// 429 once an account has asked for ``PasscodeServerRules/resetRequestLimit`` codes in the window.
        public static let tooManyResetRequests = "Too many reset code requests; try again later"
        /// 429 once an account has sent ``PasscodeServerRules/wrongResetCodeLimit`` wrong codes in the window.
        public static let tooManyWrongResetCodes = "Too many wrong reset codes; try again later"
        /// 400 when the lock is turned on before any passcode was set.
        public static let setPasscodeFirst = "Set a passcode first"
        /// 400 for minutes outside `LockTimeout.minuteRange`.
        public static var timeoutOutOfRange: String {
            "minutes must be between \(LockTimeout.minuteRange.lowerBound) and \(LockTimeout.minuteRange.upperBound)"
        }

        /// 400 for a passcode that is not six digits, naming the request field.
        public static func malformedPasscode(field: String) -> String { "\(field) must be exactly 6 digits" }

        /// 403 under the hardened policy when the proof is missing: names the field and what it is needed for.
        public static func currentPasscodeRequired(to action: String) -> String {
            "currentPasscode is required to \(action)"
        }
    }
}
