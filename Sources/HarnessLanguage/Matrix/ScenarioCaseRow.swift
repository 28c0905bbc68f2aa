/// Where a case's row (its variables and origin) comes from: given when the case was made, or a product row of its
/// plan, built only when something reads it (a report of a failure, a test): a passing case never does.
enum ScenarioCaseRow: Sendable {
    /// The variables and origin themselves.
    case given(variables: [ScenarioValueEntry], origin: String)
    /// Product row `number` of `rows`.
    case product(Rows, number: Int)

    /// A plan's rows, shared by its cases by reference.
    final class Rows: Sendable {
        let source: ScenarioMatrixRowSource

        init(_ source: ScenarioMatrixRowSource) {
            self.source = source
        }
    }

    /// The row's variables and where it came from.
    var resolved: (variables: [ScenarioValueEntry], origin: String) {
        switch self {
        case .given(let variables, let origin):
            return (variables, origin)
        case .product(let rows, let number):
            // Only plans whose product rows were all checked at plan time make these (see `productPlaces`).
            guard let row = try? rows.source.row(product: number, indices: rows.source.axisIndices(ofProduct: number))
            else { return ([], "axes row \(number + 1)") }
            return (row.bindings, row.origin)
        }
    }
}
