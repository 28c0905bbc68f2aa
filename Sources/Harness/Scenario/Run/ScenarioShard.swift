/// One shard of a CI split, `K/N` (1-based): the cases whose stable hash modulo N is K-1.
///
/// Sharding hashes each case's file and id (64-bit FNV-1a, identical on every platform and run; Swift's
/// `hashValue` is randomly seeded per process and would not do) instead of taking its index modulo N, so adding,
/// removing or reordering other cases never moves a case to another shard: its history and timing stay with it.
/// The price is a less even split for small suites; across all N shards every case runs exactly once.
public struct ScenarioShard: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based shard number K.
    public var index: Int
    /// The number of shards N.
    public var count: Int

    /// Creates shard `index` of `count`; throws unless 1 <= index <= count.
    public init(index: Int, count: Int) throws(ScenarioError) {
        guard count >= 1, (1...count).contains(index) else { throw ScenarioError(.invalidShard("\(index)/\(count)")) }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/4`.
    public init(parsing text: String) throws(ScenarioError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ScenarioError(.invalidShard(text))
        }
        do {
            try self.init(index: index, count: count)
        } catch {
            throw ScenarioError(.invalidShard(text))
        }
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether this shard runs `scenarioCase`.
    public func contains(_ scenarioCase: ScenarioCase) -> Bool {
        contains(caseID: scenarioCase.id, file: scenarioCase.file)
    }

    /// Whether this shard runs the case `caseID` of `file`.
    public func contains(caseID: String, file: String) -> Bool {
        Int(Self.stableHash(file + "\u{0}" + caseID) % UInt64(count)) == index - 1
    }

    /// The cases of `cases` that this shard runs, in their original order.
    public func filter(_ cases: [ScenarioCase]) -> [ScenarioCase] {
        cases.filter(contains)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: stable across processes, platforms and Swift versions.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
