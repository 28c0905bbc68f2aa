import Crypto
import Foundation
import LockCore
import Testing

struct SecureStoreTests {
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "lockharness-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func stores(in directory: String) -> [any SecureStore] {
        [
            InMemorySecureStore(),
            EncryptedFileSecureStore(path: directory + "/store", key: SymmetricKey(size: .bits256)),
        ]
    }

    @Test func seedKeychainOperationsRoundTripInEveryStore() throws {
        for store in Self.stores(in: try Self.temporaryDirectory()) {
            try store.setPasscodeHash("h")
            try store.setPasscodeSalt("s")
            try store.setBiometricEnabled(true)
            try store.setPasscodeTimeout(5)
            #expect(try store.passcodeHash() == "h")
            #expect(try store.passcodeSalt() == "s")
            #expect(try store.isBiometricEnabled())
            #expect(try store.passcodeTimeout() == 5)
            #expect(try store.string(for: .biometricEnabled) == "1")
            try store.setBiometricEnabled(false)
            #expect(try store.string(for: .biometricEnabled) == "0")
        }
    }

    @Test func clearPasscodeDataKeepsSessionTokensAndClearAllRemovesThem() throws {
        for store in Self.stores(in: try Self.temporaryDirectory()) {
            try store.setVerifier(try PasscodeVerifier.legacySHA256.makeVerifier(for: try Passcode("482916")))
            try store.setBiometricEnabled(true)
            try store.setPasscodeTimeout(15)
            try store.set("token", for: .staffToken)
            try store.clearPasscodeData()
            #expect(try store.verifier() == nil)
            #expect(try store.passcodeTimeout() == nil)
            #expect(try !store.isBiometricEnabled())
            #expect(try store.string(for: .staffToken) == "token")
            try store.clearAll()
            #expect(try store.contents().isEmpty)
        }
    }

    @Test func verifierWithoutAlgorithmIsTheSeedHash() throws {
        let store = InMemorySecureStore()
        try store.setPasscodeHash(LegacyPasscodeHash.hash(passcode: "482916", salt: "abc"))
        try store.setPasscodeSalt("abc")
        let verifier = try #require(try store.verifier())
        #expect(verifier.algorithm == .legacySHA256)
        #expect(verifier.matches("482916"))
    }

    @Test func fileStoreSurvivesARestartWithMode0600() throws {
        let directory = try Self.temporaryDirectory()
        let key = try EncryptedFileSecureStore.loadOrCreateKey(at: directory + "/key")
        let verifier = try PasscodeVerifier.pbkdf2SHA256(rounds: 1000).makeVerifier(for: try Passcode("482916"))
        do {
            let store = EncryptedFileSecureStore(path: directory + "/store", key: key)
            try store.setVerifier(verifier)
            try store.setPasscodeTimeout(30)
        }
        let reopened = EncryptedFileSecureStore(
            path: directory + "/store", key: try EncryptedFileSecureStore.loadOrCreateKey(at: directory + "/key"))
        #expect(try reopened.verifier() == verifier)
        #expect(try reopened.passcodeTimeout() == 30)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/store")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let keyAttributes = try FileManager.default.attributesOfItem(atPath: directory + "/key")
        #expect((keyAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["key", "store"])
    }

    @Test func fileContentsAreEncrypted() throws {
        let directory = try Self.temporaryDirectory()
        let store = EncryptedFileSecureStore(path: directory + "/store", key: SymmetricKey(size: .bits256))
        try store.setPasscodeSalt("very-recognisable-salt")
        let raw = try Data(contentsOf: URL(fileURLWithPath: directory + "/store"))
        #expect(raw.prefix(5) == Data("LHSS1".utf8))
        #expect(String(decoding: raw, as: UTF8.self).contains("very-recognisable-salt") == false)
    }

    @Test func corruptFileIsReportedAndLeftUntouched() throws {
        let directory = try Self.temporaryDirectory()
        let path = directory + "/store"
        let store = EncryptedFileSecureStore(path: path, key: SymmetricKey(size: .bits256))
        try store.setPasscodeHash("h")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 3] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: SecureStoreError.self) { try store.passcodeHash() }
        #expect(throws: SecureStoreError.self) { try store.setPasscodeSalt("s") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the corrupt file must not be replaced")
    }

    @Test func wrongKeyAndTruncatedFilesAreCorruptNotEmpty() throws {
        let directory = try Self.temporaryDirectory()
        let path = directory + "/store"
        try EncryptedFileSecureStore(path: path, key: SymmetricKey(size: .bits256)).setPasscodeHash("h")
        let other = EncryptedFileSecureStore(path: path, key: SymmetricKey(size: .bits256))
        #expect {
            try other.contents()
        } throws: { error in
            "\(error)".contains("authentication failed")
        }
        try Data("LH".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try other.contents()
        } throws: { error in
            "\(error)".contains("missing LHSS1 header")
        }
    }

    @Test func failedUpdateStoresNothing() throws {
        struct Abort: Error {}
        let directory = try Self.temporaryDirectory()
        for store in Self.stores(in: directory) {
            try store.setPasscodeHash("before")
            #expect(throws: Abort.self) {
                try store.update { contents in
                    contents[.passcodeHash] = "after"
                    throw Abort()
                }
            }
            #expect(try store.passcodeHash() == "before")
        }
    }

    @Test func badKeyFileIsRefused() throws {
        let directory = try Self.temporaryDirectory()
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory + "/key"))
        #expect(throws: SecureStoreError.badKey(path: directory + "/key", reason: "3 bytes, expected 32")) {
            try EncryptedFileSecureStore.loadOrCreateKey(at: directory + "/key")
        }
    }

    @Test func attemptStatePersists() throws {
        let store = InMemorySecureStore()
        var state = PasscodeAttemptState()
        _ = state.recordFailure(at: .virtualStart, schedule: .iOSLike, hardLimit: 10)
        try store.setPasscodeAttempts(state)
        #expect(try store.passcodeAttempts() == state)
        try store.set("{not json", for: .passcodeAttempts)
        #expect(throws: SecureStoreError.self) { try store.passcodeAttempts() }
    }
}
