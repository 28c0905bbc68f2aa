import Foundation
import Synchronization

extension PasscodeVerifier {
    /// The few algorithm texts a process sees, decoded and encoded once: a session checks the verifier on every
    /// passcode entry, and JSON coding cost more than the seed's hash.
    private static let memo = Mutex<(decoded: [String: PasscodeVerifier], encoded: [PasscodeVerifier: String])>(
        ([:], [:]))

    /// The algorithm as the secure store keeps it (JSON, as it always was).
    func storedText() throws -> String {
        if let text = Self.memo.withLock({ $0.encoded[self] }) { return text }
        let text = String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
        Self.memo.withLock { memo in if memo.encoded.count < 64 { memo.encoded[self] = text } }
        return text
    }

    /// The algorithm from the secure store's text.
    ///
    /// - Throws: the decoding error when `text` is not an algorithm.
    init(storedText text: String) throws {
        if let known = Self.memo.withLock({ $0.decoded[text] }) {
            self = known
            return
        }
        self = try JSONDecoder().decode(PasscodeVerifier.self, from: Data(text.utf8))
        let decoded = self
        Self.memo.withLock { memo in if memo.decoded.count < 64 { memo.decoded[text] = decoded } }
    }
}
