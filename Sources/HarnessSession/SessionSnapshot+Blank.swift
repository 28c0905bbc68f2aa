extension SessionSnapshot {
    /// A snapshot with every field at its zero value (a starting point for tests and generators): every field's
    /// default, so `SessionSnapshot()` builds the same in place.
    public static let blank = SessionSnapshot()
}
