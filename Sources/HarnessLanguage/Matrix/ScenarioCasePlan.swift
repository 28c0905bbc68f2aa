/// The cases of one scenario file, named (ids are known and unique) but built only on demand.
///
/// Neither the rows nor the ids are stored: a case's row and id are worked out from its index when asked for, so
/// a plan for 1,000,000 cases takes a few megabytes (the rows `exclude` keeps) and is made in well under a second.
public struct ScenarioCasePlan: Sendable {
    /// The scenario file.
    public let file: String
    /// The scenario's `name:` (or its file name without extension): with each id, the shard key.
    public let scenarioName: String
    /// How many cases.
    public let count: Int
    let template: ScenarioValue
    /// Where the template's placeholders are.
    let shape: ScenarioTemplateShape
    let rows: ScenarioMatrixRowSource?
    let idTemplate: ScenarioValue?
    /// Every variable a row can have (what an id template may name).
    let variableNames: [String]
    let expander: ScenarioMatrixExpander
    /// Per axis, each value's id text (sanitised, without the whole-id rules) for the default id of product rows.
    let defaultIDParts: [[String]]
    /// The id template read once into its text and, per placeholder, the text of each value of the axis it names,
    /// so a product row's id is put together from its axis indices; `nil` without a template, or where a placeholder
    /// names anything but an axis, an axis value is not a scalar, or an `extend` may change a row's values (those ids
    /// are rendered from their rows, which also reports what is wrong).
    let productIDTemplate: [ProductIDPiece]?

    /// A piece of ``productIDTemplate``.
    enum ProductIDPiece: Sendable {
        /// Literal text.
        case text(String)
        /// The placeholder of axis `axis`: `texts[i]` for the row with that axis's value `i`.
        case axis(Int, texts: [String])
    }
    /// The substituted parts of cases, shared between cases (matrix plans whose template it handles).
    let memo: ScenarioCaseMemo?
    /// How the memo finds a product case's parts from its axis indices, and the rows such a case builds its
    /// variables from when read; `nil` where product rows must be built (an `extend`, a `derive` of a derived
    /// value, an id template).
    let productFastPath: (keys: ScenarioCaseMemo.ProductKeys, rows: ScenarioCaseRow.Rows)?

    init(
        file: String, scenarioName: String, template: ScenarioValue, rows: ScenarioMatrixRowSource?,
        expander: ScenarioMatrixExpander
    ) {
        self.file = file
        self.scenarioName = scenarioName
        self.template = template
        self.shape = ScenarioTemplateShape(template)
        self.rows = rows
        self.count = rows?.count ?? 1
        self.idTemplate = rows?.matrix.idTemplate
        let variableNames = rows.map(ScenarioMatrixExpander.variableNames(of:)) ?? []
        self.variableNames = variableNames
        self.expander = expander
        let memo = rows == nil ? nil : ScenarioCaseMemo(template: template, file: file)
        self.memo = memo
        let productIDTemplate = rows.flatMap { Self.productIDTemplate(of: $0, known: variableNames) }
        self.productIDTemplate = productIDTemplate
        if let memo, let rows, let places = rows.productPlaces,
            rows.matrix.idTemplate == nil || productIDTemplate != nil
        {
            productFastPath = (memo.productKeys(places), ScenarioCaseRow.Rows(rows))
        } else {
            productFastPath = nil
        }
        self.defaultIDParts =
            rows?.matrix.axes.map { axis in
                axis.values.map { ScenarioCaseID.sanitizedPart(ScenarioCaseID.text(of: $0)) }
            } ?? []
    }

    /// Every case id, in expansion order (builds them all: for listings and small plans).
    public var ids: [String] { (0..<count).map { (try? id(at: $0)) ?? "case" } }

    /// The id of case `index`.
    public func id(at index: Int) throws(ScenarioError) -> String {
        guard let rows else { return ScenarioCaseID.sanitize(scenarioName) }
        if let number = rows.productNumber(at: index), let id = id(ofProduct: rows.axisIndices(ofProduct: number)) {
            return id
        }
        return try id(for: try rows.row(at: index))
    }

    /// The id of the product row whose axis value indices are `indices`, put together from them (the default id,
    /// or ``productIDTemplate``); `nil` when it must be rendered from the row.
    private func id(ofProduct indices: [Int]) -> String? {
        guard idTemplate != nil else { return defaultID(ofProduct: indices) }
        guard let productIDTemplate else { return nil }
        var raw = ""
        for piece in productIDTemplate {
            switch piece {
            case .text(let text): raw += text
            case .axis(let axis, let texts): raw += texts[indices[axis]]
            }
        }
        return ScenarioCaseID.sanitize(raw)
    }

    /// See ``productIDTemplate``.
    private static func productIDTemplate(of rows: ScenarioMatrixRowSource, known: [String]) -> [ProductIDPiece]? {
        guard let template = rows.matrix.idTemplate, rows.matrix.extend.isEmpty,
            let pieces = try? ScenarioCaseID.pieces(of: template, known: known)
        else { return nil }
        var result: [ProductIDPiece] = []
        for piece in pieces {
            switch piece {
            case .text(let text):
                result.append(.text(text))
            case .variable(let name):
                guard let axis = rows.matrix.axes.firstIndex(where: { $0.name == name }) else { return nil }
                var texts: [String] = []
                for value in rows.matrix.axes[axis].values {
                    guard let text = try? ScenarioCaseID.placeholderText(value, name: name, template: template) else {
                        return nil
                    }
                    texts.append(text)
                }
                result.append(.axis(axis, texts: texts))
            }
        }
        return result
    }

    /// The default id of the product row whose axis value indices are `indices`: its values' parts joined by `-`.
    private func defaultID(ofProduct indices: [Int]) -> String {
        var id = ""
        for (axis, value) in indices.enumerated() {
            if axis > 0 { id += "-" }
            id += defaultIDParts[axis][value]
        }
        return ScenarioCaseID.finish(id)
    }

    func id(for row: ScenarioMatrixRow) throws(ScenarioError) -> String {
        let raw =
            try idTemplate.map { template throws(ScenarioError) in
                try ScenarioCaseID.render(template: template, row: row, known: variableNames)
            } ?? ScenarioCaseID.defaultID(for: row)
        return ScenarioCaseID.sanitize(raw)
    }

    /// The case at `index`, substituted now.
    public func makeCase(_ index: Int) throws(ScenarioError) -> ScenarioCase {
        guard let rows else {
            return try expander.makeCase(template: template, shape: shape, row: nil, id: try id(at: index), file: file)
        }
        // A product row's axis values are worked out once for its row, id and parameters.
        let row: ScenarioMatrixRow
        let id: String
        var parameters: [ScenarioCaseParameter]?
        if let number = rows.productNumber(at: index) {
            let indices = rows.axisIndices(ofProduct: number)
            if let memo, let productFastPath {
                // The parts are found from the indices; the row is built only for a part not stored yet.
                let id: String
                if let productID = self.id(ofProduct: indices) {
                    id = productID
                } else {
                    id = try self.id(for: try rows.row(product: number, indices: indices))
                }
                do {
                    let prepared = try memo.prepare(product: indices, keys: productFastPath.keys) {
                        () throws(ScenarioError) in try rows.row(product: number, indices: indices)
                    }
                    return ScenarioCase(
                        id: id, file: file, scenarioName: prepared.header.name, prepared: prepared,
                        parameters: rows.parameters(ofProduct: indices),
                        row: .product(productFastPath.rows, number: number))
                } catch {
                    var error = error
                    error.caseID = id
                    throw error
                }
            }
            row = try rows.row(product: number, indices: indices)
            if let productID = self.id(ofProduct: indices) {
                id = productID
            } else {
                id = try self.id(for: row)
            }
            parameters = rows.parameters(ofProduct: indices)
        } else {
            row = try rows.row(at: index)
            id = try self.id(for: row)
        }
        guard let memo else {
            return try expander.makeCase(template: template, shape: shape, row: row, id: id, file: file)
        }
        do {
            let prepared = try memo.prepare(for: row)
            return ScenarioCase(
                id: id, file: file, scenarioName: prepared.header.name, prepared: prepared,
                parameters: parameters ?? ScenarioMatrixExpander.parameters(of: row),
                row: .given(variables: row.bindings, origin: row.origin))
        } catch {
            var error = error
            error.caseID = id
            throw error
        }
    }

    /// Whether no two cases can share an id, so ``checkUniqueIDs()`` need not build them: every case is a product row
    /// (some perhaps excluded) named by the default id, no part is empty, the first axis's parts do not start with
    /// `-`, and within each axis no part followed by `-` begins another part followed by `-`.
    ///
    /// Then an id with a `-` appended reads back one way only: the first axis's one part that, with its `-`, begins
    /// it, then the second axis's in what follows, and so on. So two rows with the same id are the same row. (Device
    /// ids like `iphone-15-pro` and `iphone-se` pass; `a` and `a-b` in one axis do not, and are checked id by id.)
    private var idsAreUniqueByConstruction: Bool {
        guard let rows, idTemplate == nil, rows.added.isEmpty, let first = defaultIDParts.first else { return false }
        guard first.allSatisfy({ !$0.hasPrefix("-") }) else { return false }
        return defaultIDParts.allSatisfy { parts in
            guard parts.allSatisfy({ !$0.isEmpty }) else { return false }
            // Sorted, a part that begins another begins the one right after it (or equals it).
            let sorted = parts.map { $0 + "-" }.sorted()
            return zip(sorted, sorted.dropFirst()).allSatisfy { !$1.hasPrefix($0) }
        }
    }

    /// Throws when two cases would get the same id, naming both rows. Ids are hashed, sorted and compared, so
    /// only colliding hashes are ever compared as text.
    func checkUniqueIDs() throws(ScenarioError) {
        guard let rows, count > 1, !idsAreUniqueByConstruction else { return }
        var hashes: [UInt64] = []
        hashes.reserveCapacity(count)
        for index in 0..<count { hashes.append(ScenarioShard.stableHash(try id(at: index))) }
        hashes.sort()
        var colliding: Set<UInt64> = []
        for index in 1..<hashes.count where hashes[index] == hashes[index - 1] { colliding.insert(hashes[index]) }
        guard !colliding.isEmpty else { return }
        var first: [String: Int] = [:]
        for index in 0..<count {
            let id = try id(at: index)
            guard colliding.contains(ScenarioShard.stableHash(id)) else { continue }
            if let earlier = first[id] {
                let row = try rows.row(at: index)
                throw ScenarioError(
                    .duplicateCaseID(id, first: try rows.row(at: earlier).origin, second: row.origin),
                    at: idTemplate?.location ?? row.location, path: "matrix.id")
            }
            first[id] = index
        }
    }
}
