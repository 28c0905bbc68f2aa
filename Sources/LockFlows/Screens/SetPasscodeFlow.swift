/// The seed's `SetPasscodeView` as a headless model, in `create` and `change` modes.
///
/// ```
/// create: "Create a passcode" → "Confirm passcode" → match: set-passcode API → finish(true)
///                                                  → mismatch: shake, "Passcodes don't match. Try again.",
///                                                    0.5 s later back to "Create a passcode"
/// change: "Enter current passcode" (checked locally; wrong: shake, "Incorrect passcode", stay)
///         → "Create a passcode" → "Confirm passcode" → change-passcode API → finish(true)
/// ```
///
/// The model never waits: the half-second return is an effect (``Effect/scheduleReturnToNewPasscode(after:)``)
/// that the owner schedules on its timeline and answers with ``returnTimerFired()``. Digits typed during
/// that half second go where the seed's view puts them: into the entry, still at "Confirm passcode" with an
/// empty first entry (six of them are another mismatch), and what was typed carries over to "Create a
/// passcode". With ``ignoresDigitsDuringReturn`` (the hardened policy) they are ignored instead.
public struct SetPasscodeFlow: Sendable, Hashable {
    /// Create a first passcode, or change the current one.
    public enum Mode: String, Sendable, Hashable, Codable { case create, change }

    /// The steps, with the seed's titles.
    public enum Step: String, Sendable, Hashable, Codable {
        case enterCurrent = "Enter current passcode"
        case enterNew = "Create a passcode"
        case confirmNew = "Confirm passcode"
    }

    /// What the owner must do.
    public enum Effect: Sendable, Hashable {
        /// Check `passcode` against the local verifier; answer with ``currentPasscodeChecked(_:)``.
        case verifyCurrentPasscode(String)
        /// Call ``returnTimerFired()`` after `after`.
        case scheduleReturnToNewPasscode(after: Duration)
        /// Call the set-passcode API (and cache); answer with ``saveFinished(error:)``.
        case setPasscode(String)
        /// Call the change-passcode API; answer with ``saveFinished(error:)``.
        case changePasscode(current: String, new: String)
        /// Dismiss the sheet and report `success` to the presenter (`onComplete`).
        case finish(success: Bool)
    }

    /// The mode.
    public let mode: Mode
    /// The current step.
    public private(set) var step: Step
    /// The dots.
    public private(set) var entry = PINEntry()
    /// The red error line, if any.
    public private(set) var errorMessage: String?
    /// Whether the API call is running (the number pad is replaced by a spinner).
    public private(set) var isLoading = false
    /// Whether the sheet has been dismissed, and how.
    public private(set) var finished: Bool?
    /// Whether a mismatch is waiting for its half-second return.
    public private(set) var isAwaitingReturn = false
    /// Common passcodes refused at the new-passcode step (empty under the seed policy).
    public let blocklist: PasscodeBlocklistFilter
    /// Whether digits typed while a mismatch waits for its half-second return are ignored (else the seed's view:
    /// they are typed into the confirm step and carry over).
    public let ignoresDigitsDuringReturn: Bool

    private var firstEntry = ""
    private var verifiedCurrentPasscode = ""
    private var pendingCheck = false

    /// The delay before a mismatch returns to the first step.
    public static let mismatchReturnDelay: Duration = .milliseconds(500)

    /// A flow in `mode`, starting at its first step.
    public init(mode: Mode, blocklist: PasscodeBlocklistFilter = .none, ignoresDigitsDuringReturn: Bool = false) {
        self.mode = mode
        self.step = mode == .change ? .enterCurrent : .enterNew
        self.blocklist = blocklist
        self.ignoresDigitsDuringReturn = ignoresDigitsDuringReturn
    }

    /// The sheet's navigation title.
    public var navigationTitle: String { mode == .create ? "Set Passcode" : "Change Passcode" }
    /// Whether the number pad is shown (hidden while loading).
    public var showsNumberPad: Bool { !isLoading }

    /// A number-pad digit.
    public mutating func digit(_ digit: Character) -> [Effect] {
        guard finished == nil, !isLoading, !pendingCheck, !(isAwaitingReturn && ignoresDigitsDuringReturn) else {
            return []
        }
        guard case .completed(let pin) = entry.append(digit) else {
            if entry.filledDots > 0 { errorMessage = nil }
            return []
        }
        errorMessage = nil
        return complete(pin)
    }

    /// The delete key.
    public mutating func delete() {
        guard finished == nil, !isLoading, !pendingCheck else { return }
        entry.deleteLast()
    }

    /// The answer to ``Effect/verifyCurrentPasscode(_:)``.
    public mutating func currentPasscodeChecked(_ check: PasscodeCheck) -> [Effect] {
        guard pendingCheck, step == .enterCurrent else { return [] }
        pendingCheck = false
        switch check {
        case .correct:
            verifiedCurrentPasscode = entry.digits
            entry.clear()
            step = .enterNew
        case .incorrect:
            fail(ScreenMessages.incorrectPasscode)
        case .refused(let message):
            fail(message)
        }
        return []
    }

    /// The half-second timer after a mismatch.
    public mutating func returnTimerFired() {
        guard isAwaitingReturn else { return }
        isAwaitingReturn = false
        step = .enterNew
    }

    /// The answer to ``Effect/setPasscode(_:)`` or ``Effect/changePasscode(current:new:)``: `nil` on success,
    /// else the error's message, shown without dismissing.
    public mutating func saveFinished(error: String?) -> [Effect] {
        guard isLoading else { return [] }
        if let error {
            fail(error)
            isLoading = false
            return []
        }
        isLoading = false
        finished = true
        return [.finish(success: true)]
    }

    /// The Cancel button: reports `false` to the presenter.
    public mutating func cancel() -> [Effect] {
        guard finished == nil else { return [] }
        finished = false
        return [.finish(success: false)]
    }

    private mutating func complete(_ pin: String) -> [Effect] {
        switch step {
        case .enterCurrent:
            pendingCheck = true
            return [.verifyCurrentPasscode(pin)]
        case .enterNew:
            if blocklist.rejects(pin) {
                fail(ScreenMessages.passcodeTooCommon)
                return []
            }
            firstEntry = pin
            entry.clear()
            step = .confirmNew
            return []
        case .confirmNew:
            guard pin == firstEntry else {
                firstEntry = ""
                fail(ScreenMessages.passcodesDontMatchTryAgain)
                isAwaitingReturn = true
                return [.scheduleReturnToNewPasscode(after: Self.mismatchReturnDelay)]
            }
            isLoading = true
            return mode == .create ? [.setPasscode(pin)] : [.changePasscode(current: verifiedCurrentPasscode, new: pin)]
        }
    }

    /// The seed's `triggerError`.
    private mutating func fail(_ message: String) {
        errorMessage = message
        entry.clearAndShake()
    }
}
