import LockCore

/// The server side of the seeds' passcode API, once: what every endpoint does to a ``PasscodeServerAccount``
/// and what it answers. ``InProcessPasscodeBackend`` and the reference server (`PasscodeAccounts`) both apply
/// these rules, so a client sees the same answers from either; they differ only in where the account is kept.
///
/// - Guess cap: after ``guessCap`` consecutive wrong passcodes (verify, or the current passcode on change)
///   verify and change answer 429 until a reset. A correct passcode sets the count back to zero.
/// - Reset codes: six digits from the generator the backend passes (the system CSPRNG on a real server), kept
///   only as a SHA-256 digest, single use, working for ``resetCodeLifetime`` (the code issued at `t` works up to
///   but not at `t + lifetime`), dead after ``resetCodeTries`` wrong tries, and superseded by a newer request.
/// - Timeout: minutes in `LockTimeout.minuteRange`, checked by `LockTimeout(minutes:)` (LockCore), the one
///   place that knows the range.
/// - Passcodes: exactly six ASCII digits (`Passcode`), stored as the seed's salted SHA-256.
///
/// Each rule returns a `Result` and may change the account even when it refuses (a wrong guess counts, a wrong
/// reset code uses up a try): the backend stores the account either way.
public struct PasscodeServerRules: Sendable, Hashable {
    /// The messages of the seed's server, in one place.
    public enum Message {
        /// `set-passcode` succeeded.
        public static let passcodeSet = "Passcode set successfully"
        /// `change-passcode` succeeded.
        public static let passcodeChanged = "Passcode changed successfully"
        /// `reset-passcode` succeeded.
        public static let passcodeReset = "Passcode reset successfully"
        /// `reset-passcode-request`, whatever the account (it must not reveal whether a passcode exists).
        public static let resetCodeSent = "A reset code has been sent to your email"
        /// 429 once the guess cap is reached.
        public static let tooManyFailedAttempts = "Too many failed attempts. Reset your passcode."
        /// 401 for a wrong current passcode on change.
        public static let currentPasscodeIncorrect = "Current passcode is incorrect"
        /// 400 for a missing, wrong, used, expired or superseded reset code (deliberately one message).
        public static let invalidResetCode = "Invalid or expired reset code"
        /// 400 when the lock is turned on before any passcode was set.
        public static let setPasscodeFirst = "Set a passcode first"
        /// 400 for minutes outside `LockTimeout.minuteRange`.
        public static var timeoutOutOfRange: String {
            "minutes must be between \(LockTimeout.minuteRange.lowerBound) and \(LockTimeout.minuteRange.upperBound)"
        }

        /// 400 for a passcode that is not six digits, naming the request field.
        public static func malformedPasscode(field: String) -> String { "\(field) must be exactly 6 digits" }
    }

    /// Consecutive wrong passcodes after which verify and change answer 429 (NIST 800-63B: at most 100).
    public var guessCap: Int
    /// How long a reset code works (NIST: out-of-band codes at most 10 minutes).
    public var resetCodeLifetime: Duration
    /// Wrong tries after which a reset code is dead.
    public var resetCodeTries: Int

    /// The seeds' server: 100 guesses, reset codes valid for 10 minutes and 5 tries.
    public init(guessCap: Int = 100, resetCodeLifetime: Duration = .seconds(600), resetCodeTries: Int = 5) {
        self.guessCap = guessCap
        self.resetCodeLifetime = resetCodeLifetime
        self.resetCodeTries = resetCodeTries
    }

    // MARK: Endpoints

    /// `POST /api/auth/set-passcode`: stores the passcode and turns the lock on.
    public func setPasscode(
        _ request: SetPasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<SetPasscodeResponse, PasscodeServerRejection> {
        Self.validate(request.passcode, field: "passcode").map { valid in
            account.storeVerifier(for: valid.digits)
            account.enabled = true
            return SetPasscodeResponse(message: Message.passcodeSet)
        }
    }

    /// `POST /api/auth/verify-passcode`: hash and salt come back only when valid; a wrong passcode counts
    /// towards the guess cap (when there is a passcode to guess).
    public func verifyPasscode(
        _ request: VerifyPasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<VerifyPasscodeResponse, PasscodeServerRejection> {
        if let refused = guessRefusal(account) { return .failure(refused) }
        guard checkGuess(request.passcode, on: &account) else {
            return .success(VerifyPasscodeResponse(valid: false, passcodeHash: nil, passcodeSalt: nil))
        }
        return .success(
            VerifyPasscodeResponse(valid: true, passcodeHash: account.passcodeHash, passcodeSalt: account.passcodeSalt))
    }

    /// `POST /api/auth/change-passcode`: the current passcode is a guess like any other (it counts towards the
    /// cap, so change cannot be used to guess past it).
    public func changePasscode(
        _ request: ChangePasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<ChangePasscodeResponse, PasscodeServerRejection> {
        if let refused = guessRefusal(account) { return .failure(refused) }
        guard checkGuess(request.currentPasscode, on: &account) else {
            return .failure(PasscodeServerRejection(status: 401, message: Message.currentPasscodeIncorrect))
        }
        return Self.validate(request.newPasscode, field: "newPasscode").map { valid in
            account.storeVerifier(for: valid.digits)
            return ChangePasscodeResponse(
                message: Message.passcodeChanged, passcodeHash: account.passcodeHash,
                passcodeSalt: account.passcodeSalt)
        }
    }

    /// `POST /api/auth/reset-passcode-request`: a new code, valid from `now`, replaces any pending one. The
    /// answer is the same for every account; the code (to "email") is returned beside it.
    public func requestReset(
        on account: inout PasscodeServerAccount, at now: Duration, using generator: inout some RandomNumberGenerator
    ) -> (response: ResetPasscodeRequestResponse, code: String) {
        let code = Self.sixDigits(UInt32.random(in: 0..<1_000_000, using: &generator))
        account.resetCode = PendingResetCode(
            digest: PendingResetCode.digest(of: code), expiresAt: now + resetCodeLifetime)
        return (ResetPasscodeRequestResponse(message: Message.resetCodeSent), code)
    }

    /// `POST /api/auth/reset-passcode` at `now`: the pending code, if live and matching, sets the new passcode,
    /// turns the lock on and lifts the guess cap. A wrong code uses up a try; an expired one is removed. A
    /// malformed new passcode is refused without using up the (correct) code.
    public func resetPasscode(
        _ request: ResetPasscodeRequest, on account: inout PasscodeServerAccount, at now: Duration
    ) -> Result<ResetPasscodeResponse, PasscodeServerRejection> {
        let invalid = PasscodeServerRejection.badRequest(Message.invalidResetCode)
        guard var pending = account.resetCode else { return .failure(invalid) }
        guard isLive(pending, at: now) else {
            account.resetCode = nil
            return .failure(invalid)
        }
        guard pending.matches(request.code) else {
            pending.wrongTries += 1
            account.resetCode = pending.wrongTries >= resetCodeTries ? nil : pending
            return .failure(invalid)
        }
        return Self.validate(request.newPasscode, field: "newPasscode").map { valid in
            account.resetCode = nil
            account.storeVerifier(for: valid.digits)
            account.enabled = true
            account.consecutiveFailures = 0
            return ResetPasscodeResponse(
                message: Message.passcodeReset, passcodeHash: account.passcodeHash, passcodeSalt: account.passcodeSalt)
        }
    }

    /// `PUT /api/user/passcode-timeout`: minutes in `LockTimeout.minuteRange`.
    public func updateTimeout(
        _ request: PasscodeTimeoutRequest, on account: inout PasscodeServerAccount
    ) -> Result<PasscodeTimeoutResponse, PasscodeServerRejection> {
        do {
            _ = try LockTimeout(minutes: request.minutes)
        } catch {
            return .failure(.badRequest(Message.timeoutOutOfRange))
        }
        account.timeoutMinutes = request.minutes
        return .success(PasscodeTimeoutResponse(passcodeTimeoutMinutes: request.minutes))
    }

    /// `PUT /api/auth/toggle-passcode-enabled`: the lock can be turned off any time, on only with a passcode.
    public func togglePasscodeEnabled(
        _ request: TogglePasscodeRequest, on account: inout PasscodeServerAccount
    ) -> Result<TogglePasscodeResponse, PasscodeServerRejection> {
        guard account.hasPasscode || !request.enabled else { return .failure(.badRequest(Message.setPasscodeFirst)) }
        account.enabled = request.enabled
        return .success(TogglePasscodeResponse(passcodeEnabled: account.enabled))
    }

    /// `GET /api/auth/me` (the passcode fields).
    public func currentUser(_ account: PasscodeServerAccount) -> CurrentUserPasscodeState {
        CurrentUserPasscodeState(
            hasPasscode: account.hasPasscode, passcodeEnabled: account.enabled,
            passcodeTimeoutMinutes: account.timeoutMinutes)
    }

    // MARK: Rules

    /// Whether `code` still works at `now`: from its request up to, not including, its expiry.
    public func isLive(_ code: PendingResetCode, at now: Duration) -> Bool { now < code.expiresAt }

    /// The 429 once the account has used up its guesses, else nil.
    public func guessRefusal(_ account: PasscodeServerAccount) -> PasscodeServerRejection? {
        account.consecutiveFailures < guessCap
            ? nil : PasscodeServerRejection(status: 429, message: Message.tooManyFailedAttempts)
    }

    /// Checks a guessed passcode and keeps the count: a wrong one counts (if a passcode is set), a right one
    /// clears the count.
    private func checkGuess(_ passcode: String, on account: inout PasscodeServerAccount) -> Bool {
        guard account.holds(passcode) else {
            if account.hasPasscode { account.consecutiveFailures += 1 }
            return false
        }
        account.consecutiveFailures = 0
        return true
    }

    private static func validate(_ text: String, field: String) -> Result<Passcode, PasscodeServerRejection> {
        do {
            return .success(try Passcode(text))
        } catch {
            return .failure(.badRequest(Message.malformedPasscode(field: field)))
        }
    }

    private static func sixDigits(_ value: UInt32) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
