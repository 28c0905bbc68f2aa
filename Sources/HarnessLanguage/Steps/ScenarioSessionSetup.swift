import Biometrics
import Foundation
import HarnessSession
import LockCore
import LockFlows

/// Turns a scenario document's `device`, `policy`, `overrides` and `initial` into a ``SessionConfiguration``.
///
/// ```yaml
/// device: iphone-se                  # a profile from devices/ or the embedded defaults
/// policy: hardened                   # seed | seed-grace | hardened
/// overrides: {timeout: 5s, verifierRounds: 1000, attemptLimit: null}
/// initial: {passcode: "482916", enabled: true, biometricEnabled: true, timeout: 15}
/// ```
public struct ScenarioSessionSetup: Sendable {
    /// The device profiles scenarios may name.
    public let catalog: DeviceProfileCatalog

    /// A setup over `catalog`.
    public init(catalog: DeviceProfileCatalog) { self.catalog = catalog }

    /// The policy override keys (``PolicyOverrideVocabulary``): the valued ones, then the switches of
    /// ``LockPolicy/switches`` by their field names.
    public static let overrideKeys = PolicyOverrideVocabulary.names

    /// The initial-state keys.
    public static let initialKeys = ["passcode", "enabled", "biometricEnabled", "timeout"]

    /// The configuration for `document`; throws its first problem (``configurationProblems(for:)`` has them all).
    public func configuration(for document: ScenarioDocument) throws(ScenarioError) -> SessionConfiguration {
        var problems: [ScenarioError] = []
        let made = configuration(for: document, problems: &problems)
        if let first = problems.first { throw first }
        return made
    }

    /// Every problem of `document`'s header in file order: `device`, `policy`, each field of `overrides`,
    /// `initial` and `app` that is unknown or has a bad value, then (when those are fine) the policy's own checks.
    public func configurationProblems(for document: ScenarioDocument) -> [ScenarioError] {
        var problems: [ScenarioError] = []
        _ = configuration(for: document, problems: &problems)
        return problems.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.location, rhs.element.location)
            guard let left, let right, (left.line, left.column) != (right.line, right.column) else {
                return lhs.offset < rhs.offset
            }
            return (left.line, left.column) < (right.line, right.column)
        }.map(\.element)
    }

    /// The configuration for `document`, each problem found added to `problems` (a field with a problem keeps its
    /// default, and the rest are still read).
    private func configuration(
        for document: ScenarioDocument, problems: inout [ScenarioError]
    ) -> SessionConfiguration {
        var configuration = SessionConfiguration()
        let deviceName = document.device ?? "iphone-15-pro"
        do {
            let profile = try catalog.profile(named: deviceName)
            configuration.deviceName = profile.id
            configuration.platform = profile.platform
            configuration.device = profile.makeDevice()
        } catch {
            problems.append(
                ScenarioError(
                    .unknownName(
                        deviceName, kind: "device profile", known: catalog.ids,
                        suggestion: NameSuggestion.closest(to: deviceName, among: catalog.ids)),
                    at: document.location(ofField: "device"), path: "device"))
        }
        let policyName = document.policy ?? PolicyPreset.defaultChoice.name
        if let preset = PolicyPreset.named(policyName) {
            configuration.policy = preset.policy
        } else {
            problems.append(
                ScenarioError(
                    .unknownName(
                        policyName, kind: "policy", known: PolicyPreset.names,
                        suggestion: PolicyPreset.closestName(to: policyName)),
                    at: document.location(ofField: "policy"), path: "policy"))
        }
        let before = problems.count
        if let overrides = document.overrides {
            Self.eachEntry(of: overrides, allowed: Self.overrideKeys, problems: &problems) {
                entry throws(ScenarioError) in
                try apply(override: entry, to: &configuration)
            }
        }
        if let initial = document.initial {
            Self.eachEntry(of: initial, allowed: Self.initialKeys, problems: &problems) { entry throws(ScenarioError) in
                try apply(initial: entry, to: &configuration)
            }
        }
        if let app = document.root.field("app"), !app.isNull {
            do { try apply(app: app, file: document.file, to: &configuration) } catch { problems.append(error) }
        }
        // The policy's own checks combine fields: only meaningful when every field was read.
        if problems.count == before {
            do {
                try configuration.policy.validate()
            } catch {
                problems.append(
                    ScenarioError(.other("\(error)"), at: document.location(ofField: "overrides"), path: "overrides"))
            }
        }
        return configuration
    }

    /// Calls `apply` for each known key of the map `value`; an unknown key, and each error `apply` throws, is added
    /// to `problems` and the next entry read.
    private static func eachEntry(
        of value: ScenarioValue, allowed: [String], problems: inout [ScenarioError],
        apply: (ScenarioValueEntry) throws(ScenarioError) -> Void
    ) {
        let entries: [ScenarioValueEntry]
        do { entries = try value.entries() } catch {
            problems.append(error)
            return
        }
        for entry in entries {
            guard allowed.contains(entry.key) else {
                problems.append(
                    ScenarioError(
                        .unknownKey(
                            entry.key, allowed: allowed,
                            suggestion: NameSuggestion.closest(to: entry.key, among: allowed)),
                        at: entry.keyLocation, path: ScenarioValue.childPath(value.path, entry.key)))
                continue
            }
            do { try apply(entry) } catch { problems.append(error) }
        }
    }

    private func apply(override entry: ScenarioValueEntry, to configuration: inout SessionConfiguration)
        throws(ScenarioError)
    {
        // `eachEntry` admits only the table's keys.
        try PolicyOverrideVocabulary.named(entry.key)?.apply(entry.value, to: &configuration)
    }

    private func apply(initial entry: ScenarioValueEntry, to configuration: inout SessionConfiguration)
        throws(ScenarioError)
    {
        let value = entry.value
        switch entry.key {
        case "passcode":
            if value.isNull {
                configuration.passcode = nil
            } else {
                let text = try value.text()
                do { _ = try Passcode(text) } catch {
                    throw ScenarioError(.typeMismatch(expected: "six ASCII digits", found: "\(error)"), at: value)
                }
                configuration.passcode = text
            }
        case "enabled": configuration.passcodeEnabled = try value.bool()
        case "biometricEnabled": configuration.biometricEnabled = try value.bool()
        case "timeout":
            configuration.timeoutMinutes = try value.int(in: LockTimeout.minuteRange, unit: "minutes")
        default: break
        }
    }

    /// `app: {infoPlist: PATH}`: the app's real Info.plist, relative to the scenario file.
    private func apply(app: ScenarioValue, file: String, to configuration: inout SessionConfiguration)
        throws(ScenarioError)
    {
        try app.checkKeys(allowed: ["infoPlist"])
        let pathValue = try app.requiredField("infoPlist")
        let path = try pathValue.text()
        let resolved =
            path.hasPrefix("/")
            ? path : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path).path
        do {
            configuration.appInfo = try AppInfoPlist(contentsOf: resolved)
        } catch {
            throw ScenarioError(.other("\(error)"), at: pathValue.location, path: pathValue.path)
        }
    }
}
