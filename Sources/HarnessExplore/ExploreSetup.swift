import Biometrics
import HarnessScenarios
import HarnessSession
import LockCore
import LockFlows

/// What every explored run starts from: the policy, the device profile and the account's initial state.
///
/// The explorer builds its sessions from ``headerLines()`` through the same ``ScenarioSessionSetup`` that
/// `lockharness run` uses, so a written failure replays on exactly the configuration it was found on.
///
/// ```swift
/// var policy = LockPolicy.hardened
/// policy.localVerifier = .pbkdf2SHA256(rounds: 1000)     // written as `overrides: {verifierRounds: 1000}`
/// let setup = ExploreSetup(policy: policy, deviceName: "iphone-se")
/// ```
public struct ExploreSetup: Sendable, Hashable {
    /// The lock policy: a preset, possibly with overrides.
    public var policy: LockPolicy
    /// The device profile's id.
    public var deviceName: String
    /// The passcode set on the account at start.
    public var passcode: String
    /// Whether the lock is on at start.
    public var passcodeEnabled: Bool
    /// Whether biometric unlock is on at start.
    public var biometricEnabled: Bool
    /// The timeout in settings, in minutes.
    public var timeoutMinutes: Int

    /// A setup from its parts; the defaults give a locked-down account with Face ID on and a 1-minute timeout.
    public init(
        policy: LockPolicy = .seed, deviceName: String = "iphone-15-pro", passcode: String = "482916",
        passcodeEnabled: Bool = true, biometricEnabled: Bool = true, timeoutMinutes: Int = 1
    ) {
        self.policy = policy
        self.deviceName = deviceName
        self.passcode = passcode
        self.passcodeEnabled = passcodeEnabled
        self.biometricEnabled = biometricEnabled
        self.timeoutMinutes = timeoutMinutes
    }

    /// The scenario header (`device`, `policy`, `overrides`, `initial`), one YAML line each.
    ///
    /// - Throws: ``ExploreError/unrepresentablePolicy(_:)`` when the policy differs from its preset in a way a
    ///   scenario file cannot state (an unknown preset name, a custom scrypt cost).
    public func headerLines() throws(ExploreError) -> [String] {
        var lines = ["device: \(deviceName)", "policy: \(policy.name)"]
        let overrides = try overrideEntries()
        if !overrides.isEmpty { lines.append("overrides: {\(overrides.joined(separator: ", "))}") }
        lines.append(
            "initial: {passcode: \"\(passcode)\", enabled: \(passcodeEnabled), biometricEnabled: \(biometricEnabled), "
                + "timeout: \(timeoutMinutes)}")
        return lines
    }

    /// The session configuration, read back from ``headerLines()`` with `catalog`'s device profiles.
    public func configuration(catalog: DeviceProfileCatalog) throws(ExploreError) -> SessionConfiguration {
        let yaml = (try headerLines() + ["steps: []"]).joined(separator: "\n")
        let configuration: SessionConfiguration
        do {
            let document = try ScenarioParser.parse(yaml: yaml, file: "explore")
            configuration = try ScenarioSessionSetup(catalog: catalog).configuration(for: document)
        } catch {
            throw .badSetup("\(error)")
        }
        guard configuration.policy == policy else { throw .unrepresentablePolicy(policy.description) }
        return configuration
    }

    /// The timeout in force at start (the policy's override, or the one from settings).
    public var initialTimeout: Duration { policy.timeoutOverride?.duration ?? .seconds(timeoutMinutes * 60) }

    /// The overrides that differ from the preset (``PolicyOverrideVocabulary``, switches included).
    private func overrideEntries() throws(ExploreError) -> [String] {
        guard let entries = PolicyOverrideVocabulary.entries(of: policy) else {
            throw .unrepresentablePolicy(policy.description)
        }
        return entries
    }
}
