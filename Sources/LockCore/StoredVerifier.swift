/// What is kept on the device to check a passcode offline: algorithm, salt and hex hash.
public struct StoredVerifier: Sendable, Hashable, Codable {
    /// How ``hash`` was derived.
    public var algorithm: PasscodeVerifier
    /// The salt, as the server or ``PasscodeVerifier/makeVerifier(for:)`` produced it.
    public var salt: String
    /// The lowercase hex verifier.
    public var hash: String

    /// A stored verifier from its parts.
    public init(algorithm: PasscodeVerifier, salt: String, hash: String) {
        self.algorithm = algorithm
        self.salt = salt
        self.hash = hash
    }

    /// Whether `candidate` derives to ``hash``, compared in constant time and regardless of the case of ASCII
    /// letters (a server may send its hex in capitals).
    ///
    /// Any string is accepted (the seed compares whatever was typed); a derivation error counts as no match.
    public func matches(_ candidate: String) -> Bool {
        guard let derived = try? algorithm.derive(passcode: candidate, salt: salt) else { return false }
        return matches(derived: derived)
    }

    /// Whether `derived` (a candidate's hex output under this verifier's algorithm and salt) is ``hash``, compared
    /// in constant time and regardless of the case of ASCII letters.
    func matches(derived: String) -> Bool { ConstantTime.equalIgnoringASCIICase(derived.utf8, hash.utf8) }
}
