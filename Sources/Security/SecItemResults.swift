#if os(Linux)
    import Foundation
    import LockCore
    import SimulatedPhone

    /// The objects `SecItemCopyMatching` returns: `NSData`, an attributes `NSDictionary`, or an `NSArray` of either.
    enum SecItemResults {
        static func object(for items: [KeychainItem], request: SecItemRequest) -> CFTypeRef? {
            guard request.returnData || request.returnAttributes else { return nil }
            let objects: [Any] = items.map { item in
                request.returnAttributes
                    ? attributes(of: item, withData: request.returnData) as Any : Data(item.data) as Any
            }
            if request.limit == .all { return objects as NSArray }
            guard let first = objects.first else { return nil }
            if let dictionary = first as? [String: Any] { return dictionary as NSDictionary }
            return (first as? Data).map { NSData(data: $0) }
        }

        static func attributes(of item: KeychainItem, withData: Bool) -> [String: Any] {
            var result: [String: Any] = [
                kSecClass: item.itemClass == .genericPassword ? kSecClassGenericPassword : kSecClassInternetPassword,
                kSecAttrAccessible: SecValues.accessibilityConstant(item.accessibility),
                kSecAttrCreationDate: date(item.created.nanosecondsSince1970),
                kSecAttrModificationDate: date(item.modified.nanosecondsSince1970),
            ]
            if let service = item.service { result[kSecAttrService] = service }
            if let account = item.account { result[kSecAttrAccount] = account }
            if let server = item.server { result[kSecAttrServer] = server }
            if let label = item.label { result[kSecAttrLabel] = label }
            if withData { result[kSecValueData] = Data(item.data) }
            return result
        }

        private static func date(_ nanoseconds: Int64) -> Date {
            Date(timeIntervalSince1970: Double(nanoseconds) / 1_000_000_000)
        }
    }
#endif
