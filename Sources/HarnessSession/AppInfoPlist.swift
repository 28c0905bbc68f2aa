import Foundation

/// What the session needs from the app's real `Info.plist` (Stage 04 row 13): whether it declares
/// `NSFaceIDUsageDescription`.
///
/// Apple documents the key as required for Face ID: "In any project that uses biometrics, include the
/// NSFaceIDUsageDescription key in your app's Info.plist file. Without this key, the system won't allow your app
/// to use Face ID." ("Logging a User into Your App with Face ID or Touch ID", LocalAuthentication), and on
/// `LAContext.evaluatePolicy(_:localizedReason:reply:)`: "Include the NSFaceIDUsageDescription key in your app's
/// Info.plist file if your app allows biometric authentication. Otherwise, authorization requests may fail." The
/// same article says the system needs no comparable description for Touch ID, and `canEvaluatePolicy` does not
/// need the key (it has no user-visible effect). So a Face ID prompt from such an app ends at once with
/// `biometryNotAvailable` (LAError -6), while `canEvaluatePolicy` and Touch ID are unaffected.
public struct AppInfoPlist: Sendable, Hashable {
    /// The usage description, if the plist has one.
    public var faceIDUsageDescription: String?

    /// Whether the system lets the app use Face ID.
    public var allowsFaceID: Bool { !(faceIDUsageDescription ?? "").isEmpty }

    /// Reads an `Info.plist` in XML or binary form.
    ///
    /// - Throws: a message saying what is wrong with the file (unreadable, not a property list, not a dictionary).
    public init(contentsOf path: String) throws(AppInfoPlistError) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw AppInfoPlistError(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        let object: Any
        do { object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw AppInfoPlistError(path: path, reason: "is not a property list (XML or binary)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw AppInfoPlistError(path: path, reason: "is a property list but not a dictionary")
        }
        if let value = dictionary["NSFaceIDUsageDescription"], !(value is String) {
            throw AppInfoPlistError(path: path, reason: "NSFaceIDUsageDescription is not a string")
        }
        faceIDUsageDescription = dictionary["NSFaceIDUsageDescription"] as? String
    }
}

/// An `Info.plist` that could not be used.
public struct AppInfoPlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong.
    public var reason: String

    public var description: String { "\(path) \(reason)" }
}
