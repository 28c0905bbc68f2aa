/// Which items a search, update or delete applies to: the class and any attributes given must match.
public struct KeychainQuery: Sendable, Hashable {
    /// How many items a search returns (`kSecMatchLimit`).
    public enum Limit: Sendable, Hashable {
        /// `kSecMatchLimitOne` (the default).
        case one
        /// `kSecMatchLimitAll`.
        case all
    }

    /// The item class (`kSecClass`, required).
    public var itemClass: KeychainItemClass
    /// `kSecAttrService`, if given.
    public var service: String?
    /// `kSecAttrAccount`, if given.
    public var account: String?
    /// `kSecAttrServer`, if given.
    public var server: String?
    /// `kSecAttrLabel`, if given.
    public var label: String?
    /// `kSecAttrAccessible`, if given (a searchable attribute on iOS: it narrows the match).
    public var accessibility: KeychainAccessibility?
    /// How many items a search returns.
    public var limit: Limit

    /// A query from its parts.
    public init(
        itemClass: KeychainItemClass, service: String? = nil, account: String? = nil, server: String? = nil,
        label: String? = nil, accessibility: KeychainAccessibility? = nil, limit: Limit = .one
    ) {
        self.itemClass = itemClass
        self.service = service
        self.account = account
        self.server = server
        self.label = label
        self.accessibility = accessibility
        self.limit = limit
    }

    /// Whether `item` matches every attribute given.
    public func matches(_ item: KeychainItem) -> Bool {
        item.itemClass == itemClass && (service == nil || item.service == service)
            && (account == nil || item.account == account) && (server == nil || item.server == server)
            && (label == nil || item.label == label) && (accessibility == nil || item.accessibility == accessibility)
    }
}
