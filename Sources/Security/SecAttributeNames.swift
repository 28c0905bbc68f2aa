#if os(Linux)
    import Foundation

    /// The names of the keychain constants, by their string values, for the errSecParam log line.
    enum SecAttributeNames {
        static let table: [String: String] = [
            kSecClass: "kSecClass", kSecAttrService: "kSecAttrService", kSecAttrAccount: "kSecAttrAccount",
            kSecAttrServer: "kSecAttrServer", kSecAttrLabel: "kSecAttrLabel", kSecAttrAccessible: "kSecAttrAccessible",
            kSecAttrAccessControl: "kSecAttrAccessControl", kSecAttrAccessGroup: "kSecAttrAccessGroup",
            kSecAttrSynchronizable: "kSecAttrSynchronizable", kSecAttrCreationDate: "kSecAttrCreationDate",
            kSecAttrModificationDate: "kSecAttrModificationDate", kSecAttrDescription: "kSecAttrDescription",
            kSecAttrComment: "kSecAttrComment", kSecAttrGeneric: "kSecAttrGeneric", kSecAttrPort: "kSecAttrPort",
            kSecAttrProtocol: "kSecAttrProtocol", kSecAttrPath: "kSecAttrPath", kSecValueData: "kSecValueData",
            kSecValueRef: "kSecValueRef", kSecValuePersistentRef: "kSecValuePersistentRef",
            kSecReturnData: "kSecReturnData", kSecReturnAttributes: "kSecReturnAttributes",
            kSecReturnRef: "kSecReturnRef", kSecReturnPersistentRef: "kSecReturnPersistentRef",
            kSecMatchLimit: "kSecMatchLimit", kSecUseOperationPrompt: "kSecUseOperationPrompt",
            kSecUseAuthenticationContext: "kSecUseAuthenticationContext",
            kSecUseAuthenticationUI: "kSecUseAuthenticationUI",
        ]

        /// `key`'s constant name, or the key itself quoted.
        static func name(_ key: String) -> String { table[key] ?? "\"\(key)\"" }

        /// Writes why a call fails with errSecParam to standard error.
        static func reject(_ key: String, in function: String, because problem: String) {
            FileHandle.standardError.write(
                Data("Security (simulated): \(function): \(name(key)) \(problem); returning errSecParam\n".utf8))
        }
    }
#endif
