import LockCore

/// A set of device profiles by id: the embedded defaults, a directory of YAML files, or both.
///
/// ```swift
/// let catalog = try DeviceProfileCatalog.embedded()            // works with no files present
///     .merging(DeviceProfileCatalog.load(directory: "devices")) // files override by id
/// let profile = try catalog.profile(named: "pixel-8")
/// ```
public struct DeviceProfileCatalog: Sendable, Hashable {
    /// The profiles, sorted by id, one per id.
    public private(set) var profiles: [DeviceProfile]

    /// A catalog of `profiles`; when two share an id, the later one wins.
    public init(_ profiles: [DeviceProfile]) {
        var byID: [String: DeviceProfile] = [:]
        for profile in profiles { byID[profile.id] = profile }
        self.profiles = byID.values.sorted { $0.id < $1.id }
    }

    /// The profile ids, sorted.
    public var ids: [String] { profiles.map(\.id) }

    /// The shipped profiles' file names and exact YAML text, as compiled into the library.
    public static var embeddedFiles: [(name: String, yaml: String)] { EmbeddedDeviceProfiles.files }

    /// The shipped profiles, parsed from the copies compiled into the library (file names `embedded:<name>`).
    public static func embedded() throws(DeviceProfileError) -> DeviceProfileCatalog {
        var profiles: [DeviceProfile] = []
        for file in EmbeddedDeviceProfiles.files {
            let id = String(file.name.prefix { $0 != "." })
            profiles.append(try DeviceProfileLoader.parse(file.yaml, file: "embedded:\(file.name)", expectedID: id))
        }
        return DeviceProfileCatalog(profiles)
    }

    /// The profiles in `directory`'s `*.yaml` files.
    public static func load(directory: String) throws(DeviceProfileError) -> DeviceProfileCatalog {
        DeviceProfileCatalog(try DeviceProfileLoader.loadDirectory(directory))
    }

    /// This catalog with `other`'s profiles added, replacing any with the same id.
    public func merging(_ other: DeviceProfileCatalog) -> DeviceProfileCatalog {
        DeviceProfileCatalog(profiles + other.profiles)
    }

    /// The profile with id `name`, or an error listing the known ids (with a did-you-mean suggestion).
    public func profile(named name: String) throws(DeviceProfileError) -> DeviceProfile {
        if let profile = profiles.first(where: { $0.id == name }) { return profile }
        throw DeviceProfileError(
            file: "device catalog", field: "id",
            problem: .unknownProfile(name: name, suggestion: NameSuggestion.closest(to: name, among: ids), known: ids))
    }
}
