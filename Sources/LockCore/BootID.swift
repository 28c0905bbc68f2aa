/// Identifies one boot of the device; monotonic instants from different boots are not comparable.
///
/// On Linux the live value is `/proc/sys/kernel/random/boot_id`.
public struct BootID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identifier text.
    public var rawValue: String

    /// A boot identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The `n`th virtual boot.
    public static func virtual(_ n: Int) -> BootID { BootID("virtual-boot-\(n)") }

    public var description: String { rawValue }
}
