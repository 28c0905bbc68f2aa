import Biometrics

/// What ``DeviceProfileFuzzEntry/check(_:)`` made of one input.
public enum DeviceProfileFuzzOutcome: Sendable, Equatable {
    /// The file was refused with this error.
    case rejected(DeviceProfileError)
    /// The file is a valid profile.
    case loaded(DeviceProfile)

    /// The error that rejected the file, or `nil`.
    public var error: DeviceProfileError? {
        if case .rejected(let error) = self { return error }
        return nil
    }

    /// One line for the replayer: `rejected: <message>` or `loaded <id>`.
    public var summary: String {
        switch self {
        case .rejected(let error): return "rejected: \(error)"
        case .loaded(let profile): return "loaded \(profile.id) (\(profile.biometry.rawValue))"
        }
    }
}
