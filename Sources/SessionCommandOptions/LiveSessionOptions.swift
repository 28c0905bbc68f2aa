import ArgumentParser
import Harness
import LockCore

/// The options that start one live session, shared by `lockharness session` and `lockharness serve`.
public struct LiveSessionOptions: ParsableArguments {
    @Option(help: "Device profile id.", completion: .deviceProfiles)
    public var device = "iphone-15-pro"

    @Option(
        help: PolicyPreset.help("The policy preset"), completion: .choices(PolicyPreset.self),
        transform: PolicyPreset.argument(of: "--policy"))
    public var policy: PolicyPreset = .defaultChoice

    @Option(help: "The account's passcode.")
    public var passcode = "482916"

    @Flag(help: "Start with biometric unlock on.")
    public var biometric = false

    /// The options' defaults.
    public init() {}

    /// What to print when a session with these options does not start: a problem in the header they make
    /// (``headerYAML``, file `session`) names the flag it came from (`error: --device: 'iphone15' is not allowed
    /// here (did you mean 'iphone-15-pro'?)`); anything else is `error: ` and its description.
    public static func startError(_ error: any Error) -> String {
        guard let problem = error as? ScenarioError, let location = problem.location, location.file == Self.headerFile
        else { return "error: \(error)" }
        let flag = Self.headerFlags.indices.contains(location.line - 1) ? Self.headerFlags[location.line - 1] : nil
        guard let flag else { return "error: \(problem.message)" }
        return "error: \(flag): \(problem.message)"
    }

    /// The file name ``LiveSession`` gives the header.
    static let headerFile = "session"
    /// The flag behind each line of ``headerYAML`` (`device`, `policy`, `initial`).
    static let headerFlags = ["--device", "--policy", "--passcode"]

    /// The scenario-style header these options stand for (what a recording starts with).
    public var headerYAML: String {
        LiveSession.headerYAML(device: device, policy: policy.name, passcode: passcode, biometricEnabled: biometric)
    }
}
