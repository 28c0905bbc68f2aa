import LockCore

/// The explorer's pseudo-random generator: xoshiro256** seeded through SplitMix64, so one `UInt64` seed gives
/// the same stream on every platform and every run (no global randomness anywhere in the explorer).
///
/// ```swift
/// var random = ExploreRandom(seed: 42)
/// random.next()                  // always the same first value for seed 42
/// random.int(below: 6)           // 0...5
/// random.pick(["a", "b"])        // one element
/// ```
public struct ExploreRandom: RandomNumberGenerator, Sendable, Hashable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose four words of state come from SplitMix64 over `seed`.
    public init(seed: UInt64) {
        var mixer = SplitMix64(seed: seed)
        state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
    }

    /// The next 64 random bits (xoshiro256**).
    public mutating func next() -> UInt64 {
        let result = Self.rotate(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = Self.rotate(state.3, 45)
        return result
    }

    /// A value in `0..<bound` (`bound` must be positive), without modulo bias.
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        let threshold = (0 &- limit) % limit
        while true {
            let value = next()
            if value >= threshold { return Int(value % limit) }
        }
    }

    /// `true` with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { int(below: denominator) < numerator }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(below: items.count)] }

    /// An index chosen with probability proportional to its weight (weights must not all be zero).
    public mutating func weightedIndex(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        var roll = int(below: max(total, 1))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    public static func == (lhs: ExploreRandom, rhs: ExploreRandom) -> Bool {
        lhs.state == rhs.state
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(state.0)
        hasher.combine(state.1)
        hasher.combine(state.2)
        hasher.combine(state.3)
    }

    private static func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
