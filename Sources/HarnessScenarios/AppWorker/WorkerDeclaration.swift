/// An ``AppDeclaration`` as the hello carries it: names, sorted.
public struct WorkerDeclaration: Sendable, Hashable, Codable {
    /// The app's capabilities (`ios`, `biometrics`, ...).
    public var capabilities: [String]
    /// The steps the adapter maps.
    public var steps: [String]
    /// The fields the adapter reports.
    public var fields: [String]

    /// The declaration's names.
    public init(_ declaration: AppDeclaration) {
        capabilities = declaration.capabilities.map(\.rawValue).sorted()
        steps = declaration.steps.sorted()
        fields = declaration.fields.sorted()
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
        return AppDeclaration(capabilities: known, steps: Set(steps), fields: Set(fields))
    }
}
