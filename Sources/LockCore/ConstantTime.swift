/// Comparison whose running time depends only on the lengths of its inputs.
public enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes, without exiting early on the first difference.
    public static func equal<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        bytesEqual(a, b, lowering: false)
    }

    /// Whether `a` and `b` hold the same bytes once ASCII capitals are lowered, without exiting early on the first
    /// difference (each byte is lowered without a branch).
    public static func equalIgnoringASCIICase<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        bytesEqual(a, b, lowering: true)
    }

    /// Whether two strings hold the same UTF-8 bytes, compared in constant time.
    public static func equal(_ a: String, _ b: String) -> Bool {
        equal(a.utf8, b.utf8)
    }

    /// The comparison, over the bytes where they lie (a native string's UTF-8, an array), else over copies.
    private static func bytesEqual<A: Collection<UInt8>, B: Collection<UInt8>>(
        _ a: A, _ b: B, lowering: Bool
    ) -> Bool {
        let inPlace = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in bytesEqual(buffer: a, b, lowering: lowering) }
        }
        if let inPlace, let inPlace { return inPlace }
        return Array(a).withUnsafeBufferPointer { a in
            Array(b).withUnsafeBufferPointer { b in bytesEqual(buffer: a, b, lowering: lowering) }
        }
    }

    private static func bytesEqual(
        buffer a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, lowering: Bool
    ) -> Bool {
        var difference = UInt8(truncatingIfNeeded: a.count ^ b.count)
        if a.count != b.count { difference |= 1 }
        for index in 0..<min(a.count, b.count) {
            difference |= lowering ? lowered(a[index]) ^ lowered(b[index]) : a[index] ^ b[index]
        }
        return difference == 0
    }

    /// `byte` with an ASCII capital lowered: 0x20 added exactly when `byte` is in `A...Z`, computed without a branch.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        let isCapital =
            UInt8(truncatingIfNeeded: (UInt16(byte) &- 0x41) &>> 15 ^ 1)  // byte >= 0x41
            & UInt8(truncatingIfNeeded: (UInt16(byte) &- 0x5B) &>> 15)  // byte < 0x5B
        return byte | (isCapital << 5)
    }
}
