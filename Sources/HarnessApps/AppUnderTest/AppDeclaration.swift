import HarnessScenarios
import HarnessSession
import LockCore

/// What an app under test has, declared once by its adapter (``AppUnderTest/declaration``): the capabilities of
/// the app, the steps the adapter maps onto it and the expect fields it reads from it.
///
/// A case is run only when the app has everything it uses; otherwise it is skipped with the first thing missing
/// (``CaseOutcome/skipped``): a capability its `requires:`, platform or policy needs, a step it takes, a field it
/// checks. The phone's fields (``ExpectFieldSpec/Source/phone``: the sensor, prompts) need no declaring for an app
/// on LockHarness's simulated phone (in process, or a Swift worker): ``phoneFields`` holds all of them by default. A
/// worker in another language has no such phone: its declaration's ``phoneFields`` is empty, so a case checking one
/// it does not report in ``fields`` is skipped naming the field, and a differential run does not compare it.
///
/// ```swift
/// static let declaration = AppDeclaration(
///     capabilities: [.ios, .biometrics],
///     steps: ["launch", "terminate", "background", "foreground", "advance", "digit", "enter-pin", "tap-biometric"],
///     fields: ["screen", "locked", "error", "dots"])
/// ```
public struct AppDeclaration: Sendable, Hashable {
    /// What the app has (platforms included: an iPhone app declares `.ios`).
    public var capabilities: Set<AppCapability>
    /// The steps the adapter maps onto the app, by name (`expect` and `refused` are the harness's own).
    public var steps: Set<String>
    /// The expect fields the adapter reads from the app, by name.
    public var fields: Set<String>
    /// The phone's fields (``ExpectFieldSpec/Source/phone``) read for this app from LockHarness's simulated phone,
    /// beside ``fields``: all of them for an app on it (the default), none for a worker that has no such phone.
    public var phoneFields: Set<String>

    /// A declaration; ``problems`` names any step or field that is not in the vocabulary.
    public init(
        capabilities: Set<AppCapability>, steps: Set<String>, fields: Set<String>,
        phoneFields: Set<String> = ExpectFieldVocabulary.phoneFieldNames
    ) {
        self.capabilities = capabilities
        self.steps = steps
        self.fields = fields
        self.phoneFields = phoneFields
    }

    /// Every field someone supplies for this app (``fields`` and ``phoneFields``): what `expect` can check, what a
    /// differential run compares and what a trace shows. A field outside it is never compared against `null`.
    public var supplied: Set<String> { fields.union(phoneFields) }

    /// The names in this declaration that the vocabularies do not know, each with the closest known name: a
    /// misspelled field would otherwise drop silently out of every comparison.
    public var problems: [String] {
        let unknownSteps = steps.subtracting(StepVocabulary.names).sorted().map { name in
            "unknown step `\(name)` in the adapter's declaration"
                + (NameSuggestion.closest(to: name, among: StepVocabulary.names).map { " (did you mean `\($0)`?)" }
                    ?? "")
        }
        let unknownFields = fields.subtracting(ExpectFieldVocabulary.names).sorted().map { name in
            "unknown field `\(name)` in the adapter's declaration"
                + (NameSuggestion.closest(to: name, among: ExpectFieldVocabulary.names).map {
                    " (did you mean `\($0)`?)"
                }
                    ?? "")
        }
        let notPhone = phoneFields.subtracting(ExpectFieldVocabulary.phoneFieldNames).sorted().map { name in
            "`\(name)` in the declaration's phone fields is not one of the phone's fields"
                + " (\(ExpectFieldVocabulary.phoneFieldNames.sorted().joined(separator: ", ")))"
        }
        return unknownSteps + unknownFields + notPhone
    }

    /// Why a case of `document`, configured as `configuration` and made of `kinds`, does not apply to this app, or
    /// `nil` when it does: the first capability missing (platform, policy, `requires:`), then the first step not
    /// declared, then the first field neither declared nor read by the harness.
    public func skipReason(
        requires: [AppCapability], configuration: SessionConfiguration, steps: [ScenarioStep],
        kinds: [ScenarioStepKind]
    ) -> String? {
        let implied = AppCapability.implied(by: configuration)
        let platform = AppCapability.platform(configuration.platform)
        if !capabilities.contains(platform) {
            let declared = capabilities.intersection(AppCapability.platforms).map(\.rawValue).sorted()
            return "runs on \(platform.rawValue) (\(configuration.deviceName)); the app declares "
                + (declared.isEmpty ? "no platform" : declared.joined(separator: ", "))
        }
        for capability in implied.union(requires).sorted() where !capabilities.contains(capability) {
            return "needs capability `\(capability.rawValue)`"
        }
        for (step, kind) in zip(steps, kinds) {
            let name: String
            switch kind {
            case .input(let input), .refused(let input):
                name = StepVocabulary.specs(printing: input).first?.name ?? step.name
            case .expect(let expected):
                if let field = expected.first(where: { !covers(field: $0.name) }) {
                    switch ExpectFieldVocabulary.field(named: field.name)?.source {
                    case .model: return "checks `\(field.name)`, which only LockHarness's model has"
                    case .phone:
                        return "checks `\(field.name)`, a phone field nobody supplies: the app has no simulated"
                            + " phone and does not report it"
                    default: return "checks `\(field.name)`, which the adapter does not report"
                    }
                }
                continue
            }
            if !self.steps.contains(name) { return "uses step `\(name)`, which the adapter does not declare" }
        }
        return nil
    }

    /// Whether an `expect` on `field` can be checked: the adapter reports it or a simulated phone supplies it.
    public func covers(field: String) -> Bool { fields.contains(field) || phoneFields.contains(field) }
}
