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
    /// asks for it, so a 10,000-case matrix does not hold 10,000 documents in memory.
    public func plan(for document: ScenarioDocument) throws(ScenarioError) -> ScenarioCasePlan {
        var template = document.root
        if case .map(let entries) = template.kind {
            template.kind = .map(entries.filter { $0.key != "matrix" })
        }
        guard let matrix = document.matrix else {
            let id = ScenarioCaseID.sanitize(document.name)
            return ScenarioCasePlan(
                file: document.file, scenarioName: document.name, template: template, rows: nil, ids: [id],
                expander: self)
        }
        let rows = try rows(for: matrix)
        let known = Self.variableNames(rows)
        var firstOrigin: [String: String] = [:]
        var ids: [String] = []
        ids.reserveCapacity(rows.count)
        for row in rows {
            let raw = try matrix.idTemplate.map { template throws(ScenarioError) in
                try ScenarioCaseID.render(template: template, row: row, known: known)
            } ?? ScenarioCaseID.defaultID(for: row)
            let id = ScenarioCaseID.sanitize(raw)
            if let first = firstOrigin[id] {
                throw ScenarioError(.duplicateCaseID(id, first: first, second: row.origin),
                                    at: matrix.idTemplate?.location ?? row.location, path: "matrix.id")
            }
            firstOrigin[id] = row.origin
            ids.append(id)
        }
        return ScenarioCasePlan(
            file: document.file, scenarioName: document.name, template: template, rows: rows, ids: ids, expander: self)
    }

    /// Builds the case for one row (or the whole document when `row` is `nil`).
    func makeCase(
        template: ScenarioValue, row: ScenarioMatrixRow?, id: String, file: String
    ) throws(ScenarioError) -> ScenarioCase {
        guard let row else {
            let resolved = try build(template, variables: [], file: file, caseID: id)
            return ScenarioCase(id: id, file: file, scenarioName: resolved.name, document: resolved)
        }
        let resolved = try build(template, variables: row.bindings, file: file, caseID: id)
        let parameters = row.parameterKeys.compactMap { key in
            row[key].map { ScenarioCaseParameter(name: key, value: $0.scalarText ?? $0.description) }
        }
        return ScenarioCase(
            id: id, file: file, scenarioName: resolved.name, document: resolved,
            parameters: parameters, variables: row.bindings, origin: row.origin)
    }

    /// The matrix rows, before ids are assigned.
    public func rows(for matrix: ScenarioMatrix) throws(ScenarioError) -> [ScenarioMatrixRow] {
        let limit = maxCases ?? matrix.limit ?? Self.defaultMaxCases
        var rows = try product(matrix, limit: limit)
        for (index, entry) in matrix.exclude.enumerated() {
            try validate(entry, against: rows, axisNames: matrix.axisNames, what: "matrix.exclude[\(index)]")
            rows.removeAll { $0.matches(entry) }
        }
        for (index, entry) in matrix.add.enumerated() {
            let entries = try entry.entries()
            let ordered = matrix.axisNames.compactMap { name in entries.first { $0.key == name } }
                + entries.filter { !matrix.axisNames.contains($0.key) }
            rows.append(ScenarioMatrixRow(
                bindings: ordered, origin: "add[\(index)] at \(entry.location)", location: entry.location,
                parameterKeys: ordered.map(\.key)))
        }
        for item in matrix.extend {
            try apply(item, to: &rows)
        }
        for derivation in matrix.derive {
            try apply(derivation, to: &rows)
        }
        guard rows.count <= limit else { throw ScenarioError(.tooManyCases(count: rows.count, limit: limit), at: matrix.location, path: "matrix") }
        return rows
    }

    private func product(_ matrix: ScenarioMatrix, limit: Int) throws(ScenarioError) -> [ScenarioMatrixRow] {
        guard !matrix.axes.isEmpty else { return [] }
        var count = 1
        for axis in matrix.axes {
            let (next, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
            count = overflow ? Int.max : next
        }
        let ceiling = min(limit.multipliedReportingOverflow(by: 64).overflow ? Int.max : limit * 64, 2_000_000)
        guard count <= max(ceiling, limit) else {
            throw ScenarioError(.tooManyCases(count: count, limit: limit), at: matrix.location, path: "matrix.axes")
        }
        var rows: [ScenarioMatrixRow] = []
        rows.reserveCapacity(count)
        var indices = [Int](repeating: 0, count: matrix.axes.count)
        for number in 1...count {
            let bindings = zip(matrix.axes, indices).map { axis, index in
                ScenarioValueEntry(key: axis.name, keyLocation: axis.location, value: axis.values[index])
            }
            var row = ScenarioMatrixRow(
                bindings: bindings, origin: "", location: matrix.location, parameterKeys: matrix.axisNames)
            row.origin = "axes row \(number) (\(row.parameterSummary))"
            rows.append(row)
            for position in indices.indices.reversed() {
                indices[position] += 1
                if indices[position] < matrix.axes[position].values.count { break }
                indices[position] = 0
            }
        }
        return rows
    }

    /// Checks a partial row: every key must be a known variable and every value one that some row has.
    private func validate(
        _ pattern: ScenarioValue, against rows: [ScenarioMatrixRow], axisNames: [String], what: String
    ) throws(ScenarioError) {
        let known = axisNames + Self.variableNames(rows).filter { !axisNames.contains($0) }
        for entry in try pattern.entries() {
            let path = "\(what).\(entry.key)"
            guard known.contains(entry.key) else {
                throw ScenarioError(
                    .unknownKey(entry.key, allowed: known, suggestion: NameSuggestion.closest(to: entry.key, among: known)),
                    at: entry.keyLocation, path: path)
            }
            var present: [ScenarioValue] = []
            for row in rows {
                if let value = row[entry.key], !present.contains(where: { $0.hasSameContent(as: value) }) {
                    present.append(value)
                }
            }
            for wanted in entry.value.listOrSingle() where !present.contains(where: { $0.hasSameContent(as: wanted) }) {
                let words = present.map { $0.scalarText ?? $0.description }
                let word = wanted.scalarText ?? wanted.description
                throw ScenarioError(
                    .invalidChoice(word, allowed: words, suggestion: NameSuggestion.closest(to: word, among: words)),
                    at: wanted.location, path: path)
            }
        }
    }

    private func apply(_ item: ScenarioMatrix.Extension, to rows: inout [ScenarioMatrixRow]) throws(ScenarioError) {
        let what = "matrix.extend[\(item.index)]"
        try validate(item.match, against: rows, axisNames: [], what: "\(what).match")
        var matched = 0
        for index in rows.indices where rows[index].matches(item.match) {
            matched += 1
            for entry in try item.set.entries() {
                if rows[index].parameterKeys.contains(entry.key),
                    let existing = rows[index][entry.key], !existing.hasSameContent(as: entry.value)
                {
                    throw ScenarioError(
                        .other("\(what) would change '\(entry.key)' of \(rows[index].origin) from \(existing) to "
                            + "\(entry.value); extend only adds keys, use `add` for a new row"),
                        at: entry.keyLocation, path: "\(what).set.\(entry.key)")
                }
                rows[index].set(entry.key, to: entry.value, keyLocation: entry.keyLocation)
            }
        }
        guard matched > 0 else {
            throw ScenarioError(.other("\(what) matches no case; check its `match` values"), at: item.match)
        }
    }

    private func apply(_ derivation: ScenarioMatrix.Derivation, to rows: inout [ScenarioMatrixRow]) throws(ScenarioError) {
        let from = try derivation.from.text()
        let known = Self.variableNames(rows)
        guard known.contains(from) else {
            throw ScenarioError(
                .unknownVariable(from, known: known, suggestion: NameSuggestion.closest(to: from, among: known)),
                at: derivation.from)
        }
        let table = try derivation.values.entries()
        for index in rows.indices {
            if rows[index].parameterKeys.contains(derivation.name) {
                throw ScenarioError(.other("derive '\(derivation.name)' would replace a value of \(rows[index].origin)"),
                                    at: derivation.location, path: "matrix.derive.\(derivation.name)")
            }
            let key = rows[index][from].map { $0.scalarText ?? $0.description } ?? "null"
            guard let value = table.first(where: { $0.key == key })?.value ?? derivation.defaultValue else {
                throw ScenarioError(
                    .other("derive '\(derivation.name)' has no entry for \(from)=\(key) (\(rows[index].origin)); "
                        + "add it under `values` or give a `default`"),
                    at: derivation.values)
            }
            rows[index].set(derivation.name, to: value, keyLocation: derivation.location)
        }
    }

    private func build(
        _ template: ScenarioValue, variables: [ScenarioValueEntry], file: String, caseID: String
    ) throws(ScenarioError) -> ScenarioDocument {
        let substitution = ScenarioSubstitution(variables: Dictionary(variables.map { ($0.key, $0.value) }) { _, last in last })
        do {
            let root = try substitution.apply(to: template)
            return try ScenarioDocument(root: root, file: file, template: false)
        } catch {
            var error = error
            error.caseID = caseID
            throw error
        }
    }

    static func variableNames(_ rows: [ScenarioMatrixRow]) -> [String] {
        var names: [String] = []
        for row in rows {
            for entry in row.bindings where !names.contains(entry.key) { names.append(entry.key) }
        }
        return names
    }
}
