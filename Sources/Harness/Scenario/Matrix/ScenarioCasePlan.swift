/// The cases of one scenario file, named (ids are known and unique) but built only on demand.
public struct ScenarioCasePlan: Sendable {
    /// The scenario file.
    public let file: String
    /// The scenario's `name:` (or its file name without extension): with each id, the shard key.
    public let scenarioName: String
    /// Case ids, in expansion order.
    public let ids: [String]
    let template: ScenarioValue
    let rows: [ScenarioMatrixRow]?
    let expander: ScenarioMatrixExpander

    init(
        file: String, scenarioName: String, template: ScenarioValue, rows: [ScenarioMatrixRow]?, ids: [String],
        expander: ScenarioMatrixExpander
    ) {
        self.file = file
        self.scenarioName = scenarioName
        self.template = template
        self.rows = rows
        self.ids = ids
        self.expander = expander
    }

    /// How many cases.
    public var count: Int { ids.count }

    /// The case at `index`, substituted now.
    public func makeCase(_ index: Int) throws(ScenarioError) -> ScenarioCase {
        try expander.makeCase(template: template, row: rows?[index], id: ids[index], file: file)
    }
}
