/// The seed's `DisablePasscodeSheet`: enter the current passcode to turn the lock off.
///
/// A correct passcode disables the lock and dismisses the sheet; a wrong one clears the dots, shakes and
/// shows "Incorrect passcode" while the lock stays enabled.
public struct DisablePasscodeSheet: Sendable, Hashable {
    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Check the passcode; answer with ``passcodeChecked(_:)``.
        case verifyPasscode(String)
        /// Turn the lock off (the seed's `removePasscode()`); the passcode the user typed, as proof.
        case disablePasscode(typed: String)
        /// Dismiss the sheet.
        case dismiss
    }

    /// The dots.
    public private(set) var entry = PINEntry()
    /// The seed's `disableError`.
    public private(set) var errorMessage: String?
    /// Whether the sheet was dismissed.
    public private(set) var isDismissed = false
    private var pendingCheck: String?

    /// A sheet showing `errorMessage` (seed 004's `disableError`, kept by settings from an earlier attempt).
    public init(errorMessage: String? = nil) { self.errorMessage = errorMessage }

    /// The prompt above the dots.
    public var title: String { "Enter passcode to disable" }

    /// A number-pad digit.
    public mutating func digit(_ digit: Character) -> [Effect] {
        guard !isDismissed, pendingCheck == nil, case .completed(let pin) = entry.append(digit) else { return [] }
        pendingCheck = pin
        return [.verifyPasscode(pin)]
    }

    /// The delete key.
    public mutating func delete() {
        guard pendingCheck == nil else { return }
        entry.deleteLast()
    }

    /// The answer to ``Effect/verifyPasscode(_:)``.
    public mutating func passcodeChecked(_ check: PasscodeCheck) -> [Effect] {
        guard let typed = pendingCheck else { return [] }
        pendingCheck = nil
        switch check {
        case .correct:
            errorMessage = nil
            isDismissed = true
            return [.disablePasscode(typed: typed), .dismiss]
        case .incorrect:
            errorMessage = ScreenMessages.incorrectPasscode
            entry.clearAndShake()
        case .refused(let message):
            errorMessage = message
            entry.clearAndShake()
        }
        return []
    }

    /// The Cancel button: the lock stays on.
    public mutating func cancel() -> [Effect] {
        guard !isDismissed else { return [] }
        isDismissed = true
        return [.dismiss]
    }
}
