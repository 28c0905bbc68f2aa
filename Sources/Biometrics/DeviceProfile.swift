/// One simulated device: its platform, biometry, sensor hardware, attempt rules and starting modes, as read
/// from a `devices/*.yaml` file or the embedded copies.
///
/// ```swift
/// let catalog = try DeviceProfileCatalog.embedded()
/// var device = try catalog.profile(named: "iphone-15-pro").makeDevice()
/// let result = device.evaluate(at: clock.now())
/// ```
public struct DeviceProfile: Sendable, Hashable, Codable {
    /// The operating system family, which decides the attempt rules that make sense.
    public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
        /// iPhone.
        case ios
        /// iPad.
        case ipados
        /// macOS (Touch ID on a Mac keyboard or laptop).
        case macos
        /// Android phones and tablets.
        case android
        /// Linux desktops and laptops (fprintd).
        case linux

        /// Whether the system's biometric prompt is modal: while it shows, touches go to it and not to the app
        /// beneath. So on iOS and iPadOS (LocalAuthentication's sheet), macOS (its authentication dialog) and
        /// Android (BiometricPrompt's dialog); a Linux reader's check runs beside the app's own PIN pad.
        public var systemPromptIsModal: Bool {
            switch self {
            case .ios, .ipados, .macos, .android: true
            case .linux: false
            }
        }
    }

    /// The profile's identifier, equal to its file name without `.yaml`.
    public var id: String
    /// A human-readable name.
    public var name: String
    /// The operating system family.
    public var platform: Platform
    /// The biometry the device offers.
    public var biometry: BiometryType
    /// The sensor hardware.
    public var sensor: DeviceSensor
    /// The attempt-counting rules (``SimulatedSensorRules/none`` without biometry).
    public var rules: SimulatedSensorRules
    /// The modes the sensor starts in.
    public var initial: DeviceInitialState

    /// A profile from its parts.
    public init(
        id: String, name: String, platform: Platform, biometry: BiometryType, sensor: DeviceSensor,
        rules: SimulatedSensorRules, initial: DeviceInitialState = DeviceInitialState()
    ) {
        self.id = id
        self.name = name
        self.platform = platform
        self.biometry = biometry
        self.sensor = sensor
        self.rules = rules
        self.initial = initial
    }

    /// A fresh simulated sensor for this profile, in its initial modes (always simulated, even with a real reader).
    public func makeDevice() -> SimulatedBiometricDevice {
        SimulatedBiometricDevice(
            biometryType: biometry, rules: rules, hardware: initial.hardware, enrolled: initial.enrolled,
            matching: initial.matching, passcodeSet: initial.passcodeSet, script: initial.script,
            enrollmentSeed: id)
    }
}
