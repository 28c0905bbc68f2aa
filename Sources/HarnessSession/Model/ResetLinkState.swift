/// What the reset-password screen shows about its link, as the `link` field names it: one table for the snapshot
/// and the field's allowed words.
public enum ResetLinkState: String, Sendable, Hashable, CaseIterable {
    /// The link's token is being checked.
    case verifying
    /// The token is good: the form shows.
    case valid
    /// The token was refused.
    case invalid

    /// Every name, in table order.
    public static let names: [String] = allCases.map(\.rawValue)
}
