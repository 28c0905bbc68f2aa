import LockCore

/// Expands a scenario's matrix into rows and runnable ``ScenarioCase``s, deterministically.
///
/// Order: the cartesian product of the axes in file order (the last axis varies fastest), minus `exclude`,
/// then `add` rows in file order; `extend` and `derive` only add keys. Ids come from the `id` template (default:
/// the parameter values joined with `-`), are sanitised, and must be unique.
public struct ScenarioMatrixExpander: Sendable {
    /// The bound used when neither the caller nor the file's `limit:` sets one.
    public static let defaultMaxCases = 1000

    /// An explicit bound (from `--max-cases`), taking precedence over the file's `limit:`.
    public var maxCases: Int?

    /// Creates an expander.
    public init(maxCases: Int? = nil) {
        self.maxCases = maxCases
    }

    /// The cases of a document: one per matrix row, or a single case when there is no matrix.
    public func cases(for document: ScenarioDocument) throws(ScenarioError) -> [ScenarioCase] {
        let plan = try plan(for: document)
        var cases: [ScenarioCase] = []
        cases.reserveCapacity(plan.count)
        for index in 0..<plan.count { cases.append(try plan.makeCase(index)) }
        return cases
    }

    /// The cases of a document, named but not built: each is substituted only when ``ScenarioCasePlan/makeCase(_:)``
    /// asks for it, so a 1,000,000-case matrix holds neither its documents nor its rows in memory.
    public func plan(for document: ScenarioDocument) throws(ScenarioError) -> ScenarioCasePlan {
        var template = document.root
        if case .map(let entries) = template.kind {
            template.kind = .map(entries.filter { $0.key != "matrix" })
        }
        guard let matrix = document.matrix else {
            return ScenarioCasePlan(
                file: document.file, scenarioName: document.name, template: template, rows: nil, expander: self)
        }
        let rows = try ScenarioMatrixRowSource(matrix, limit: maxCases ?? matrix.limit ?? Self.defaultMaxCases)
        let plan = ScenarioCasePlan(
            file: document.file, scenarioName: document.name, template: template, rows: rows, expander: self)
        try plan.checkUniqueIDs()
        return plan
    }

    /// Builds the case for one row (or the whole document when `row` is `nil`).
    func makeCase(
        template: ScenarioValue, shape: ScenarioTemplateShape, row: ScenarioMatrixRow?, id: String, file: String
    ) throws(ScenarioError) -> ScenarioCase {
        guard let row else {
            let resolved = try build(template, shape: shape, variables: [], file: file, caseID: id)
            return ScenarioCase(id: id, file: file, scenarioName: resolved.name, document: resolved)
        }
        let resolved = try build(template, shape: shape, variables: row.bindings, file: file, caseID: id)
        return Self.makeCase(document: resolved, row: row, id: id, file: file)
    }

    /// The case for `row` whose substituted document is `document`.
    static func makeCase(document: ScenarioDocument, row: ScenarioMatrixRow, id: String, file: String) -> ScenarioCase {
        ScenarioCase(
            id: id, file: file, scenarioName: document.name, document: document,
            parameters: parameters(of: row), variables: row.bindings, origin: row.origin)
    }

    /// The parameters a case of `row` shows: its parameter keys and their values as written.
    static func parameters(of row: ScenarioMatrixRow) -> [ScenarioCaseParameter] {
        row.parameterKeys.compactMap { key in
            row[key].map { ScenarioCaseParameter(name: key, value: $0.scalarText ?? $0.description) }
        }
    }

    /// The matrix rows, before ids are assigned (every row built: for tests and small matrices).
    public func rows(for matrix: ScenarioMatrix) throws(ScenarioError) -> [ScenarioMatrixRow] {
        let source = try ScenarioMatrixRowSource(matrix, limit: maxCases ?? matrix.limit ?? Self.defaultMaxCases)
        return try (0..<source.count).map { index throws(ScenarioError) in try source.row(at: index) }
    }

    private func build(
        _ template: ScenarioValue, shape: ScenarioTemplateShape, variables: [ScenarioValueEntry], file: String,
        caseID: String
    ) throws(ScenarioError) -> ScenarioDocument {
        let substitution = ScenarioSubstitution(
            variables: Dictionary(variables.map { ($0.key, $0.value) }) { _, last in last })
        do {
            let root = try substitution.apply(to: template, shape: shape)
            return try ScenarioDocument(root: root, file: file, template: false)
        } catch {
            var error = error
            error.caseID = caseID
            throw error
        }
    }

    /// Every variable a row can have, in first-seen order: axes, `add` keys, `extend` keys, then `derive` names.
    static func variableNames(of rows: ScenarioMatrixRowSource) -> [String] {
        var names = rows.matrix.axisNames
        func note(_ key: String) { if !names.contains(key) { names.append(key) } }
        for row in rows.added { row.bindings.forEach { note($0.key) } }
        for item in rows.matrix.extend { ((try? item.set.entries()) ?? []).forEach { note($0.key) } }
        rows.matrix.derive.forEach { note($0.name) }
        return names
    }
}
