/// Why the secure store could not be read or written. A corrupt store is reported, never reset.
public enum SecureStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file exists but cannot be decrypted or decoded.
    case corruptFile(path: String, reason: String)
    /// One stored value cannot be decoded.
    case corruptValue(key: SecureStoreKey, reason: String)
    /// A file operation failed.
    case io(path: String, operation: String, errno: Int32)
    /// The key file has the wrong size.
    case badKey(path: String, reason: String)

    public var description: String {
        switch self {
        case .corruptFile(let path, let reason):
            return "\(path): secure store is corrupt (\(reason)); it was left untouched, restore or delete it"
        case .corruptValue(let key, let reason):
            return "secure store value \(key) is corrupt: \(reason)"
        case .io(let path, let operation, let code):
            return "\(path): \(operation) failed (errno \(code))"
        case .badKey(let path, let reason):
            return "\(path): unusable key file (\(reason))"
        }
    }
}
