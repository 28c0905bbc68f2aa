import HarnessSession
import LockCore

/// One key of a scenario's `overrides:` (``PolicyOverrideVocabulary``): its name, what it changes, how a
/// scenario's value sets it, and how a policy that differs from its preset writes it back.
public struct PolicyOverrideSpec: Sendable {
    /// What a policy writes for this key, given its preset.
    public enum Written: Sendable, Equatable {
        /// The policy holds the preset's value: nothing to write.
        case same
        /// The YAML value to write (`true`, `5m`, `[1s, 2s]`).
        case value(String)
        /// The policy differs in a way this key cannot state.
        case unrepresentable
    }

    /// The key (`lockOnColdLaunch`).
    public let name: String
    /// What it changes, one line.
    public let summary: String
    let read: @Sendable (ScenarioValue, inout SessionConfiguration) throws(ScenarioError) -> Void
    let written: @Sendable (_ policy: LockPolicy, _ preset: LockPolicy) -> Written

    /// An override read and written by the given functions.
    init(
        _ name: String, _ summary: String,
        read: @escaping @Sendable (ScenarioValue, inout SessionConfiguration) throws(ScenarioError) -> Void,
        write: @escaping @Sendable (_ policy: LockPolicy, _ preset: LockPolicy) -> Written
    ) {
        self.name = name
        self.summary = summary
        self.read = read
        self.written = write
    }

    /// An override of one policy field: read with `read`, written with `write` where it differs from the preset.
    static func field<Value: Equatable & Sendable>(
        _ name: String, _ summary: String, _ field: any WritableKeyPath<LockPolicy, Value> & Sendable,
        read: @escaping @Sendable (ScenarioValue) throws(ScenarioError) -> Value,
        write: @escaping @Sendable (Value) -> String
    ) -> PolicyOverrideSpec {
        PolicyOverrideSpec(
            name, summary,
            read: { value, configuration throws(ScenarioError) in configuration.policy[keyPath: field] = try read(value)
            },
            write: { policy, preset in
                policy[keyPath: field] == preset[keyPath: field] ? .same : .value(write(policy[keyPath: field]))
            })
    }

    /// The override of one ``LockPolicy/switches`` entry: `true` or `false`.
    init(switch policySwitch: LockPolicySwitch) {
        self.init(
            policySwitch.name, "the policy switch `\(policySwitch.name)` (see the README's Policies)",
            read: { value, configuration throws(ScenarioError) in
                policySwitch.set(try value.bool(), in: &configuration.policy)
            },
            write: { policy, preset in
                let value = policySwitch.value(in: policy)
                return value == policySwitch.value(in: preset) ? .same : .value("\(value)")
            })
    }

    /// Sets this override from a scenario's `value`.
    public func apply(_ value: ScenarioValue, to configuration: inout SessionConfiguration) throws(ScenarioError) {
        try read(value, &configuration)
    }
}
