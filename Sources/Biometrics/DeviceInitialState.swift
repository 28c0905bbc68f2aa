/// The sensor modes a device profile starts in; every one can be changed while a scenario runs.
public struct DeviceInitialState: Sendable, Hashable, Codable {
    /// Whether a face or finger is enrolled.
    public var enrolled: Bool
    /// Whether presentations match when nothing is scripted.
    public var matching: Bool
    /// Whether the device has a passcode.
    public var passcodeSet: Bool
    /// Whether the hardware is present, absent or disconnected.
    public var hardware: SimulatedBiometricDevice.Hardware
    /// Scripted attempts queued from the start.
    public var script: [ScriptedAttempt]

    /// An initial state; the defaults are enrolled, matching, passcode set, hardware present, nothing scripted.
    public init(
        enrolled: Bool = true, matching: Bool = true, passcodeSet: Bool = true,
        hardware: SimulatedBiometricDevice.Hardware = .present, script: [ScriptedAttempt] = []
    ) {
        self.enrolled = enrolled
        self.matching = matching
        self.passcodeSet = passcodeSet
        self.hardware = hardware
        self.script = script
    }
}
