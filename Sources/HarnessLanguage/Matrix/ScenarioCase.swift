/// One runnable case: a scenario document with every matrix variable substituted, plus its id and parameters.
///
/// A file without `matrix:` yields one case whose id is the sanitised scenario name.
public struct ScenarioCase: Sendable, Equatable, Identifiable {
    /// The case id, unique within its file and safe for `--case` and JUnit.
    public var id: String
    /// The scenario file.
    public var file: String
    /// The scenario's `name`.
    public var scenarioName: String
    /// The substituted document (its `matrix` is `nil`).
    ///
    /// A case from a matrix plan builds it when it is first read: a passing case never needs it (its steps run from
    /// the plan's ``prepared`` parts), and building it was a fifth of the runner's time. Setting it replaces what the
    /// plan prepared.
    public var document: ScenarioDocument {
        get {
            switch content {
            case .document(let document): document
            case .prepared(let prepared): prepared.document()
            }
        }
        set { content = .document(newValue) }
    }
    /// The axis values (and `add` keys) that define the case, for ids, properties and summaries.
    public var parameters: [ScenarioCaseParameter]
    /// Every variable of the row, including `extend` and `derive` values such as an expected result.
    public var variables: [ScenarioValueEntry] {
        get { row.resolved.variables }
        set { row = .given(variables: newValue, origin: origin) }
    }
    /// Where the case came from, for messages (`axes row 3 (...)`, `add[0] at ...`, or `scenario`).
    public var origin: String {
        get { row.resolved.origin }
        set { row = .given(variables: variables, origin: newValue) }
    }
    /// The row, or where to build it from when it is read.
    private var row: ScenarioCaseRow
    /// The document, or the plan's parts it is built from.
    private var content: Content

    private enum Content: Sendable {
        indirect case document(ScenarioDocument)
        case prepared(ScenarioCasePreparation)
    }

    /// What a matrix plan already worked out for this case (its shared header, parsed and interpreted steps), if
    /// anything; not part of the case's identity.
    package var prepared: ScenarioCasePreparation? {
        if case .prepared(let prepared) = content { return prepared }
        return nil
    }

    /// Creates a case.
    public init(
        id: String, file: String, scenarioName: String, document: ScenarioDocument,
        parameters: [ScenarioCaseParameter] = [], variables: [ScenarioValueEntry] = [], origin: String = "scenario"
    ) {
        self.init(
            id: id, file: file, scenarioName: scenarioName, content: .document(document), parameters: parameters,
            row: .given(variables: variables, origin: origin))
    }

    /// A case whose document is built from a plan's parts when it is read.
    init(
        id: String, file: String, scenarioName: String, prepared: ScenarioCasePreparation,
        parameters: [ScenarioCaseParameter], row: ScenarioCaseRow
    ) {
        self.init(
            id: id, file: file, scenarioName: scenarioName, content: .prepared(prepared), parameters: parameters,
            row: row)
    }

    private init(
        id: String, file: String, scenarioName: String, content: Content, parameters: [ScenarioCaseParameter],
        row: ScenarioCaseRow
    ) {
        self.id = id
        self.file = file
        self.scenarioName = scenarioName
        self.content = content
        self.parameters = parameters
        self.row = row
    }

    public static func == (lhs: ScenarioCase, rhs: ScenarioCase) -> Bool {
        lhs.id == rhs.id && lhs.file == rhs.file && lhs.scenarioName == rhs.scenarioName && lhs.document == rhs.document
            && lhs.parameters == rhs.parameters && lhs.variables == rhs.variables && lhs.origin == rhs.origin
    }

    /// The steps to execute.
    public var steps: [ScenarioStep] {
        switch content {
        case .document(let document): document.steps
        case .prepared(let prepared): prepared.steps.map(\.parsedStep)
        }
    }

    /// The value of a variable, such as a per-row expected result.
    public func variable(_ name: String) -> ScenarioValue? {
        variables.first { $0.key == name }?.value
    }

    /// The shell command that re-runs only this case, e.g. `swift run lockharness run 'a b.yaml' --case x`.
    public func rerunCommand(prefix: String = "swift run lockharness run") -> String {
        "\(prefix) \(ScenarioShellQuoting.quote(file)) --case \(ScenarioShellQuoting.quote(id))"
    }
}
