/// The seed's `ResetPasscodeView`: reset code from the email, new passcode, confirm, API, unlock.
///
/// A mismatch clears both passcodes, shakes, shows "Passcodes don't match" and returns to
/// "Enter new passcode" half a second later (an effect the owner schedules). An API error is shown
/// without dismissing; the confirmation is cleared and can be typed again.
public struct ResetPasscodeFlow: Sendable, Hashable {
    /// The steps, with the seed's titles.
    public enum Step: String, Sendable, Hashable, Codable {
        case enterCode = "Enter reset code from email"
        case enterNew = "Enter new passcode"
        case confirmNew = "Confirm new passcode"
    }

    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Call ``returnTimerFired()`` after `after`.
        case scheduleReturnToNewPasscode(after: Duration)
        /// Call the reset-passcode API; answer with ``resetFinished(error:)``.
        case resetPasscode(code: String, newPasscode: String)
        /// The reset succeeded: unlock the app.
        case unlock
        /// Dismiss the sheet.
        case dismiss
    }

    /// The current step.
    public private(set) var step: Step = .enterCode
    /// The red error line.
    public private(set) var errorMessage: String?
    /// Whether the API call is running.
    public private(set) var isLoading = false
    /// Incremented on every error.
    public private(set) var shakeCount = 0
    /// Whether the sheet was dismissed.
    public private(set) var isDismissed = false
    /// Whether a mismatch is waiting for its half-second return.
    public private(set) var isAwaitingReturn = false
    /// Common passcodes refused (none under the seed policy).
    public let blocklist: PasscodeBlocklistFilter

    private var resetCode = ""
    private var newPasscode = ""
    private var confirmPasscode = ""

    /// A flow at its first step.
    public init(blocklist: PasscodeBlocklistFilter = .none) { self.blocklist = blocklist }

    /// What the dots show: the field of the current step.
    public var currentInput: String {
        switch step {
        case .enterCode: return resetCode
        case .enterNew: return newPasscode
        case .confirmNew: return confirmPasscode
        }
    }
    /// Filled dots.
    public var filledDots: Int { currentInput.count }

    /// A number-pad digit.
    public mutating func digit(_ digit: Character) -> [Effect] {
        guard !isDismissed, !isLoading, !isAwaitingReturn, digit.isASCIIDigit, currentInput.count < 6
        else { return [] }
        switch step {
        case .enterCode: resetCode.append(digit)
        case .enterNew: newPasscode.append(digit)
        case .confirmNew: confirmPasscode.append(digit)
        }
        errorMessage = nil
        return currentInput.count == 6 ? complete() : []
    }

    /// The delete key.
    public mutating func delete() {
        guard !isDismissed, !isLoading, !currentInput.isEmpty else { return }
        switch step {
        case .enterCode: resetCode.removeLast()
        case .enterNew: newPasscode.removeLast()
        case .confirmNew: confirmPasscode.removeLast()
        }
    }

    /// The half-second timer after a mismatch.
    public mutating func returnTimerFired() {
        guard isAwaitingReturn else { return }
        isAwaitingReturn = false
        step = .enterNew
    }

    /// The answer to ``Effect/resetPasscode(code:newPasscode:)``: `nil` on success, else the message.
    public mutating func resetFinished(error: String?) -> [Effect] {
        guard isLoading else { return [] }
        isLoading = false
        if let error {
            fail(error)
            return []
        }
        isDismissed = true
        return [.unlock, .dismiss]
    }

    /// The Cancel button.
    public mutating func cancel() -> [Effect] {
        guard !isDismissed else { return [] }
        isDismissed = true
        return [.dismiss]
    }

    private mutating func complete() -> [Effect] {
        switch step {
        case .enterCode:
            step = .enterNew
            return []
        case .enterNew:
            if blocklist.rejects(newPasscode) {
                newPasscode = ""
                fail(ScreenMessages.passcodeTooCommon)
                return []
            }
            step = .confirmNew
            return []
        case .confirmNew:
            guard confirmPasscode == newPasscode else {
                newPasscode = ""
                fail(ScreenMessages.passcodesDontMatch)
                isAwaitingReturn = true
                return [.scheduleReturnToNewPasscode(after: SetPasscodeFlow.mismatchReturnDelay)]
            }
            isLoading = true
            return [.resetPasscode(code: resetCode, newPasscode: newPasscode)]
        }
    }

    /// The seed's `triggerError`: message, confirmation cleared, one shake.
    private mutating func fail(_ message: String) {
        errorMessage = message
        confirmPasscode = ""
        shakeCount += 1
    }
}
