/// A USB device appearing or disappearing, as the udev monitor reports it.
public struct HotplugEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Action: String, Sendable, Hashable, Codable {
        /// The device was plugged in.
        case added
        /// The device was unplugged.
        case removed
        /// The device changed (driver bound, attributes updated).
        case changed
    }

    /// What happened.
    public var action: Action
    /// The device, classified (on `removed`, rebuilt from the event's properties or the monitor's cache).
    public var device: FingerprintReader
    /// When the monitor read the event, in nanoseconds of the monotonic clock (for latency measurements).
    public var receivedAtNanoseconds: UInt64

    /// An event from its parts.
    public init(action: Action, device: FingerprintReader, receivedAtNanoseconds: UInt64) {
        self.action = action
        self.device = device
        self.receivedAtNanoseconds = receivedAtNanoseconds
    }

    /// `removed 27c6:5840 Goodix ... — supported (goodixmoc) at /sys/...`.
    public var description: String { "\(action.rawValue) \(device)" }
}
