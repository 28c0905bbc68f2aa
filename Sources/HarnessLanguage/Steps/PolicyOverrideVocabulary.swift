import HarnessSession
import LockCore
import LockFlows

/// Every key of a scenario's `overrides:`, in one ordered table of ``PolicyOverrideSpec``s: how the value is read
/// (``ScenarioSessionSetup``), how a policy that differs from its preset writes it back (explore's scenario
/// writer, ``ExploreSetup/headerLines()``), and the key list every error's did-you-mean offers. The valued fields
/// come first, then one entry per ``LockPolicy/switches`` entry, so a new switch needs no line here.
public enum PolicyOverrideVocabulary {
    /// Every override, in the order scenarios and explore write them.
    public static let overrides: [PolicyOverrideSpec] =
        valued + LockPolicy.switches.map(PolicyOverrideSpec.init(switch:))

    /// Every key, in table order.
    public static let names: [String] = overrides.map(\.name)

    /// The override named `name`, or `nil`.
    public static func named(_ name: String) -> PolicyOverrideSpec? { overrides.first { $0.name == name } }

    /// The entries of `policy` that differ from its preset, as `key: value` YAML, in table order; `nil` for an
    /// unknown preset name or a value no override can state (a custom scrypt cost).
    public static func entries(of policy: LockPolicy) -> [String]? {
        guard let preset = policy.preset?.policy else { return nil }
        var entries: [String] = []
        for override in overrides {
            switch override.written(policy, preset) {
            case .same: continue
            case .value(let text): entries.append("\(override.name): \(text)")
            case .unrepresentable: return nil
            }
        }
        return entries
    }

    private static let valued: [PolicyOverrideSpec] = [
        PolicyOverrideSpec(
            "timeout", "the lock timeout, replacing the one from settings (`null`: settings decide)",
            read: { value, configuration throws(ScenarioError) in
                configuration.policy.timeoutOverride = value.isNull ? nil : try lockTimeout(value)
            },
            write: { policy, preset in
                policy.timeoutOverride == preset.timeoutOverride
                    ? .same : .value(policy.timeoutOverride.map { ScenarioDuration.format($0.duration) } ?? "null")
            }),
        .field(
            "lockOnColdLaunch", "lock on a cold launch", \.lockOnColdLaunch,
            read: { value throws(ScenarioError) in try value.bool() }, write: { "\($0)" }),
        .field(
            "elapsedTime",
            "how background time is measured: \(ElapsedTimeSource.allCases.map(\.rawValue).joined(separator: ", "))",
            \.elapsedTime,
            read: { value throws(ScenarioError) in
                ElapsedTimeSource(rawValue: try value.choice(of: ElapsedTimeSource.allCases.map(\.rawValue)))!
            },
            write: { $0.rawValue }),
        .field(
            "privacyCover", "draw the privacy cover on `inactive`", \.privacyCoverOnInactive,
            read: { value throws(ScenarioError) in try value.bool() }, write: { "\($0)" }),
        .field(
            "passcodeDelays", "wrong-passcode delays: `none`, `ios` or a list of durations", \.passcodeDelays,
            read: { value throws(ScenarioError) in try delays(value) },
            write: { schedule in
                switch schedule {
                case .none: return "none"
                case .iOSLike: return "ios"
                default: return "[" + schedule.delays.map { ScenarioDuration.format($0) }.joined(separator: ", ") + "]"
                }
            }),
        .field(
            "attemptLimit", "wrong passcodes before the cached verifier is wiped (`null`: no limit)",
            \.passcodeAttemptLimit,
            read: { value throws(ScenarioError) in value.isNull ? nil : try value.int() },
            write: { $0.map(String.init) ?? "null" }),
        .field(
            "blocklist", "refuse common passcodes at set and change", \.rejectCommonPasscodes,
            read: { value throws(ScenarioError) in try value.bool() }, write: { "\($0)" }),
        PolicyOverrideSpec(
            "verifier", "the offline verifier: \(verifierNames.map(\.name).joined(separator: ", "))",
            read: { value, configuration throws(ScenarioError) in
                let name = try value.choice(of: verifierNames.map(\.name))
                configuration.policy.localVerifier = verifierNames.first { $0.name == name }!.verifier
            },
            write: { policy, preset in
                guard policy.localVerifier != preset.localVerifier else { return .same }
                if case .pbkdf2SHA256 = policy.localVerifier { return .same }  // `verifierRounds` writes it
                guard let named = verifierNames.first(where: { $0.verifier == policy.localVerifier }) else {
                    return .unrepresentable
                }
                return .value(named.name)
            }),
        PolicyOverrideSpec(
            "verifierRounds", "PBKDF2 rounds for the offline verifier (`null`: the preset's verifier)",
            read: { value, configuration throws(ScenarioError) in
                if value.isNull { return }  // a matrix can leave the preset's verifier alone
                let rounds = try value.int(in: PasscodeVerifier.pbkdf2RoundsRange, unit: "rounds")
                configuration.policy.localVerifier = .pbkdf2SHA256(rounds: rounds)
            },
            write: { policy, preset in
                guard policy.localVerifier != preset.localVerifier,
                    case .pbkdf2SHA256(let rounds) = policy.localVerifier
                else { return .same }
                return .value(String(rounds))
            }),
        PolicyOverrideSpec(
            "forgotAlert", "Stage 03's \"Forgot Passcode?\" alert: reset-or-logout or logout-only (not a policy field)",
            read: { value, configuration throws(ScenarioError) in
                configuration.forgotAlertVariant = LockScreenModel.ForgotAlertVariant(
                    rawValue: try value.choice(of: ["reset-or-logout", "logout-only"]))!
            },
            write: { _, _ in .same }),
    ]

    /// The verifiers `verifier:` names (PBKDF2 with other rounds is `verifierRounds:`).
    private static let verifierNames: [(name: String, verifier: PasscodeVerifier)] = [
        ("legacy-sha256", .legacySHA256), ("pbkdf2", .owaspPBKDF2), ("scrypt", .owaspScrypt),
    ]

    private static func lockTimeout(_ value: ScenarioValue) throws(ScenarioError) -> LockTimeout {
        let duration = try value.duration()
        do { return try LockTimeout(duration, field: value.path) } catch {
            throw ScenarioError(.typeMismatch(expected: "a duration from 0s to 24h", found: "\(duration)"), at: value)
        }
    }

    private static func delays(_ value: ScenarioValue) throws(ScenarioError) -> PasscodeDelaySchedule {
        if case .string = value.kind {
            switch try value.choice(of: ["none", "ios"]) {
            case "none": return .none
            default: return .iOSLike
            }
        }
        var list: [Duration] = []
        for item in try value.list() { list.append(try item.duration()) }
        do { return try PasscodeDelaySchedule(delays: list) } catch {
            throw ScenarioError(.typeMismatch(expected: "delays from 0s to 24h", found: "\(error)"), at: value)
        }
    }
}
