import LockCore
import Testing

struct VerifierTests {
    /// Vectors computed independently with Python:
    /// `hashlib.sha256((passcode + salt).encode()).hexdigest()`.
    @Test(arguments: [
        ("123456", "abc", "931145d4ddd1811be545e4ac88a81f1fdbfaf0779c437efba16b884595274d11"),
        ("000000", "9f86d081884c7d65", "0a5e8f4f64e9efb4ab4553e17596df4baca403dccb85b2f4c68f4db728409224"),
        ("482916", "s@lt-é", "4da0f93fa4c7d5fc72362a5995a781786d8a961222d323e5839613eb511ec1e3"),
    ])
    func legacyHashMatchesTheSeedBitForBit(passcode: String, salt: String, expected: String) {
        #expect(LegacyPasscodeHash.hash(passcode: passcode, salt: salt) == expected)
    }

    /// Python: `hashlib.pbkdf2_hmac('sha256', b'482916', b'salt', 1000).hex()`.
    @Test func pbkdf2MatchesAnIndependentImplementation() throws {
        let hash = try PasscodeVerifier.pbkdf2SHA256(rounds: 1000).derive(passcode: "482916", salt: "salt")
        #expect(hash == "3acb357d00abe6fd9ac9e79b514c7e0bb2e0903b330514857930605da4b661a0")
    }

    /// Empty input is read in place too (an empty string's UTF-8 buffer). Python:
    /// `hashlib.pbkdf2_hmac('sha256', b'', b'', 10).hex()`, `hashlib.pbkdf2_hmac('sha256', b'', b'salt', 10).hex()`
    /// and `hashlib.scrypt(b'', salt=b'', n=16, r=1, p=1, dklen=32).hex()`.
    @Test func derivationsTakeAnEmptyPasscodeAndSalt() throws {
        let verifier = PasscodeVerifier.pbkdf2SHA256(rounds: 10)
        #expect(
            try verifier.derive(passcode: "", salt: "")
                == "a5df20564767ac09d2639ffb66dd49d90e53ce38a6fdc48652b84913fcfb8ac7")
        #expect(
            try verifier.derive(passcode: "", salt: "salt")
                == "4c9d748ae0f9043b42a414cc80500da37a3ed69977ca443c31516f585f6449c5")
        #expect(
            try PasscodeVerifier.scrypt(logN: 4, blockSize: 1, parallelism: 1).derive(passcode: "", salt: "")
                == "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442")
    }

    /// Python: `hashlib.scrypt(b'482916', salt=b'salt', n=16, r=1, p=1, dklen=32).hex()`.
    @Test func scryptMatchesAnIndependentImplementation() throws {
        let hash = try PasscodeVerifier.scrypt(logN: 4, blockSize: 1, parallelism: 1).derive(
            passcode: "482916", salt: "salt")
        #expect(hash == "b53ad4dcf86377374bc7501f3a464b5434896eee3c320bb8fb820117bb1decd9")
    }

    @Test(arguments: [
        PasscodeVerifier.legacySHA256, .pbkdf2SHA256(rounds: 1000), .scrypt(logN: 4, blockSize: 1, parallelism: 1),
    ])
    func storedVerifierAcceptsOnlyThePasscode(algorithm: PasscodeVerifier) throws {
        let verifier = try algorithm.makeVerifier(for: try Passcode("482916"))
        #expect(verifier.salt.count == 32)
        #expect(verifier.matches("482916"))
        #expect(!verifier.matches("482917"))
        #expect(!verifier.matches(""))
    }

    @Test func saltsAreFreshPerVerifier() throws {
        let passcode = try Passcode("482916")
        let a = try PasscodeVerifier.legacySHA256.makeVerifier(for: passcode)
        let b = try PasscodeVerifier.legacySHA256.makeVerifier(for: passcode)
        #expect(a.salt != b.salt)
        #expect(a.hash != b.hash)
    }

    @Test func uppercaseServerHashesStillMatch() {
        let hash = LegacyPasscodeHash.hash(passcode: "123456", salt: "abc").uppercased()
        #expect(StoredVerifier(algorithm: .legacySHA256, salt: "abc", hash: hash).matches("123456"))
    }

    @Test func constantTimeEqualityComparesEveryByte() {
        #expect(ConstantTime.equal("abcdef", "abcdef"))
        #expect(!ConstantTime.equal("abcdef", "abcdeg"))
        #expect(!ConstantTime.equal("abcdef", "abcde"))
        #expect(!ConstantTime.equal("", "a"))
        #expect(ConstantTime.equal("", ""))
    }

    @Test func caseInsensitiveEqualityLowersExactlyTheASCIICapitals() {
        // Every pair of bytes, against lowering done the plain way.
        func lowered(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
        for x in UInt8.min...UInt8.max {
            for y in UInt8.min...UInt8.max {
                #expect(ConstantTime.equalIgnoringASCIICase([x], [y]) == (lowered(x) == lowered(y)))
            }
        }
        #expect(ConstantTime.equalIgnoringASCIICase(Array("0a9F".utf8), Array("0A9f".utf8)))
        #expect(!ConstantTime.equalIgnoringASCIICase(Array("0a9F".utf8), Array("0a9".utf8)))
        #expect(!ConstantTime.equalIgnoringASCIICase(Array("@".utf8), Array("`".utf8)))
    }

    @Test(arguments: [
        (PasscodeVerifier.pbkdf2SHA256(rounds: 0), "verifier.rounds"),
        (.pbkdf2SHA256(rounds: -5), "verifier.rounds"),
        (.scrypt(logN: 40, blockSize: 8, parallelism: 1), "verifier.logN"),
        (.scrypt(logN: 10, blockSize: 0, parallelism: 1), "verifier.blockSize"),
    ])
    func outOfRangeCostsAreRefusedNamingTheField(algorithm: PasscodeVerifier, field: String) {
        #expect {
            try algorithm.validate()
        } throws: { error in
            (error as? LockConfigurationError)?.field == field
        }
        #expect(!StoredVerifier(algorithm: algorithm, salt: "s", hash: "00").matches("123456"))
    }

    @Test func hexRoundTrips() {
        let bytes: [UInt8] = [0, 1, 0xab, 0xff]
        #expect(Hex.encode(bytes) == "0001abff")
        #expect(Hex.decode("0001ABff") == bytes)
        #expect(Hex.decode("abc") == nil)
        #expect(Hex.decode("zz") == nil)
    }

    @Test func randomHexTakesWholeWordsFromAGeneratorAndAnyLengthFromTheSystem() {
        // A seeded generator: its words' bytes, least significant first, cut to the length asked for.
        var seeded = SplitMix64(seed: 7)
        var words = SplitMix64(seed: 7)
        let first = words.next()
        let second = words.next()
        var expected: [UInt8] = []
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            expected.append(UInt8(truncatingIfNeeded: first >> shift))
        }
        for shift in stride(from: UInt64(0), to: 24, by: 8) {
            expected.append(UInt8(truncatingIfNeeded: second >> shift))
        }
        #expect(Hex.random(byteCount: 11, using: &seeded) == Hex.encode(expected))
        // The system CSPRNG (one call for all bytes): the length asked for, and two draws differ.
        for count in [1, 7, 16, 33] {
            let drawn = Hex.random(byteCount: count)
            #expect(drawn.count == count * 2)
            #expect(Hex.decode(drawn)?.count == count)
        }
        #expect(Hex.random(byteCount: 16) != Hex.random(byteCount: 16))
    }
}
