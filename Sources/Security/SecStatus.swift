#if os(Linux)
    import SimulatedPhone

    /// No error.
    public let errSecSuccess: OSStatus = KeychainStatus.success.rawValue
    /// One or more parameters passed to the function are not valid (or not supported by the simulation).
    public let errSecParam: OSStatus = KeychainStatus.param.rawValue
    /// The user canceled the operation.
    public let errSecUserCanceled: OSStatus = KeychainStatus.userCanceled.rawValue
    /// The authorization or authentication failed.
    public let errSecAuthFailed: OSStatus = KeychainStatus.authFailed.rawValue
    /// The item already exists.
    public let errSecDuplicateItem: OSStatus = KeychainStatus.duplicateItem.rawValue
    /// The item cannot be found.
    public let errSecItemNotFound: OSStatus = KeychainStatus.itemNotFound.rawValue
    /// Interaction with the user is not allowed (device locked, or UI forbidden).
    public let errSecInteractionNotAllowed: OSStatus = KeychainStatus.interactionNotAllowed.rawValue

    /// A message for `status` (`SecCopyErrorMessageString`).
    public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
        switch KeychainStatus(rawValue: status) {
        case .success?: return "No error."
        case .param?: return "One or more parameters passed to a function were not valid."
        case .userCanceled?: return "User canceled the operation."
        case .authFailed?: return "The user name or passphrase you entered is not correct."
        case .duplicateItem?: return "The specified item already exists in the keychain."
        case .itemNotFound?: return "The specified item could not be found in the keychain."
        case .interactionNotAllowed?: return "User interaction is not allowed."
        case nil: return "OSStatus \(status)"
        }
    }
#endif
