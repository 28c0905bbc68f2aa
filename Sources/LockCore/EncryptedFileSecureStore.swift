import Crypto
import Foundation
import Synchronization

/// A secure store kept in one AES-256-GCM encrypted file, for sessions that must survive a restart.
///
/// - Every change rewrites the whole file atomically (new file, `fsync`, `rename`), mode 0600.
/// - A file that cannot be decrypted or decoded is reported as ``SecureStoreError/corruptFile(path:reason:)``
///   and left as it is; the store never replaces it with an empty one.
/// - The key is supplied by the caller; ``loadOrCreateKey(at:)`` keeps one in a 0600 key file, which
///   stands in for the Keychain's device-bound key (it protects against copying the store file alone).
///
/// File layout: the 5 bytes `LHSS1`, then the AES-GCM combined box (nonce, ciphertext, tag) of a
/// JSON object mapping key names to values. The magic is authenticated as associated data.
public final class EncryptedFileSecureStore: SecureStore {
    /// Where the store lives.
    public let path: String
    private let keyBytes: [UInt8]
    private let lock = Mutex(())
    private static let magic: [UInt8] = Array("LHSS1".utf8)

    /// A store at `path` encrypted with `key` (256 bits). The file is created on the first write.
    public init(path: String, key: SymmetricKey) {
        self.path = path
        self.keyBytes = key.withUnsafeBytes { Array($0) }
    }

    public func contents() throws -> [SecureStoreKey: String] {
        try lock.withLock { _ in try load() }
    }

    public func update(_ change: (inout [SecureStoreKey: String]) throws -> Void) throws {
        try lock.withLock { _ in
            var contents = try load()
            try change(&contents)
            try save(contents)
        }
    }

    private func load() throws -> [SecureStoreKey: String] {
        guard let bytes = try AtomicFile.read(path) else { return [:] }
        guard bytes.count > Self.magic.count, Array(bytes.prefix(Self.magic.count)) == Self.magic else {
            throw SecureStoreError.corruptFile(path: path, reason: "missing LHSS1 header")
        }
        let plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: Data(bytes.dropFirst(Self.magic.count)))
            plaintext = try AES.GCM.open(box, using: SymmetricKey(data: keyBytes), authenticating: Self.magic)
        } catch {
            throw SecureStoreError.corruptFile(path: path, reason: "authentication failed: wrong key or altered file")
        }
        do {
            let decoded = try JSONDecoder().decode([String: String].self, from: plaintext)
            return Dictionary(uniqueKeysWithValues: decoded.map { (SecureStoreKey($0.key), $0.value) })
        } catch {
            throw SecureStoreError.corruptFile(path: path, reason: "contents are not a JSON object of strings")
        }
    }

    private func save(_ contents: [SecureStoreKey: String]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plaintext = try encoder.encode(
            Dictionary(uniqueKeysWithValues: contents.map { ($0.key.rawValue, $0.value) }))
        let box = try AES.GCM.seal(plaintext, using: SymmetricKey(data: keyBytes), authenticating: Self.magic)
        guard let combined = box.combined else {
            throw SecureStoreError.corruptFile(path: path, reason: "could not encode the sealed box")
        }
        try AtomicFile.write(Self.magic + Array(combined), to: path)
    }

    /// Reads a 32-byte key from `path`, or creates one (mode 0600) from the system CSPRNG.
    public static func loadOrCreateKey(at path: String) throws -> SymmetricKey {
        if let bytes = try AtomicFile.read(path) {
            guard bytes.count == 32 else {
                throw SecureStoreError.badKey(path: path, reason: "\(bytes.count) bytes, expected 32")
            }
            return SymmetricKey(data: bytes)
        }
        let key = SymmetricKey(size: .bits256)
        try AtomicFile.write(key.withUnsafeBytes { Array($0) }, to: path)
        return key
    }
}
