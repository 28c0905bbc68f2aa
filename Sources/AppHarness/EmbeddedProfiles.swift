#if os(Linux)
    import Biometrics

    /// The device profiles compiled into LockHarness, parsed once per process (not once per case).
    enum EmbeddedProfiles {
        static let catalog = Result { try DeviceProfileCatalog.embedded() }
    }
#endif
