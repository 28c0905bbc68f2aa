import Foundation

/// The list of USB ids that libfprint knows, read from its hwdb file, used to classify USB devices.
///
/// libfprint ships `60-autosuspend-libfprint-2.hwdb`: `usb:vVVVVpPPPP*` patterns grouped under
/// `# Supported by libfprint driver NAME` comments and a final `# Known unsupported devices` section.
/// hwdb properties only reach devices through udevd, so the file is parsed directly.
///
/// ```swift
/// let catalog = try ReaderCatalog.load(path: "/lib/udev/hwdb.d/60-autosuspend-libfprint-2.hwdb")
/// catalog.classify(USBDeviceID(vendor: 0x27c6, product: 0x5840))  // .supported(driver: "goodixmoc")
/// ```
public struct ReaderCatalog: Sendable, Equatable {
    /// One `usb:` pattern and what a device matching it is.
    public struct Entry: Sendable, Hashable {
        /// The hwdb glob, e.g. `usb:v27C6p5840*`.
        public var pattern: String
        /// What a matching device is.
        public var classification: ReaderClassification
    }

    /// Where the entries came from (a path, or `built-in fallback`).
    public var source: String
    /// The entries in file order.
    public var entries: [Entry]

    /// Where Debian, Fedora and systemd put the hwdb file, in the order they are tried.
    public static let defaultSearchPaths = [
        "/usr/lib/udev/hwdb.d/60-autosuspend-libfprint-2.hwdb",
        "/lib/udev/hwdb.d/60-autosuspend-libfprint-2.hwdb",
        "/usr/lib/udev/hwdb.d/60-autosuspend-fingerprint-reader.hwdb",
        "/lib/udev/hwdb.d/60-autosuspend-fingerprint-reader.hwdb",
    ]

    /// A catalog from its parts.
    public init(source: String, entries: [Entry]) {
        self.source = source
        self.entries = entries
    }

    /// Parses hwdb text; `source` names it in errors.
    public init(parsing text: String, source: String) throws(ReaderCatalogError) {
        enum Section {
            case none
            case supported(String)
            case unsupported
        }
        var section = Section.none
        var entries: [Entry] = []
        var inProperties = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = String(rawLine).trimmingWhitespace()
            if line.isEmpty {
                inProperties = false
                continue
            }
            if line.hasPrefix("#") {
                let comment = String(line.dropFirst()).trimmingWhitespace()
                let supportedPrefix = "Supported by libfprint driver "
                if comment.hasPrefix(supportedPrefix) {
                    let driver = String(comment.dropFirst(supportedPrefix.count)).trimmingWhitespace()
                    guard !driver.isEmpty, !driver.contains(" ") else {
                        throw .malformed(path: source, line: number, reason: "driver name missing or has spaces")
                    }
                    section = .supported(driver)
                } else if comment.lowercased().hasPrefix("known unsupported") {
                    section = .unsupported
                }
                continue
            }
            if rawLine.first == " " || rawLine.first == "\t" {
                guard line.contains("=") else {
                    throw .malformed(path: source, line: number, reason: "property line without '='")
                }
                inProperties = true
                continue
            }
            guard line.hasPrefix("usb:") else {
                throw .malformed(path: source, line: number, reason: "unexpected text '\(line.prefix(40))'")
            }
            guard !inProperties else {
                throw .malformed(path: source, line: number, reason: "match line after properties without a blank line")
            }
            switch section {
            case .none:
                throw .malformed(path: source, line: number, reason: "'\(line)' is not under a driver section comment")
            case .supported(let driver):
                entries.append(Entry(pattern: line, classification: .supported(driver: driver)))
            case .unsupported:
                entries.append(Entry(pattern: line, classification: .knownUnsupported))
            }
        }
        guard !entries.isEmpty else { throw .empty(path: source) }
        self.init(source: source, entries: entries)
    }

    /// Reads and parses the hwdb file at `path`.
    public static func load(path: String) throws(ReaderCatalogError) -> ReaderCatalog {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "not UTF-8 text")
        }
        return try ReaderCatalog(parsing: text, source: path)
    }

    /// The first readable file of `searchPaths`, or the built-in fallback when none exists.
    ///
    /// A file that exists but cannot be read or parsed is an error, not a silent fallback.
    public static func systemDefault(searchPaths: [String] = defaultSearchPaths) throws(ReaderCatalogError)
        -> ReaderCatalog
    {
        for path in searchPaths where FileManager.default.fileExists(atPath: path) {
            return try load(path: path)
        }
        return fallback
    }

    /// What the catalog says about `id` (the first matching entry wins, as in hwdb).
    public func classify(_ id: USBDeviceID) -> ReaderClassification {
        let modalias = Array(id.modaliasPrefix.uppercased().utf8)
        for entry in entries where Self.glob(Array(entry.pattern.uppercased().utf8), matches: modalias) {
            return entry.classification
        }
        return .notAReader
    }

    /// The drivers named by the catalog, sorted.
    public var drivers: [String] { Array(Set(entries.compactMap { $0.classification.driver })).sorted() }

    /// `fnmatch`-style matching with `*` and `?`, enough for hwdb patterns.
    static func glob(_ pattern: [UInt8], matches text: [UInt8]) -> Bool {
        var p = 0
        var t = 0
        var star: Int? = nil
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                resume = t
                p += 1
            } else if let s = star {
                p = s + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
