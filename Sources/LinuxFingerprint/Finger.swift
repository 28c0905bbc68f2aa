/// A finger, named as fprintd names it (`right-index-finger`); the raw value is libfprint's `FpFinger`.
///
/// ```swift
/// Finger(name: "left-thumb")  // .leftThumb
/// Finger.rightIndex.name      // "right-index-finger"
/// ```
public enum Finger: Int, Sendable, CaseIterable, Codable, Comparable, CustomStringConvertible {
    /// `left-thumb`.
    case leftThumb = 1
    /// `left-index-finger`.
    case leftIndex
    /// `left-middle-finger`.
    case leftMiddle
    /// `left-ring-finger`.
    case leftRing
    /// `left-little-finger`.
    case leftLittle
    /// `right-thumb`.
    case rightThumb
    /// `right-index-finger` (the default, as with `fprintd-enroll`).
    case rightIndex
    /// `right-middle-finger`.
    case rightMiddle
    /// `right-ring-finger`.
    case rightRing
    /// `right-little-finger`.
    case rightLittle

    /// fprintd's name for the finger (`right-index-finger`), used on the command line and in print file names.
    public var name: String {
        switch self {
        case .leftThumb: "left-thumb"
        case .leftIndex: "left-index-finger"
        case .leftMiddle: "left-middle-finger"
        case .leftRing: "left-ring-finger"
        case .leftLittle: "left-little-finger"
        case .rightThumb: "right-thumb"
        case .rightIndex: "right-index-finger"
        case .rightMiddle: "right-middle-finger"
        case .rightRing: "right-ring-finger"
        case .rightLittle: "right-little-finger"
        }
    }

    /// The finger with fprintd's `name`, or `nil`.
    public init?(name: String) {
        guard let finger = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = finger
    }

    /// Every accepted name, comma-separated (for messages and help).
    public static var names: String { allCases.map(\.name).joined(separator: ", ") }

    public var description: String { name }

    public static func < (lhs: Finger, rhs: Finger) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes fprintd's name (`"right-index-finger"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let finger = Finger(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown finger \(name); expected one of \(Self.names)")
        }
        self = finger
    }

    /// Encodes fprintd's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
