extension ReaderCatalog {
    /// The text of `devices/udev/fallback-readers.hwdb`, compiled in (`.embedInCode`) so the binary needs no
    /// resource files.
    static var fallbackText: String { String(decoding: PackageResources.fallback_readers_hwdb, as: UTF8.self) }

    /// A short built-in catalog of common readers, used when no hwdb file is installed.
    public static let fallback: ReaderCatalog = {
        do {
            return try ReaderCatalog(parsing: fallbackText, source: "built-in fallback")
        } catch {
            preconditionFailure("the built-in fallback catalog does not parse: \(error)")
        }
    }()
}
