/// FNV-1a over bytes: a stable, non-cryptographic hash for enrollment states (only equality matters).
enum Fingerprint64 {
    /// 16 hex digits.
    static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
