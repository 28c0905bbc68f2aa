/// What the reader catalog says about a USB device.
public enum ReaderClassification: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A fingerprint reader that libfprint drives, with the driver's name (`goodixmoc`, `elan`, ...).
    case supported(driver: String)
    /// A fingerprint reader libfprint knows about but cannot drive.
    case knownUnsupported
    /// Not a fingerprint reader as far as the catalog knows.
    case notAReader

    /// `supported (goodixmoc)`, `known unsupported`, `not a reader`.
    public var description: String {
        switch self {
        case .supported(let driver): return "supported (\(driver))"
        case .knownUnsupported: return "known unsupported"
        case .notAReader: return "not a reader"
        }
    }

    /// Whether the device is a fingerprint reader at all (supported or not).
    public var isReader: Bool { self != .notAReader }

    /// The libfprint driver, for supported readers.
    public var driver: String? {
        if case .supported(let driver) = self { return driver }
        return nil
    }

    /// A short machine-readable label: `supported`, `unsupported`, `none`.
    public var label: String {
        switch self {
        case .supported: return "supported"
        case .knownUnsupported: return "unsupported"
        case .notAReader: return "none"
        }
    }
}

/// `{"kind": "supported", "driver": "goodixmoc"}`, `{"kind": "knownUnsupported"}` or `{"kind": "notAReader"}`.
extension ReaderClassification {
    private enum JSONKey: String, CodingKey { case kind, driver }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "supported": self = .supported(driver: try container.decode(String.self, forKey: .driver))
        case "knownUnsupported": self = .knownUnsupported
        case "notAReader": self = .notAReader
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "expected supported, knownUnsupported or notAReader, got \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        switch self {
        case .supported(let driver):
            try container.encode("supported", forKey: .kind)
            try container.encode(driver, forKey: .driver)
        case .knownUnsupported:
            try container.encode("knownUnsupported", forKey: .kind)
        case .notAReader:
            try container.encode("notAReader", forKey: .kind)
        }
    }
}
