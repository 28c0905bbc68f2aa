/// A parsed scenario file: metadata, initial state, steps and an optional matrix.
///
/// ```yaml
/// name: lock-after-timeout
/// device: iphone-15-pro
/// policy: hardened
/// overrides: {timeout: 5s}
/// initial: {passcode: "123456", enabled: true, biometricEnabled: true}
/// steps:
///   - launch
///   - background
///   - advance: 10s
///   - foreground
///   - expect: {locked: true}
/// ```
/// Load with ``ScenarioParser``; expand into runnable cases with ``ScenarioMatrixExpander``.
public struct ScenarioDocument: Sendable, Equatable {
    /// The top-level keys a scenario file may contain.
    public static let topLevelKeys = [
        "name", "description", "device", "policy", "overrides", "initial", "steps", "matrix", "app",
        "requires", "step-limit",
    ]

    /// The file the document came from.
    public var file: String
    /// `name:`, or the file name without extension when absent.
    public var name: String
    /// `description:`.
    public var description: String?
    /// `device:` (a device profile name), uninterpreted.
    public var device: String?
    /// `policy:` (a policy preset name), uninterpreted.
    public var policy: String?
    /// `overrides:`, a map of policy fields, uninterpreted.
    public var overrides: ScenarioValue?
    /// `initial:`, a map of initial state (passcode, enabled, biometricEnabled, timeout, ...), uninterpreted.
    public var initial: ScenarioValue?
    /// `steps:` in order.
    public var steps: [ScenarioStep]
    /// `matrix:`, when present (cases built from this document have none).
    public var matrix: ScenarioMatrix?
    /// `requires:`, the capabilities an app needs for this scenario (an app without them skips its cases); the
    /// platform and policy add their own (``AppCapability/implied(by:)``).
    public var requires: [AppCapability] = []
    /// `step-limit:`, how long one step may run on an app before the case errors (`run --app`'s workers and the
    /// in-process executor); nil: the run's limit (`--step-limit`, default 10s).
    public var stepLimit: Duration?
    /// The whole document tree, for locations and for substitution.
    public var root: ScenarioValue

    /// Creates a document from fields (mainly for tests and generated scenarios).
    public init(
        file: String, name: String, description: String? = nil, device: String? = nil, policy: String? = nil,
        overrides: ScenarioValue? = nil, initial: ScenarioValue? = nil, steps: [ScenarioStep],
        matrix: ScenarioMatrix? = nil, root: ScenarioValue
    ) {
        self.file = file
        self.name = name
        self.description = description
        self.device = device
        self.policy = policy
        self.overrides = overrides
        self.initial = initial
        self.steps = steps
        self.matrix = matrix
        self.root = root
    }

    /// The location of a top-level field's value, or of the document when absent.
    public func location(ofField key: String) -> ScenarioSourceLocation {
        root.field(key)?.location ?? root.location
    }

    /// Reads the fields of a document tree. With `template` set, whole `${var}` placeholders are accepted where a
    /// map or list is expected (they are checked again after matrix substitution). `parsedSteps`, when given,
    /// supplies the steps already parsed (a matrix case built from its plan's ``ScenarioCaseMemo``); it is called
    /// where the steps would be parsed, so errors come in the same order either way.
    init(
        root: ScenarioValue, file: String, template: Bool,
        parsedSteps: (() throws(ScenarioError) -> [ScenarioStep])? = nil
    ) throws(ScenarioError) {
        try root.checkKeys(allowed: Self.topLevelKeys)
        func optionalText(_ key: String) throws(ScenarioError) -> String? {
            guard let value = root.field(key), !value.isNull else { return nil }
            return try value.text()
        }
        func optionalMap(_ key: String) throws(ScenarioError) -> ScenarioValue? {
            guard let value = root.field(key), !value.isNull else { return nil }
            if template, ScenarioSubstitution.isWholePlaceholder(value) { return value }
            _ = try value.entries()
            return value
        }
        var steps: [ScenarioStep] = []
        if let parsedSteps {
            steps = try parsedSteps()
        } else {
            let stepsValue = try root.requiredField("steps")
            if !(template && ScenarioSubstitution.isWholePlaceholder(stepsValue)) {
                for (index, item) in try stepsValue.list().enumerated() {
                    steps.append(try ScenarioStep.parse(item, index: index))
                }
            }
        }
        self.init(
            file: file, name: try optionalText("name") ?? Self.defaultName(file: file),
            description: try optionalText("description"),
            device: try optionalText("device"), policy: try optionalText("policy"),
            overrides: try optionalMap("overrides"), initial: try optionalMap("initial"), steps: steps,
            matrix: try root.field("matrix").map { value throws(ScenarioError) in try ScenarioMatrix(parsing: value) },
            root: root)
        requires = try Self.capabilities(root.field("requires"), template: template)
        stepLimit = try Self.stepLimit(root.field("step-limit"), template: template)
    }

    /// Reads `step-limit:`: a duration above zero, else the error names its `file:line:col`.
    static func stepLimit(_ value: ScenarioValue?, template: Bool) throws(ScenarioError) -> Duration? {
        guard let value, !value.isNull else { return nil }
        if template, ScenarioSubstitution.isWholePlaceholder(value) { return nil }
        let limit = try value.duration()
        guard limit > .zero else {
            throw ScenarioError(.invalidDuration("0", problem: "a step limit must be more than 0"), at: value)
        }
        return limit
    }

    /// Reads `requires:`: a list of capability names (or one name), each known, else the error names the item's
    /// `file:line:col` and the closest capability.
    static func capabilities(_ value: ScenarioValue?, template: Bool) throws(ScenarioError) -> [AppCapability] {
        guard let value, !value.isNull else { return [] }
        if template, ScenarioSubstitution.isWholePlaceholder(value) { return [] }
        let items = value.listOrSingle()
        var capabilities: [AppCapability] = []
        for item in items {
            if template, ScenarioSubstitution.isWholePlaceholder(item) { continue }
            // `choice(of:)` refuses any other name, with the closest one, at the item's location.
            guard let capability = AppCapability(rawValue: try item.choice(of: AppCapability.names)) else { continue }
            if !capabilities.contains(capability) { capabilities.append(capability) }
        }
        return capabilities
    }

    /// The name of a scenario without `name`: its file name without the extension.
    static func defaultName(file: String) -> String {
        let baseName = file.split(separator: "/").last.map { String($0) } ?? file
        return baseName.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? baseName.split(separator: ".").dropLast().joined(separator: ".") : baseName
    }
}
