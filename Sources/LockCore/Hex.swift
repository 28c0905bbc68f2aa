/// Lowercase hexadecimal encoding and decoding.
public enum Hex {
    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Lowercase hex of `bytes`.
    public static func encode<S: Collection<UInt8>>(_ bytes: S) -> String {
        // Written straight into the string's storage: one allocation, not an array and a string.
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            var index = 0
            for byte in bytes {
                out[index] = digits[Int(byte >> 4)]
                out[index + 1] = digits[Int(byte & 0x0f)]
                index += 2
            }
            return index
        }
    }

    /// Lowercase hex of `byteCount` random bytes from `generator` (salts, tokens, ids).
    /// The system CSPRNG fills all the bytes in one system call; another generator gives whole 64-bit words.
    public static func random(byteCount: Int, using generator: inout some RandomNumberGenerator) -> String {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        if generator is SystemRandomNumberGenerator {
            bytes.withUnsafeMutableBytes(SystemRandomBytes.fill)
            return encode(bytes)
        }
        var index = 0
        while index < byteCount {
            let word = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where index < byteCount {
                bytes[index] = UInt8(truncatingIfNeeded: word >> UInt64(shift))
                index += 1
            }
        }
        return encode(bytes)
    }

    /// Lowercase hex of `byteCount` random bytes from the system CSPRNG.
    public static func random(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return random(byteCount: byteCount, using: &generator)
    }

    /// Bytes of a hex string, or `nil` if it has an odd length or a non-hex character.
    public static func decode(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = value(utf8[index]), let low = value(utf8[index + 1]) else { return nil }
            out.append(high << 4 | low)
            index += 2
        }
        return out
    }

    private static func value(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return nil
        }
    }
}
