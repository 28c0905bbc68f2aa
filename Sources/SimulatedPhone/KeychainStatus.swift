/// The result codes of the keychain (`OSStatus`), with Apple's values.
///
/// Apple: "Security Framework Result Codes"
/// (developer.apple.com/documentation/security/security-framework-result-codes).
public enum KeychainStatus: Int32, Sendable, Hashable, Codable, CaseIterable, Error {
    /// `errSecSuccess`.
    case success = 0
    /// `errSecParam`: a parameter or attribute is invalid or not supported.
    case param = -50
    /// `errSecUserCanceled`: the user canceled the authentication.
    case userCanceled = -128
    /// `errSecAuthFailed`: authentication failed, or the item was invalidated.
    case authFailed = -25293
    /// `errSecDuplicateItem`: an item with the same primary key exists.
    case duplicateItem = -25299
    /// `errSecItemNotFound`: no item matches.
    case itemNotFound = -25300
    /// `errSecInteractionNotAllowed`: the item cannot be used now (device locked, or no UI allowed).
    case interactionNotAllowed = -25308
}
