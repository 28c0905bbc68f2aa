import ArgumentParser
import Harness

/// The options that start one live session, shared by `lockharness session` and `lockharness serve`.
public struct LiveSessionOptions: ParsableArguments {
    @Option(help: "Device profile id.", completion: .deviceProfiles)
    public var device = "iphone-15-pro"

    @Option(help: "Policy preset: seed, seed-grace or hardened.", completion: .policyPresets)
    public var policy = "seed"

    @Option(help: "The account's passcode.")
    public var passcode = "482916"

    @Flag(help: "Start with biometric unlock on.")
    public var biometric = false

    /// The options' defaults.
    public init() {}

    /// The scenario-style header these options stand for (what a recording starts with).
    public var headerYAML: String {
        LiveSession.headerYAML(device: device, policy: policy, passcode: passcode, biometricEnabled: biometric)
    }
}
