import LockCore

/// Everything the passcode server keeps about one account: the seed's salted SHA-256 verifier, the lock
/// settings, the consecutive wrong-passcode count, the pending reset code and the reset rate limits' windows.
///
/// ``PasscodeServerRules`` reads and changes it; a backend only stores it (an actor's property in
/// ``InProcessPasscodeBackend``, two SQLite rows in the reference server). A fresh value is an account that has
/// never set a passcode.
public struct PasscodeServerAccount: Sendable, Hashable {
    /// The seed's `SHA256(salt + passcode)`, hex; nil until a passcode is set.
    public var passcodeHash: String?
    /// The salt for ``passcodeHash``, hex.
    public var passcodeSalt: String?
    /// Whether the lock is turned on.
    public var enabled: Bool
    /// The timeout in minutes, once the user has chosen one.
    public var timeoutMinutes: Int?
    /// Consecutive wrong passcodes (verify and change), the count the guess cap applies to.
    public var consecutiveFailures: Int
    /// The live reset code, if any; a new request replaces it.
    public var resetCode: PendingResetCode?
    /// Reset-code requests in the current window (``PasscodeServerRules/resetRequestLimit``).
    public var resetRequests: RateWindow
    /// Wrong reset codes, across codes, in the current window (``PasscodeServerRules/wrongResetCodeLimit``).
    public var wrongResetCodes: RateWindow

    /// An account from its parts; the defaults are an account that has never set a passcode.
    public init(
        passcodeHash: String? = nil, passcodeSalt: String? = nil, enabled: Bool = false, timeoutMinutes: Int? = nil,
        consecutiveFailures: Int = 0, resetCode: PendingResetCode? = nil, resetRequests: RateWindow = RateWindow(),
        wrongResetCodes: RateWindow = RateWindow()
    ) {
        self.passcodeHash = passcodeHash
        self.passcodeSalt = passcodeSalt
        self.enabled = enabled
        self.timeoutMinutes = timeoutMinutes
        self.consecutiveFailures = consecutiveFailures
        self.resetCode = resetCode
        self.resetRequests = resetRequests
        self.wrongResetCodes = wrongResetCodes
    }

    /// Whether a passcode is set.
    public var hasPasscode: Bool { passcodeHash != nil }

    /// Whether `passcode` is the one stored (constant time in the hash).
    public func holds(_ passcode: String) -> Bool {
        guard let passcodeSalt, let passcodeHash else { return false }
        return ConstantTime.equal(LegacyPasscodeHash.hash(passcode: passcode, salt: passcodeSalt), passcodeHash)
    }

    /// Stores the seed's verifier for `passcode` under a fresh 16-byte salt from the system CSPRNG.
    ///
    /// Takes the passcode as typed: the rules validate it first; test setup may store anything.
    public mutating func storeVerifier(for passcode: String) {
        var generator = SystemRandomNumberGenerator()
        let salt = Hex.random(byteCount: 16, using: &generator)
        passcodeSalt = salt
        passcodeHash = LegacyPasscodeHash.hash(passcode: passcode, salt: salt)
    }
}
