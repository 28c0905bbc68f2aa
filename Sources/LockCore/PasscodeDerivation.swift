import Synchronization

/// How a passcode service makes and checks its stored verifiers: where new salts come from, and whether a costly
/// derivation already done in this process is looked up instead of done again.
///
/// A `PasscodeService` made without one uses ``system``: a fresh salt from the system CSPRNG for each verifier,
/// every derivation done in full. The harness's sessions (scenario cases, live sessions, the explorer) use
/// ``simulated(seed:memo:)``: the simulated device draws its salts from a seeded generator, so a run repeats exactly,
/// and the derivations of a slow KDF (the hardened policy's PBKDF2 at 600,000 rounds costs a tenth of a second or
/// more, and a case may check the same passcode many times) are shared through ``PasscodeDerivationMemo/process``.
/// The verifiers are the ones the KDF derives: the memo holds its outputs, it never stands in for them.
///
/// ```swift
/// let derivation = PasscodeDerivation.simulated()
/// let verifier = try derivation.makeVerifier(.owaspPBKDF2, for: Passcode("482916"))   // derived once
/// derivation.matches(verifier, "482916")   // true, looked up in the memo
/// ```
public struct PasscodeDerivation: Sendable {
    /// Where new salts come from: the system CSPRNG, or a seeded sequence shared by the copies of this value.
    private let seededSalts: SeededSalts?
    /// Derivations already done, or `nil` to derive every time.
    private let memo: PasscodeDerivationMemo?

    /// System salts, every derivation done in full: what an app does.
    public static let system = PasscodeDerivation(seededSalts: nil, memo: nil)

    /// Salts from a generator seeded with `seed` (each value made by this call has its own sequence), and costly
    /// derivations shared through `memo`: what a simulated device in a scenario case does.
    public static func simulated(seed: UInt64 = 0, memo: PasscodeDerivationMemo = .process) -> PasscodeDerivation {
        PasscodeDerivation(seededSalts: SeededSalts(seed: seed), memo: memo)
    }

    /// A copy whose salts go on from where this one's are now, independently of it (the memo is shared): what a
    /// session started from another's start-up uses, so it draws the salts the other would have drawn next.
    public func fork() -> PasscodeDerivation {
        PasscodeDerivation(seededSalts: seededSalts?.fork(), memo: memo)
    }

    /// A new stored verifier for `passcode` under `algorithm`, with a fresh 16-byte salt.
    public func makeVerifier(_ algorithm: PasscodeVerifier, for passcode: Passcode) throws -> StoredVerifier {
        let salt = seededSalts?.next() ?? Hex.random(byteCount: 16)
        return StoredVerifier(
            algorithm: algorithm, salt: salt, hash: try derive(algorithm, passcode: passcode.digits, salt: salt))
    }

    /// Whether `candidate` derives to `verifier`'s hash (``StoredVerifier/matches(_:)``, through the memo).
    public func matches(_ verifier: StoredVerifier, _ candidate: String) -> Bool {
        guard let derived = try? derive(verifier.algorithm, passcode: candidate, salt: verifier.salt) else {
            return false
        }
        return verifier.matches(derived: derived)
    }

    /// `algorithm`'s hex output for `passcode` under `salt`; the seed's SHA-256 is never memoised (cheaper than a
    /// lookup).
    func derive(_ algorithm: PasscodeVerifier, passcode: String, salt: String) throws -> String {
        guard let memo, algorithm != .legacySHA256 else { return try algorithm.derive(passcode: passcode, salt: salt) }
        return try memo.derived(algorithm, passcode: passcode, salt: salt)
    }
}

/// A seeded salt sequence shared by the copies of one ``PasscodeDerivation``.
private final class SeededSalts: Sendable {
    private let generator: Mutex<SplitMix64>

    init(seed: UInt64) { generator = Mutex(SplitMix64(seed: seed)) }

    private init(generator: SplitMix64) { self.generator = Mutex(generator) }

    /// A sequence that goes on from this one's current place.
    func fork() -> SeededSalts { SeededSalts(generator: generator.withLock { $0 }) }

    /// The next 16-byte salt, in hex.
    func next() -> String { generator.withLock { Hex.random(byteCount: 16, using: &$0) } }
}
