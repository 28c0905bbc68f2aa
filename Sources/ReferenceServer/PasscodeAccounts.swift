import Crypto
import Foundation
import GRDB
import HTTPTypes
import LockCore
import LockFlows

/// The seed's passcode API as server-side rules over ``PasscodeDatabase``; the routes only decode and encode.
///
/// Behaves like `InProcessPasscodeBackend` (LockFlows), so the client sees the same answers from either:
/// the seed's salted SHA-256 verifier (`LegacyPasscodeHash`), hash and salt returned on a valid verify, change
/// and reset; reset codes from the system CSPRNG, stored as SHA-256 digests, single use, expiring after
/// ``Limits/resetCodeLifetime`` on the injected ``ServerClock``, dead after ``Limits/resetCodeMaxTries`` wrong
/// tries, superseded by a new request; 429 after ``Limits/verifyFailureCap`` consecutive wrong passcodes.
///
/// One difference, stricter than the in-process backend: a wrong current passcode on change counts towards
/// the verify-failure cap too, so change cannot be used to guess past the cap.
public struct PasscodeAccounts: Sendable {
    /// The security limits.
    public struct Limits: Sendable {
        /// Reset-code lifetime in seconds (NIST: out-of-band codes at most 10 minutes).
        public var resetCodeLifetime: Double = 600
        /// Wrong reset-code tries before the code is dead.
        public var resetCodeMaxTries = 5
        /// Consecutive wrong verifications before verification is refused (NIST 800-63B: at most 100).
        public var verifyFailureCap = 100
        /// The defaults above.
        public init() {}
    }

    private let database: PasscodeDatabase
    private let clock: any ServerClock
    private let outbox: ResetCodeOutbox
    private let limits: Limits

    /// Rules over `database`, with time from `clock` and reset codes "emailed" into `outbox`.
    public init(database: PasscodeDatabase, clock: any ServerClock, outbox: ResetCodeOutbox, limits: Limits = .init()) {
        self.database = database
        self.clock = clock
        self.outbox = outbox
        self.limits = limits
    }

    /// `POST /api/auth/set-passcode`.
    public func setPasscode(account: String, _ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        let valid = try Self.validate(request.passcode, field: "passcode")
        try await database.write(account: account) { _, record in
            Self.store(valid, in: &record)
            record.enabled = true
        }
        return SetPasscodeResponse(message: "Passcode set successfully")
    }

    /// `POST /api/auth/verify-passcode`.
    public func verifyPasscode(account: String, _ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        let cap = limits.verifyFailureCap
        return try await database.write(account: account) { _, record -> Result<VerifyPasscodeResponse, PasscodeServerError> in
            guard record.verifyFailures < cap else { return .failure(Self.tooManyFailures) }
            guard Self.holds(request.passcode, record) else {
                if record.passcodeHash != nil { record.verifyFailures += 1 }
                return .success(VerifyPasscodeResponse(valid: false, passcodeHash: nil, passcodeSalt: nil))
            }
            record.verifyFailures = 0
            return .success(
                VerifyPasscodeResponse(valid: true, passcodeHash: record.passcodeHash, passcodeSalt: record.passcodeSalt))
        }.get()
    }

    /// `POST /api/auth/change-passcode`.
    public func changePasscode(account: String, _ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        let cap = limits.verifyFailureCap
        let newPasscode = request.newPasscode
        return try await database.write(account: account) { _, record -> Result<ChangePasscodeResponse, PasscodeServerError> in
            guard record.verifyFailures < cap else { return .failure(Self.tooManyFailures) }
            guard Self.holds(request.currentPasscode, record) else {
                if record.passcodeHash != nil { record.verifyFailures += 1 }
                return .failure(PasscodeServerError(status: .unauthorized, message: "Current passcode is incorrect"))
            }
            let valid: Passcode
            do throws(PasscodeServerError) { valid = try Self.validate(newPasscode, field: "newPasscode") } catch { return .failure(error) }
            Self.store(valid, in: &record)
            record.verifyFailures = 0
            return .success(
                ChangePasscodeResponse(
                    message: "Passcode changed successfully", passcodeHash: record.passcodeHash,
                    passcodeSalt: record.passcodeSalt))
        }.get()
    }

    /// `POST /api/auth/reset-passcode-request`: always the same answer; a new code replaces any pending one.
    public func requestReset(account: String) async throws -> ResetPasscodeRequestResponse {
        var generator = SystemRandomNumberGenerator()
        let code = Self.sixDigits(UInt32.random(in: 0..<1_000_000, using: &generator))
        let expiresAt = clock.now().timeIntervalSince1970 + limits.resetCodeLifetime
        try await database.write(account: account) { db, _ in
            try ResetCodeRecord(accountID: account, codeDigest: Self.digest(code), expiresAt: expiresAt, wrongTries: 0)
                .save(db)
        }
        outbox.send(code: code, to: account)
        return ResetPasscodeRequestResponse(message: "A reset code has been sent to your email")
    }

    /// `POST /api/auth/reset-passcode`.
    public func resetPasscode(account: String, _ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        let now = clock.now().timeIntervalSince1970
        let maxTries = limits.resetCodeMaxTries
        let newPasscode = request.newPasscode
        return try await database.write(account: account) { db, record -> Result<ResetPasscodeResponse, PasscodeServerError> in
            let invalid = PasscodeServerError.badRequest("Invalid or expired reset code")
            guard var pending = try ResetCodeRecord.fetch(db, account: account) else { return .failure(invalid) }
            guard now < pending.expiresAt else {
                try ResetCodeRecord.delete(db, account: account)
                return .failure(invalid)
            }
            guard ConstantTime.equal(Self.digest(request.code), pending.codeDigest) else {
                pending.wrongTries += 1
                if pending.wrongTries >= maxTries {
                    try ResetCodeRecord.delete(db, account: account)
                } else {
                    try pending.save(db)
                }
                return .failure(invalid)
            }
            let valid: Passcode
            do throws(PasscodeServerError) { valid = try Self.validate(newPasscode, field: "newPasscode") } catch { return .failure(error) }
            try ResetCodeRecord.delete(db, account: account)
            Self.store(valid, in: &record)
            record.enabled = true
            record.verifyFailures = 0
            return .success(
                ResetPasscodeResponse(
                    message: "Passcode reset successfully", passcodeHash: record.passcodeHash,
                    passcodeSalt: record.passcodeSalt))
        }.get()
    }

    /// `PUT /api/user/passcode-timeout`.
    public func updateTimeout(account: String, _ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        guard (0...1440).contains(request.minutes) else {
            throw PasscodeServerError.badRequest("minutes must be between 0 and 1440")
        }
        try await database.write(account: account) { _, record in record.timeoutMinutes = request.minutes }
        return PasscodeTimeoutResponse(passcodeTimeoutMinutes: request.minutes)
    }

    /// `PUT /api/auth/toggle-passcode-enabled`.
    public func toggle(account: String, _ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try await database.write(account: account) { _, record -> Result<TogglePasscodeResponse, PasscodeServerError> in
            guard record.passcodeHash != nil || !request.enabled else {
                return .failure(.badRequest("Set a passcode first"))
            }
            record.enabled = request.enabled
            return .success(TogglePasscodeResponse(passcodeEnabled: record.enabled))
        }.get()
    }

    /// `GET /api/auth/me` (the passcode fields).
    public func currentUser(account: String) async throws -> CurrentUserPasscodeState {
        guard let record = try await database.read(account: account) else {
            return CurrentUserPasscodeState(hasPasscode: false, passcodeEnabled: false, passcodeTimeoutMinutes: nil)
        }
        return CurrentUserPasscodeState(
            hasPasscode: record.passcodeHash != nil, passcodeEnabled: record.enabled,
            passcodeTimeoutMinutes: record.timeoutMinutes)
    }

    // MARK: Helpers

    static let tooManyFailures = PasscodeServerError(
        status: .tooManyRequests, message: "Too many failed attempts. Reset your passcode.")

    static func validate(_ text: String, field: String) throws(PasscodeServerError) -> Passcode {
        do {
            return try Passcode(text)
        } catch {
            throw .badRequest("\(field) must be exactly 6 digits")
        }
    }

    static func holds(_ passcode: String, _ record: AccountRecord) -> Bool {
        guard let salt = record.passcodeSalt, let hash = record.passcodeHash else { return false }
        return ConstantTime.equal(LegacyPasscodeHash.hash(passcode: passcode, salt: salt), hash)
    }

    static func store(_ passcode: Passcode, in record: inout AccountRecord) {
        var generator = SystemRandomNumberGenerator()
        let salt = Hex.encode((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        record.passcodeSalt = salt
        record.passcodeHash = LegacyPasscodeHash.hash(passcode: passcode.digits, salt: salt)
    }

    static func digest(_ code: String) -> String { Hex.encode(SHA256.hash(data: Array(code.utf8))) }

    static func sixDigits(_ value: UInt32) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}
