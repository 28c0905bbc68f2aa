/// The named policies a session starts from, one row each: `--policy` on every command, `policy:` in a scenario
/// file, and the presets a switch's `seed`/`hardened` cells are checked against. Overrides change a preset's fields
/// afterwards; the policy keeps the preset's name (``LockPolicy/name``).
///
/// ```swift
/// PolicyPreset.named("seed-grace")?.policy.timeoutOverride   // 5 seconds
/// LockPolicy.hardened.preset                                 // .hardened
/// ```
public enum PolicyPreset: String, NamedChoice {
    /// ``LockPolicy/seed``: the seeds' behaviour, exactly.
    case seed
    /// ``LockPolicy/seedGrace``: the seeds with Stage 04's 5-second grace period.
    case seedGrace = "seed-grace"
    /// ``LockPolicy/hardened``: the security requirements, every switch on.
    case hardened

    public static let kind = "policy"

    /// A session without `--policy` or `policy:` runs the seeds.
    public static let defaultChoice = seed

    /// The policy this preset names.
    public var policy: LockPolicy {
        switch self {
        case .seed: .seed
        case .seedGrace: .seedGrace
        case .hardened: .hardened
        }
    }

    public var summary: String {
        switch self {
        case .seed: "the seeds exactly"
        case .seedGrace: "the seeds with a 5-second grace"
        case .hardened: "the security requirements"
        }
    }
}
