#if os(Linux)
    import Foundation
    import SimulatedPhone

    /// A `SecItem…` dictionary read into typed fields; a key the call does not support, or a value of the wrong
    /// kind, is logged to standard error and fails with errSecParam (never ignored).
    struct SecItemRequest {
        var itemClass: KeychainItemClass?
        var service: String?
        var account: String?
        var server: String?
        var label: String?
        var data: [UInt8]?
        var accessibility: KeychainAccessibility?
        var accessControl: KeychainAccessControl?
        var returnData = false
        var returnAttributes = false
        var limit = KeychainQuery.Limit.one
        var prompt = ""
        var context: (any SimulatedAuthenticationContext)?
        var interactionAllowed = true

        /// The keys that name items.
        static let identity: Set<String> = [
            kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrLabel, kSecAttrSynchronizable,
        ]
        /// The keys that say how to authenticate.
        static let authentication: Set<String> = [
            kSecUseOperationPrompt, kSecUseAuthenticationContext, kSecUseAuthenticationUI,
        ]

        /// What a search, update or delete query may carry beside ``identity`` and ``authentication``: the item's
        /// value and protection, so that the dictionary an app added with also finds (and deletes) the item.
        ///
        /// iOS accepts `kSecValueData` in any query and does not match on it: securityd's query parser stores it
        /// (`query_add_value` → `query_set_data` in Apple's open-source Security, SecDbQuery/SecItemServer) and only
        /// an add or update writes it; Apple's `SecItemDelete` page forbids only the return-result keys in a delete
        /// query. Shipping code relies on it: `SecItemDelete(query); SecItemAdd(query, nil)` with one dictionary is
        /// the common "save" (Apple's "Updating and Deleting Keychain Items" recommends `SecItemUpdate` instead, but
        /// does not forbid it). `kSecAttrAccessible` is a stored, searchable attribute (`pdmn`), so it narrows the
        /// match. `kSecAttrAccessControl` is accepted and not matched on: Apple documents no search on it, and the
        /// same dictionary must find the item it added (a choice where Apple is silent; see docs/app-code-on-linux.md).
        static let queryValues: Set<String> = [kSecValueData, kSecAttrAccessible, kSecAttrAccessControl]

        /// The query for the model (class required).
        var query: KeychainQuery? {
            itemClass.map {
                KeychainQuery(
                    itemClass: $0, service: service, account: account, server: server, label: label,
                    accessibility: accessibility, limit: limit)
            }
        }

        /// Reads `dictionary` for `function`, accepting only `allowed` keys.
        static func parse(_ dictionary: [String: Any], function: String, allowed: Set<String>) throws(KeychainStatus)
            -> SecItemRequest
        {
            var request = SecItemRequest()
            for (key, value) in dictionary {
                guard allowed.contains(key) else {
                    SecAttributeNames.reject(
                        key, in: function, because: "is not supported by this call or the simulation")
                    throw .param
                }
                guard request.read(key, value) else {
                    SecAttributeNames.reject(key, in: function, because: "has an unsupported value \(value)")
                    throw .param
                }
            }
            return request
        }

        /// Stores one key's value; `false` when the value is of the wrong kind or not simulated.
        private mutating func read(_ key: String, _ value: Any) -> Bool {
            switch key {
            case kSecClass:
                switch SecValues.string(value) {
                case kSecClassGenericPassword?: itemClass = .genericPassword
                case kSecClassInternetPassword?: itemClass = .internetPassword
                default: return false
                }
            case kSecAttrService:
                service = SecValues.string(value)
                return service != nil
            case kSecAttrAccount:
                account = SecValues.string(value)
                return account != nil
            case kSecAttrServer:
                server = SecValues.string(value)
                return server != nil
            case kSecAttrLabel:
                label = SecValues.string(value)
                return label != nil
            case kSecAttrSynchronizable: return SecValues.bool(value) == false
            case kSecValueData:
                data = SecValues.bytes(value)
                return data != nil
            case kSecAttrAccessible:
                accessibility = SecValues.string(value).flatMap(SecValues.accessibility)
                return accessibility != nil
            case kSecAttrAccessControl:
                accessControl = (SecValues.unwrapped(value) as? SecAccessControl)?.control
                return accessControl != nil
            case kSecReturnData:
                guard let flag = SecValues.bool(value) else { return false }
                returnData = flag
            case kSecReturnAttributes:
                guard let flag = SecValues.bool(value) else { return false }
                returnAttributes = flag
            case kSecMatchLimit:
                switch SecValues.string(value) {
                case kSecMatchLimitOne?: limit = .one
                case kSecMatchLimitAll?: limit = .all
                default: return false
                }
            case kSecUseOperationPrompt:
                guard let text = SecValues.string(value) else { return false }
                prompt = text
            case kSecUseAuthenticationContext:
                context = SecValues.unwrapped(value) as? any SimulatedAuthenticationContext
                return context != nil
            case kSecUseAuthenticationUI:
                switch SecValues.string(value) {
                case kSecUseAuthenticationUIAllow?: interactionAllowed = true
                case kSecUseAuthenticationUIFail?: interactionAllowed = false
                default: return false
                }
            default:
                return false
            }
            return true
        }
    }
#endif
