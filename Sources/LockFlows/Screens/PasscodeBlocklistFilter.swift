import LockCore

/// Which new passcodes a screen refuses before calling the API: none (the seeds) or a blocklist.
public struct PasscodeBlocklistFilter: Sendable, Hashable {
    /// The list applied.
    public let blocklist: PasscodeBlocklist

    /// A filter over `blocklist`.
    public init(_ blocklist: PasscodeBlocklist) { self.blocklist = blocklist }

    /// Accept every six-digit passcode.
    public static let none = PasscodeBlocklistFilter(.none)

    /// The filter a policy asks for.
    public static func forPolicy(_ policy: LockPolicy) -> PasscodeBlocklistFilter {
        PasscodeBlocklistFilter(policy.blocklist)
    }

    /// Whether `pin` is refused.
    public func rejects(_ pin: String) -> Bool { blocklist.entries.contains(pin) }
}
