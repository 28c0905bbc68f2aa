/// What a matrix plan's ``ScenarioCaseMemo`` worked out for one case, every part checked: the header it shares with
/// other cases (its identity keys the executor's memo of session configurations) and its steps, parsed and
/// interpreted. The case's document is built from these only when something reads it.
package struct ScenarioCasePreparation: Sendable {
    /// The memo the parts come from (it knows how they fit into a document).
    let memo: ScenarioCaseMemo
    /// The case's substituted header, shared by every case that reads the same header variables.
    package let header: ScenarioCaseMemo.Header
    /// The case's steps, in order.
    package let steps: [ScenarioCaseMemo.Step]

    /// The document these parts make.
    func document() -> ScenarioDocument { memo.document(self) }

    /// The header's document without steps: every field a session configuration reads.
    package var headerDocument: ScenarioDocument {
        guard case .success(let document) = header.fields else {
            preconditionFailure("a prepared case's header was checked")
        }
        return document
    }
}
