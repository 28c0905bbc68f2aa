/// Where the variables of a matrix's product rows were written, worked out from a row's axis value indices
/// without building the row: each variable depends on one axis (its own, or the axis a `derive` reads), and each
/// value of that axis puts it at one place in the file.
///
/// ``ScenarioCaseMemo`` keys a case's parts by these places, so a product case finds its parts from its indices.
struct ScenarioProductPlaces: Sendable {
    /// One variable: the axis it depends on, and where it was written for each value of that axis.
    struct Variable: Sendable {
        let axis: Int
        let places: [ScenarioSourceLocation]
    }

    /// Every variable a product row binds, by name.
    let byName: [String: Variable]
}
