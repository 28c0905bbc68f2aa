/// Comparison whose running time depends only on the lengths of its inputs.
public enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes, without exiting early on the first difference.
    public static func equal<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        var difference = UInt8(truncatingIfNeeded: a.count ^ b.count)
        if a.count != b.count { difference |= 1 }
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }

    /// Whether two strings hold the same UTF-8 bytes, compared in constant time.
    public static func equal(_ a: String, _ b: String) -> Bool {
        equal(Array(a.utf8), Array(b.utf8))
    }
}
