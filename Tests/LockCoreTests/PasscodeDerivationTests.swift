import LockCore
import Testing

/// How a simulated device makes and checks verifiers (``PasscodeDerivation``): seeded salts, the KDF's own output
/// shared through a bounded memo; and an app's (``PasscodeDerivation/system``): random salts, nothing kept.
struct PasscodeDerivationTests {
    let cheapKDF = PasscodeVerifier.pbkdf2SHA256(rounds: 10)

    @Test func aSimulatedDeviceStoresWhatTheKDFDerivesUnderSaltsThatRepeatFromRunToRun() throws {
        let passcode = try Passcode("482916")
        let first = PasscodeDerivation.simulated(memo: PasscodeDerivationMemo(capacity: 16))
        let again = PasscodeDerivation.simulated(memo: PasscodeDerivationMemo(capacity: 16))
        let verifiers = try (0..<3).map { _ in try first.makeVerifier(cheapKDF, for: passcode) }
        let replayed = try (0..<3).map { _ in try again.makeVerifier(cheapKDF, for: passcode) }
        #expect(verifiers == replayed)
        #expect(Set(verifiers.map(\.salt)).count == 3, "each verifier has its own salt")
        for verifier in verifiers {
            #expect(verifier.salt.count == 32)
            #expect(verifier.algorithm == cheapKDF)
            #expect(verifier.hash == (try cheapKDF.derive(passcode: "482916", salt: verifier.salt)))
        }
        let otherSeed = try PasscodeDerivation.simulated(seed: 1).makeVerifier(cheapKDF, for: passcode)
        #expect(otherSeed.salt != verifiers[0].salt)
    }

    @Test func aPasscodeCheckedAgainUnderTheSameSaltIsDerivedOnce() throws {
        let memo = PasscodeDerivationMemo(capacity: 16)
        let derivation = PasscodeDerivation.simulated(memo: memo)
        let verifier = try derivation.makeVerifier(cheapKDF, for: Passcode("482916"))
        #expect(memo.count == 1)
        for _ in 0..<3 {
            #expect(derivation.matches(verifier, "482916"))
            #expect(!derivation.matches(verifier, "000000"))
        }
        #expect(memo.count == 2, "the right passcode was kept when the verifier was made; the wrong one once")
        // Another algorithm or salt is another derivation, never a hit.
        let stronger = StoredVerifier(
            algorithm: .pbkdf2SHA256(rounds: 11), salt: verifier.salt,
            hash: try PasscodeVerifier.pbkdf2SHA256(rounds: 11).derive(passcode: "482916", salt: verifier.salt))
        #expect(derivation.matches(stronger, "482916"))
        #expect(!derivation.matches(stronger, "000000"))
        #expect(memo.count == 4)
    }

    @Test func theSeedsHashIsNeverKeptAndMatchesAsStoredVerifierDoes() throws {
        let memo = PasscodeDerivationMemo(capacity: 16)
        let derivation = PasscodeDerivation.simulated(memo: memo)
        let verifier = StoredVerifier(
            algorithm: .legacySHA256, salt: "abc",
            hash: "931145D4DDD1811BE545E4AC88A81F1FDBFAF0779C437EFBA16B884595274D11")
        #expect(derivation.matches(verifier, "123456"))
        #expect(!derivation.matches(verifier, "123457"))
        #expect(verifier.matches("123456"))
        #expect(memo.count == 0)
    }

    @Test func theMemoHoldsAtMostItsCapacityAndKeepsTheNewest() throws {
        let memo = PasscodeDerivationMemo(capacity: 4)
        let derivation = PasscodeDerivation.simulated(memo: memo)
        let verifier = try derivation.makeVerifier(cheapKDF, for: Passcode("482916"))
        for candidate in ["111111", "222222", "333333", "444444", "555555"] {
            #expect(!derivation.matches(verifier, candidate))
            #expect(memo.count <= 4)
        }
        #expect(memo.count >= 2)
        #expect(derivation.matches(verifier, "482916"), "a dropped derivation is derived again, not lost")
    }

    @Test func aForkDrawsTheSaltsTheOriginalWouldHaveDrawnNext() throws {
        let passcode = try Passcode("482916")
        let original = PasscodeDerivation.simulated(memo: PasscodeDerivationMemo(capacity: 16))
        _ = try original.makeVerifier(cheapKDF, for: passcode)
        let fork = original.fork()
        let fromFork = try fork.makeVerifier(cheapKDF, for: passcode)
        let fromOriginal = try original.makeVerifier(cheapKDF, for: passcode)
        #expect(fromFork == fromOriginal)
        #expect(try fork.makeVerifier(cheapKDF, for: passcode) == (try original.makeVerifier(cheapKDF, for: passcode)))
    }

    @Test func anAppDrawsEverySaltFromTheSystem() throws {
        let passcode = try Passcode("482916")
        let first = try PasscodeDerivation.system.makeVerifier(cheapKDF, for: passcode)
        let second = try PasscodeDerivation.system.makeVerifier(cheapKDF, for: passcode)
        #expect(first.salt != second.salt)
        #expect(PasscodeDerivation.system.matches(first, "482916"))
        #expect(!PasscodeDerivation.system.matches(second, "482917"))
    }
}
