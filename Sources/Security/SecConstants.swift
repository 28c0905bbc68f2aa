#if os(Linux)
    // Keychain constants, with the string values Apple's constants hold. Constants the simulation does not support
    // are declared so that app code compiles; a query using them fails with errSecParam (see SecAttributeNames).

    /// The item class key.
    public let kSecClass: CFString = "class"
    /// Generic password items.
    public let kSecClassGenericPassword: CFString = "genp"
    /// Internet password items.
    public let kSecClassInternetPassword: CFString = "inet"
    /// Certificates (not simulated).
    public let kSecClassCertificate: CFString = "cert"
    /// Keys (not simulated).
    public let kSecClassKey: CFString = "keys"
    /// Identities (not simulated).
    public let kSecClassIdentity: CFString = "idnt"

    /// The service (generic passwords' primary key, with the account).
    public let kSecAttrService: CFString = "svce"
    /// The account.
    public let kSecAttrAccount: CFString = "acct"
    /// The server (internet passwords' primary key, with the account).
    public let kSecAttrServer: CFString = "srvr"
    /// The label.
    public let kSecAttrLabel: CFString = "labl"
    /// The accessibility.
    public let kSecAttrAccessible: CFString = "pdmn"
    /// The access control (`SecAccessControl`).
    public let kSecAttrAccessControl: CFString = "accc"
    /// The access group (not simulated).
    public let kSecAttrAccessGroup: CFString = "agrp"
    /// iCloud Keychain synchronization (only `false` is simulated).
    public let kSecAttrSynchronizable: CFString = "sync"
    /// The creation date (returned with attributes).
    public let kSecAttrCreationDate: CFString = "cdat"
    /// The modification date (returned with attributes).
    public let kSecAttrModificationDate: CFString = "mdat"
    /// The description (not simulated).
    public let kSecAttrDescription: CFString = "desc"
    /// The comment (not simulated).
    public let kSecAttrComment: CFString = "icmt"
    /// The generic attribute (not simulated).
    public let kSecAttrGeneric: CFString = "gena"
    /// The port (not simulated).
    public let kSecAttrPort: CFString = "port"
    /// The protocol (not simulated).
    public let kSecAttrProtocol: CFString = "ptcl"
    /// The path (not simulated).
    public let kSecAttrPath: CFString = "path"

    /// Readable while unlocked; migrates.
    public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
    /// Readable after the first unlock since boot; migrates.
    public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
    /// Readable while unlocked; this device only.
    public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
    /// Readable after the first unlock since boot; this device only.
    public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
    /// Readable while unlocked and while a passcode is set; this device only.
    public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
    /// Always readable (deprecated by Apple; not simulated).
    public let kSecAttrAccessibleAlways: CFString = "dk"
    /// Always readable, this device only (deprecated by Apple; not simulated).
    public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

    /// The item's data.
    public let kSecValueData: CFString = "v_Data"
    /// A reference to the item (not simulated).
    public let kSecValueRef: CFString = "v_Ref"
    /// A persistent reference (not simulated).
    public let kSecValuePersistentRef: CFString = "v_PersistentRef"
    /// Return the data.
    public let kSecReturnData: CFString = "r_Data"
    /// Return the attributes (a dictionary).
    public let kSecReturnAttributes: CFString = "r_Attributes"
    /// Return a reference (not simulated).
    public let kSecReturnRef: CFString = "r_Ref"
    /// Return a persistent reference (not simulated).
    public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
    /// How many items to return.
    public let kSecMatchLimit: CFString = "m_Limit"
    /// One item.
    public let kSecMatchLimitOne: CFString = "m_LimitOne"
    /// Every item.
    public let kSecMatchLimitAll: CFString = "m_LimitAll"

    /// The reason shown in the authentication prompt.
    public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
    /// An `LAContext` to authenticate with (an evaluated one is reused without a prompt).
    public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
    /// Whether authentication UI may be shown.
    public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
    /// Authentication UI may be shown.
    public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
    /// Fail with errSecInteractionNotAllowed instead of showing UI.
    public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
    /// Skip items that need UI (not simulated).
    public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
#endif
