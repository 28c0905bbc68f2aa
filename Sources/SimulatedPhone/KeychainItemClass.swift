/// The class of a keychain item (`kSecClass`): which attributes form its primary key.
///
/// Apple: "Item Class Keys and Values" (developer.apple.com/documentation/security/item-class-keys-and-values).
public enum KeychainItemClass: String, Sendable, Hashable, Codable, CaseIterable {
    /// `kSecClassGenericPassword`: keyed by service and account.
    case genericPassword
    /// `kSecClassInternetPassword`: keyed by server and account.
    case internetPassword
}
