#if os(Linux)
    import SimulatedPhone

    /// An access control (`SecAccessControl`): the accessibility and constraints of an item.
    public final class SecAccessControl: Sendable {
        /// The model value.
        public let control: KeychainAccessControl

        init(_ control: KeychainAccessControl) { self.control = control }
    }
#endif
