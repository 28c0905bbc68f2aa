import LockCore

/// The rows of an expanded matrix, built one at a time when a case asks for its row.
///
/// The cartesian product is never stored: a product row is its number in mixed radix over the axes, and `exclude`
/// leaves a list of surviving numbers (4 bytes a row, none when nothing is excluded). `add` rows are kept as
/// written; `extend` and `derive` are applied when a row is built. A 1,000,000-case matrix therefore costs a few
/// megabytes, not a document per case.
struct ScenarioMatrixRowSource: Sendable {
    let matrix: ScenarioMatrix
    /// The number of rows in the full product of the axes (0 without axes).
    let productCount: Int
    /// The product rows kept after `exclude`, by number; `nil` keeps them all.
    let survivors: [Int32]?
    /// The rows of `add`, in file order, before `extend` and `derive`.
    let added: [ScenarioMatrixRow]
    /// Per axis, per value, `name=value` as a row's summary writes it (made once, not once per row).
    private let summaryParts: [[String]]
    /// Per axis, per value, the case parameter a product row's value makes (as
    /// ``ScenarioMatrixExpander/parameters(of:)`` would work it out from the row).
    private let parameterParts: [[ScenarioCaseParameter]]
    /// Per `derive`, its source variable and its table (first entry of a key wins, as a lookup in the file would),
    /// read once rather than from the document for every row; `nil` where the file's form is not that (the errors
    /// then come from the document, at plan time).
    private let derivationTables: [(from: String, values: [String: ScenarioValue])?]
    /// Where each variable of a product row was written, per value of the one axis it depends on; `nil` when some
    /// variable depends on more than one axis (with `extend`, or a `derive` from a derived value): those rows are
    /// built to find out.
    private(set) var productPlaces: ScenarioProductPlaces?
    /// Per axis, each value's index by content (so a value named in `exclude` or `extend` is found by hash).
    private let valueIndex: [[ScenarioValueContentKey: Int]]

    /// How many rows.
    var count: Int { (survivors?.count ?? productCount) + added.count }

    /// Expands the product and `exclude` and checks every `exclude`, `add`, `extend` and `derive`; `limit` caps the
    /// number of rows.
    init(_ matrix: ScenarioMatrix, limit: Int) throws(ScenarioError) {
        self.matrix = matrix
        var count = matrix.axes.isEmpty ? 0 : 1
        for axis in matrix.axes {
            let (next, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
            count = overflow ? Int.max : next
        }
        let ceiling = min(limit.multipliedReportingOverflow(by: 64).overflow ? Int.max : limit * 64, 2_000_000)
        guard count <= max(ceiling, limit) else {
            throw ScenarioError(.tooManyCases(count: count, limit: limit), at: matrix.location, path: "matrix.axes")
        }
        // Without `exclude` the count is known now: over the limit, nothing more is worked out.
        if matrix.exclude.isEmpty, count + matrix.add.count > limit {
            throw ScenarioError(
                .tooManyCases(count: count + matrix.add.count, limit: limit), at: matrix.location, path: "matrix")
        }
        productCount = count
        let valueIndex = matrix.axes.map { axis in
            Dictionary(axis.values.enumerated().map { (ScenarioValueContentKey($1), $0) }) { first, _ in first }
        }
        self.valueIndex = valueIndex
        let survivors = try ScenarioMatrixExclusion.survivors(of: matrix, productCount: count, valueIndex: valueIndex)
        self.survivors = survivors
        added = try matrix.add.enumerated().map { index, entry throws(ScenarioError) in
            let entries = try entry.entries()
            let ordered =
                matrix.axisNames.compactMap { name in entries.first { $0.key == name } }
                + entries.filter { !matrix.axisNames.contains($0.key) }
            return ScenarioMatrixRow(
                bindings: ordered, origin: "add[\(index)] at \(entry.location)", location: entry.location,
                parameterKeys: ordered.map(\.key))
        }
        let total = (survivors?.count ?? count) + added.count
        guard total <= limit else {
            throw ScenarioError(.tooManyCases(count: total, limit: limit), at: matrix.location, path: "matrix")
        }
        summaryParts = matrix.axes.map { axis in axis.values.map { "\(axis.name)=\($0)" } }
        derivationTables = matrix.derive.map { derivation in
            guard let from = try? derivation.from.text(), let entries = try? derivation.values.entries() else {
                return nil
            }
            return (from, Dictionary(entries.map { ($0.key, $0.value) }) { first, _ in first })
        }
        parameterParts = matrix.axes.map { axis in
            axis.values.map { ScenarioCaseParameter(name: axis.name, value: $0.scalarText ?? $0.description) }
        }
        try checkExtensionsAndDerivations()
        productPlaces = makeProductPlaces()
    }

    /// The ``productPlaces`` table: each axis's values, and each `derive` from an axis worked out for every value of
    /// that axis (as a row with that value has it: the same code builds both).
    private func makeProductPlaces() -> ScenarioProductPlaces? {
        guard matrix.extend.isEmpty, productCount > 0 else { return nil }
        var byName: [String: ScenarioProductPlaces.Variable] = [:]
        for (position, axis) in matrix.axes.enumerated() {
            byName[axis.name] = .init(axis: position, places: axis.values.map(\.location))
        }
        for derivation in matrix.derive {
            guard let from = try? derivation.from.text(), let axis = matrix.axisNames.firstIndex(of: from) else {
                return nil
            }
            var places: [ScenarioSourceLocation] = []
            for value in matrix.axes[axis].values.indices {
                var indices = [Int](repeating: 0, count: matrix.axes.count)
                indices[axis] = value
                var row = productRow(indices, number: nil)
                for (derivation, table) in zip(matrix.derive, derivationTables) {
                    guard (try? Self.apply(derivation, table, to: &row)) != nil else { return nil }
                }
                guard let bound = row[derivation.name] else { return nil }
                places.append(bound.location)
            }
            byName[derivation.name] = .init(axis: axis, places: places)
        }
        return ScenarioProductPlaces(byName: byName)
    }

    /// The row at `index`: product rows first (in product order, without excluded ones), then `add` rows, each with
    /// `extend` and `derive` applied.
    func row(at index: Int) throws(ScenarioError) -> ScenarioMatrixRow {
        try finished(baseRow(at: index))
    }

    /// Product row `number`, whose axis value indices are `indices` (``axisIndices(ofProduct:)``), with `extend` and
    /// `derive` applied.
    func row(product number: Int, indices: [Int]) throws(ScenarioError) -> ScenarioMatrixRow {
        try finished(productRow(indices, number: number))
    }

    /// The parameters of the product row whose axis value indices are `indices`.
    func parameters(ofProduct indices: [Int]) -> [ScenarioCaseParameter] {
        var parameters: [ScenarioCaseParameter] = []
        parameters.reserveCapacity(indices.count)
        for (axis, value) in indices.enumerated() { parameters.append(parameterParts[axis][value]) }
        return parameters
    }

    private func finished(_ base: ScenarioMatrixRow) throws(ScenarioError) -> ScenarioMatrixRow {
        var row = base
        for item in matrix.extend { try Self.apply(item, to: &row) }
        for (derivation, table) in zip(matrix.derive, derivationTables) { try Self.apply(derivation, table, to: &row) }
        return row
    }

    /// The product number of row `index`, or `nil` for an `add` row.
    func productNumber(at index: Int) -> Int? {
        let products = survivors?.count ?? productCount
        guard index < products else { return nil }
        return survivors.map { Int($0[index]) } ?? index
    }

    /// The axis value index of each axis for product row `number` (the last axis varies fastest).
    func axisIndices(ofProduct number: Int) -> [Int] {
        var indices = [Int](repeating: 0, count: matrix.axes.count)
        var rest = number
        for position in matrix.axes.indices.reversed() {
            let size = matrix.axes[position].values.count
            indices[position] = rest % size
            rest /= size
        }
        return indices
    }

    private func baseRow(at index: Int) -> ScenarioMatrixRow {
        guard let number = productNumber(at: index) else { return added[index - (survivors?.count ?? productCount)] }
        return productRow(axisIndices(ofProduct: number), number: number)
    }

    // MARK: Checks made once, when the plan is made

    /// Checks every `extend` (known keys, present values, at least one match, no changed parameter) and every
    /// `derive` (a known source, an entry for every row). A `derive` from an axis is checked per axis value;
    /// anything else builds each row once, without keeping it.
    private func checkExtensionsAndDerivations() throws(ScenarioError) {
        var known = matrix.axisNames
        for row in added { for entry in row.bindings where !known.contains(entry.key) { known.append(entry.key) } }
        var extraValues: [String: [ScenarioValue]] = [:]
        var extraKeys: [String: Set<ScenarioValueContentKey>] = [:]
        func noteExtra(_ entry: ScenarioValueEntry) {
            extraValues[entry.key, default: []].append(entry.value)
            extraKeys[entry.key, default: []].insert(ScenarioValueContentKey(entry.value))
        }
        for row in added { row.bindings.forEach(noteExtra) }
        let present = Self.presentValues(matrix, survivors: survivors, productCount: productCount)
        for item in matrix.extend {
            let what = "matrix.extend[\(item.index)].match"
            for entry in try item.match.entries() {
                guard known.contains(entry.key) else {
                    throw ScenarioError(
                        .unknownKey(
                            entry.key, allowed: known, suggestion: NameSuggestion.closest(to: entry.key, among: known)),
                        at: entry.keyLocation, path: "\(what).\(entry.key)")
                }
                let extras = extraValues[entry.key] ?? []
                let extraSet = extraKeys[entry.key] ?? []
                let axis = matrix.axes.firstIndex(where: { $0.name == entry.key })
                try ScenarioMatrixExclusion.requirePresent(
                    entry,
                    isPresent: { value in
                        let key = ScenarioValueContentKey(value)
                        if extraSet.contains(key) { return true }
                        guard let axis, let position = valueIndex[axis][key] else { return false }
                        return present[axis][position]
                    },
                    presentValues: {
                        guard let axis else { return extras }
                        let values = matrix.axes[axis].values
                        return extras + values.indices.filter { present[axis][$0] }.map { values[$0] }
                    },
                    path: "\(what).\(entry.key)")
            }
            for entry in try item.set.entries() {
                if !known.contains(entry.key) { known.append(entry.key) }
                noteExtra(entry)
            }
        }
        var derived: [String] = []
        for derivation in matrix.derive {
            let from = try derivation.from.text()
            guard known.contains(from) || derived.contains(from) else {
                let names = known + derived
                throw ScenarioError(
                    .unknownVariable(from, known: names, suggestion: NameSuggestion.closest(to: from, among: names)),
                    at: derivation.from)
            }
            derived.append(derivation.name)
        }
        let perAxis =
            matrix.extend.isEmpty
            && matrix.derive.allSatisfy { derivation in
                matrix.axisNames.contains((try? derivation.from.text()) ?? "")
            }
        if perAxis {
            // Each axis value once, plus the `add` rows: the same checks without building every product row (and
            // without building any when there is nothing to derive).
            let firstPresent = present.map { $0.firstIndex(of: true) ?? 0 }
            for (position, axis) in matrix.axes.enumerated() where productCount > 0 && !matrix.derive.isEmpty {
                for (value, _) in axis.values.enumerated() where present[position][value] {
                    var indices = firstPresent
                    indices[position] = value
                    var row = productRow(indices, number: nil)
                    for (derivation, table) in zip(matrix.derive, derivationTables) {
                        try Self.apply(derivation, table, to: &row)
                    }
                }
            }
            for index in added.indices { _ = try row(at: (survivors?.count ?? productCount) + index) }
        } else {
            var matched = [Bool](repeating: false, count: matrix.extend.count)
            for index in 0..<count {
                var row = baseRow(at: index)
                for (position, item) in matrix.extend.enumerated() {
                    if row.matches(item.match) { matched[position] = true }
                    try Self.apply(item, to: &row)
                }
                for (derivation, table) in zip(matrix.derive, derivationTables) {
                    try Self.apply(derivation, table, to: &row)
                }
            }
            if let unmatched = matched.firstIndex(of: false) {
                let item = matrix.extend[unmatched]
                throw ScenarioError(
                    .other("matrix.extend[\(item.index)] matches no case; check its `match` values"), at: item.match)
            }
        }
    }

    /// The product row with these axis value indices; `number` (0-based) names it in messages when known.
    private func productRow(_ indices: [Int], number: Int?) -> ScenarioMatrixRow {
        let bindings = zip(matrix.axes, indices).map { axis, value in
            ScenarioValueEntry(key: axis.name, keyLocation: axis.location, value: axis.values[value])
        }
        // The row's `parameterSummary`, from the parts made at init.
        var origin = "axes row "
        if let number { origin += "\(number + 1) " }
        origin += "("
        for (axis, value) in indices.enumerated() {
            if axis > 0 { origin += ", " }
            origin += summaryParts[axis][value]
        }
        origin += ")"
        return ScenarioMatrixRow(
            bindings: bindings, origin: origin, location: matrix.location, parameterKeys: matrix.axisNames)
    }

    /// Which values of each axis some surviving product row has.
    private static func presentValues(_ matrix: ScenarioMatrix, survivors: [Int32]?, productCount: Int) -> [[Bool]] {
        guard let survivors else {
            return matrix.axes.map { [Bool](repeating: productCount > 0, count: $0.values.count) }
        }
        var present = matrix.axes.map { [Bool](repeating: false, count: $0.values.count) }
        for number in survivors {
            var rest = Int(number)
            for position in matrix.axes.indices.reversed() {
                let size = matrix.axes[position].values.count
                present[position][rest % size] = true
                rest /= size
            }
        }
        return present
    }

    // MARK: Applying extend and derive to one row

    private static func apply(_ item: ScenarioMatrix.Extension, to row: inout ScenarioMatrixRow) throws(ScenarioError) {
        guard row.matches(item.match) else { return }
        let what = "matrix.extend[\(item.index)]"
        for entry in try item.set.entries() {
            if row.parameterKeys.contains(entry.key), let existing = row[entry.key],
                !existing.hasSameContent(as: entry.value)
            {
                throw ScenarioError(
                    .other(
                        "\(what) would change '\(entry.key)' of \(row.origin) from \(existing) to "
                            + "\(entry.value); extend only adds keys, use `add` for a new row"),
                    at: entry.keyLocation, path: "\(what).set.\(entry.key)")
            }
            row.set(entry.key, to: entry.value, keyLocation: entry.keyLocation)
        }
    }

    private static func apply(
        _ derivation: ScenarioMatrix.Derivation, _ table: (from: String, values: [String: ScenarioValue])?,
        to row: inout ScenarioMatrixRow
    ) throws(ScenarioError) {
        let from: String
        if let table { from = table.from } else { from = try derivation.from.text() }
        if row.parameterKeys.contains(derivation.name) {
            throw ScenarioError(
                .other("derive '\(derivation.name)' would replace a value of \(row.origin)"),
                at: derivation.location, path: "matrix.derive.\(derivation.name)")
        }
        let key = row[from].map { $0.scalarText ?? $0.description } ?? "null"
        let listed: ScenarioValue?
        if let table {
            listed = table.values[key]
        } else {
            listed = try derivation.values.entries().first(where: { $0.key == key })?.value
        }
        guard let value = listed ?? derivation.defaultValue
        else {
            throw ScenarioError(
                .other(
                    "derive '\(derivation.name)' has no entry for \(from)=\(key) (\(row.origin)); "
                        + "add it under `values` or give a `default`"),
                at: derivation.values)
        }
        row.set(derivation.name, to: value, keyLocation: derivation.location)
    }
}
