/// The biometric hardware a device profile describes: what kind of sensor, how it is attached, and whether a
/// real reader may stand in for the simulation.
public struct DeviceSensor: Sendable, Hashable, Codable {
    /// The kind of sensor.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// No biometric sensor.
        case none
        /// A TrueDepth camera (Face ID).
        case trueDepthCamera
        /// A Touch ID sensor in the Home or top button.
        case touchIDButton
        /// A fingerprint reader that is not Touch ID (Android, Linux).
        case fingerprintReader

        /// The biometry this sensor kind provides.
        public var biometry: BiometryType {
            switch self {
            case .none: return .none
            case .trueDepthCamera: return .faceID
            case .touchIDButton: return .touchID
            case .fingerprintReader: return .fingerprint
            }
        }
    }

    /// How the sensor is attached.
    public enum Connection: String, Sendable, Hashable, Codable, CaseIterable {
        /// Part of the device.
        case builtIn
        /// An external USB reader, which can be unplugged (`biometryDisconnected`).
        case usb
    }

    /// A real reader that may replace the simulation when the harness is built with support for it.
    public enum RealReader: String, Sendable, Hashable, Codable, CaseIterable {
        /// A libfprint / fprintd reader on Linux.
        case libfprint
    }

    /// The kind of sensor.
    public var kind: Kind
    /// How it is attached.
    public var connection: Connection
    /// A real reader that may stand in for the simulation, or `nil`; the simulation is always the default.
    public var realReader: RealReader?

    /// A sensor description from its parts.
    public init(kind: Kind, connection: Connection = .builtIn, realReader: RealReader? = nil) {
        self.kind = kind
        self.connection = connection
        self.realReader = realReader
    }
}
