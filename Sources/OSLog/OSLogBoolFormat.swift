#if os(Linux)
    /// How a Boolean is written (developer.apple.com/documentation/os/oslogboolformat).
    public enum OSLogBoolFormat: Sendable {
        /// `true` / `false`.
        case truth
        /// `YES` / `NO`.
        case answer
    }
#endif
