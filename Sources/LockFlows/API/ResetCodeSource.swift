import LockCore

/// Where reset codes come from: the system CSPRNG (a server's, and a backend's by default), or a fixed sequence
/// so that a simulated session replays exactly (a harness setting, never a server's).
public struct ResetCodeSource: RandomNumberGenerator, Sendable, Hashable {
    /// The fixed sequence, when replayable; nil for the system CSPRNG.
    public var replayable: SplitMix64?

    /// Codes from `replayable` when given, else from the system CSPRNG.
    public init(replayable: SplitMix64? = nil) { self.replayable = replayable }

    public mutating func next() -> UInt64 {
        if var seeded = replayable {
            defer { replayable = seeded }
            return seeded.next()
        }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }
}
