import LockCore

/// One shard of a CI split, `K/N` (1-based): the cases whose shard key hashes to K-1 modulo N.
///
/// The key is the scenario's `name` (the document's `name:` field, or its file name without directory and
/// extension when it has none) and the case id, never the path: `Tests/Scenarios/a.yaml`,
/// `/builds/ci-agent-7/Tests/Scenarios/a.yaml` and `./a.yaml` give the same assignment, so agents with different
/// checkout directories, or a shard started with a relative path next to one started with an absolute path, still
/// split one suite between them. The hash is 64-bit FNV-1a over the key's UTF-8 bytes followed by the SplitMix64
/// finalizer (FNV-1a alone leaves the low bits, which `% N` keeps, poorly mixed); it is identical on every
/// platform and run, unlike Swift's per-process seeded `hashValue`.
///
/// A case's shard depends on its own key only, so adding, removing or reordering other cases never moves it:
/// its history and timing stay with it. Across all N shards every case runs exactly once.
///
/// ```swift
/// let shard = try ScenarioShard(parsing: "2/4")
/// shard.contains(caseID: "iphone-15-pro-hardened", scenario: "lock-after-timeout")
/// ```
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
        contains(caseID: scenarioCase.id, scenario: scenarioCase.scenarioName)
    }

    /// Whether this shard runs the case `caseID` of the scenario named `scenario`.
    public func contains(caseID: String, scenario: String) -> Bool {
        Self.shardNumber(caseID: caseID, scenario: scenario, count: count) == index
    }

    /// The cases of `cases` that this shard runs, in their original order.
    public func filter(_ cases: [ScenarioCase]) -> [ScenarioCase] {
        cases.filter(contains)
    }

    /// The 1-based shard of `count` that runs the case `caseID` of the scenario named `scenario`.
    public static func shardNumber(caseID: String, scenario: String, count: Int) -> Int {
        Int(stableHash(scenario + "\u{0}" + caseID) % UInt64(count)) + 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, then the SplitMix64 finalizer: stable across processes, platforms and
    /// Swift versions, and well mixed in every bit.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        var mixer = SplitMix64(seed: hash)
        return mixer.next()
    }
}
