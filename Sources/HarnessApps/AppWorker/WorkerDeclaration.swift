import HarnessScenarios
/// An ``AppDeclaration`` as the hello carries it: names, sorted.
///
/// `phoneFields` is the field contract's second half (docs/app-workers.md): the phone's fields the worker reads from
/// a LockHarness simulated phone of its own. A Swift worker (AppWorker) lists all of them; a worker in another
/// language leaves the key out, and then supplies exactly the fields in `fields`: nothing else is compared.
public struct WorkerDeclaration: Sendable, Hashable, Codable {
    /// The app's capabilities (`ios`, `biometrics`, ...).
    public var capabilities: [String]
    /// The steps the adapter maps.
    public var steps: [String]
    /// The fields the worker reports itself (the app's own, and any phone field it simulates itself).
    public var fields: [String]
    /// The phone's fields the worker's simulated phone supplies; absent (`nil`) reads as none.
    public var phoneFields: [String]?

    /// The declaration's names.
    public init(_ declaration: AppDeclaration) {
        capabilities = declaration.capabilities.map(\.rawValue).sorted()
        steps = declaration.steps.sorted()
        fields = declaration.fields.sorted()
        phoneFields = declaration.phoneFields.sorted()
    }

    /// The declaration back; an unknown capability name is an error naming it.
    public func declaration() throws(WorkerError) -> AppDeclaration {
        var known: Set<AppCapability> = []
        for name in capabilities {
            guard let capability = AppCapability(rawValue: name) else {
                throw .badHello("unknown capability `\(name)` in the declaration")
            }
            known.insert(capability)
        }
        return AppDeclaration(
            capabilities: known, steps: Set(steps), fields: Set(fields), phoneFields: Set(phoneFields ?? []))
    }
}
