import Synchronization

/// A matrix plan's memo of the parts of its cases: each top-level part of the template (the header: every field
/// but `steps`) and each step is substituted, parsed and (for steps) interpreted once per distinct set of the
/// variables it reads, and shared by every case that agrees on them.
///
/// A 10,000-case matrix over five axes has 10,000 different documents but only a few dozen different steps: the
/// step `advance: ${away}` has as many versions as `away` has values. Building each case's document from scratch
/// (substitute, parse, interpret) cost more than running it; with the memo a case costs one hash lookup per part
/// that has a placeholder.
///
/// Keys are the exact values (locations included) of the variables a part reads, so a memoised part is the part
/// the case would have built itself, error messages included. At most ``limit`` versions of each part are kept;
/// past that a part is built for its case alone, so memory stays flat whatever the matrix.
final class ScenarioCaseMemo: Sendable {
    /// The most versions kept per part.
    static let limit = 1024

    /// The template without `steps`: its entries, with a null `steps` value replaced per case.
    private let headerTemplate: ScenarioValue
    private let headerShape: ScenarioTemplateShape
    private let headerReads: [String]
    /// Where `steps` sits among the entries.
    private let stepsEntry: Int
    private let stepsValue: ScenarioValue
    private let stepTemplates: [ScenarioValue]
    private let stepShapes: [ScenarioTemplateShape]
    private let stepReads: [[String]]
    private let headers = Mutex<[Key: Header]>([:])
    private let steps = Mutex<[Key: Step]>([:])

    /// The substituted header of one case, shared by reference (the executor memoises the session configuration
    /// it makes from a header by this object's identity).
    final class Header: Sendable {
        /// The entries, or the first substitution error and the index of the entry it is in.
        let entries: Result<[ScenarioValueEntry], ScenarioError>
        let failedEntry: Int
        init(_ entries: Result<[ScenarioValueEntry], ScenarioError>, failedEntry: Int) {
            self.entries = entries
            self.failedEntry = failedEntry
        }
    }

    /// One substituted step: its value, the step parsed from it, and what it does (shared by reference: a case
    /// holds one per step, and copying the values themselves cost more than looking them up).
    final class Step: Sendable {
        let value: Result<ScenarioValue, ScenarioError>
        let parsed: Result<ScenarioStep, ScenarioError>
        let kind: Result<ScenarioStepKind, ScenarioError>
        init(
            value: Result<ScenarioValue, ScenarioError>, parsed: Result<ScenarioStep, ScenarioError>,
            kind: Result<ScenarioStepKind, ScenarioError>
        ) {
            self.value = value
            self.parsed = parsed
            self.kind = kind
        }
    }

    /// A part and the values of the variables it reads. Equal keys have equal values, locations included; the hash
    /// reads only where each value was written (a value's own text and path would cost more to hash than the
    /// lookup saves, and values written at one place rarely differ).
    private struct Key: Hashable {
        var part: Int
        var values: [ScenarioValue?]

        func hash(into hasher: inout Hasher) {
            hasher.combine(part)
            for value in values {
                hasher.combine(value?.location.line ?? -1)
                hasher.combine(value?.location.column ?? -1)
            }
        }
    }

    /// A memo for `template`, or nil when its shape is not one the memo handles (placeholders in top-level keys, a
    /// `steps` that is not a list written out): such plans build every case whole.
    init?(template: ScenarioValue) {
        guard case .map(let entries) = template.kind, !entries.contains(where: { $0.key.contains("$") }),
            let stepsEntry = entries.firstIndex(where: { $0.key == "steps" }),
            case .list(let stepValues) = entries[stepsEntry].value.kind
        else { return nil }
        var header = entries
        header[stepsEntry].value = ScenarioValue(.null, location: entries[stepsEntry].value.location)
        headerTemplate = ScenarioValue(
            .map(header), location: template.location, path: template.path, sourceText: template.sourceText)
        headerShape = ScenarioTemplateShape(headerTemplate)
        headerReads = ScenarioSubstitution.variableNames(readBy: headerTemplate)
        self.stepsEntry = stepsEntry
        stepsValue = entries[stepsEntry].value
        stepTemplates = stepValues
        stepShapes = stepValues.map(ScenarioTemplateShape.init)
        stepReads = stepValues.map(ScenarioSubstitution.variableNames(readBy:))
    }

    /// The document of the case for `row`, built from memoised parts, its header, and its interpreted steps.
    ///
    /// Errors come as the whole-document path reports them: substitution errors first, in file order, then the
    /// document's own checks.
    func document(for row: ScenarioMatrixRow, file: String) throws(ScenarioError)
        -> (document: ScenarioDocument, header: Header, steps: [Step])
    {
        let header = self.header(for: row)
        let caseSteps = stepTemplates.indices.map { step(at: $0, for: row) }
        if case .failure(let error) = header.entries, header.failedEntry < stepsEntry { throw error }
        var values: [ScenarioValue] = []
        values.reserveCapacity(caseSteps.count)
        for step in caseSteps { values.append(try step.value.get()) }
        var entries = try header.entries.get()
        var steps = stepsValue
        steps.kind = .list(values)
        entries[stepsEntry].value = steps
        var root = headerTemplate
        root.kind = .map(entries)
        let document = try ScenarioDocument(root: root, file: file, template: false) { () throws(ScenarioError) in
            var parsed: [ScenarioStep] = []
            parsed.reserveCapacity(caseSteps.count)
            for step in caseSteps { parsed.append(try step.parsed.get()) }
            return parsed
        }
        return (document, header, caseSteps)
    }

    /// The header for `row`, shared with every case that reads the same values.
    private func header(for row: ScenarioMatrixRow) -> Header {
        let key = Key(part: -1, values: headerReads.map { row[$0] })
        if let found = headers.withLock({ $0[key] }) { return found }
        let substitution = substitution(for: row)
        var entries: [ScenarioValueEntry] = []
        var built: Header?
        if case .map(let templateEntries) = headerTemplate.kind, case .map(let shapes) = headerShape {
            for (index, (entry, shape)) in zip(templateEntries, shapes).enumerated() {
                var entry = entry
                do throws(ScenarioError) {
                    entry.value = try substitution.apply(to: entry.value, shape: shape)
                } catch {
                    built = Header(.failure(error), failedEntry: index)
                    break
                }
                entries.append(entry)
            }
        } else if case .map(let templateEntries) = headerTemplate.kind {
            entries = templateEntries  // no placeholder in the header
        }
        let result = built ?? Header(.success(entries), failedEntry: -1)
        return headers.withLock { memo in
            if let raced = memo[key] { return raced }
            if memo.count < Self.limit { memo[key] = result }
            return result
        }
    }

    /// Step `index` for `row`.
    private func step(at index: Int, for row: ScenarioMatrixRow) -> Step {
        let key = Key(part: index, values: stepReads[index].map { row[$0] })
        if let found = steps.withLock({ $0[key] }) { return found }
        let value = Result { () throws(ScenarioError) in
            try substitution(for: row).apply(to: stepTemplates[index], shape: stepShapes[index])
        }
        let parsed = value.flatMap { value in
            Result { () throws(ScenarioError) in try ScenarioStep.parse(value, index: index) }
        }
        let kind = parsed.flatMap { step in
            Result { () throws(ScenarioError) in try ScenarioStepInterpreter.interpret(step) }
        }
        let built = Step(value: value, parsed: parsed, kind: kind)
        steps.withLock { memo in
            if memo.count < Self.limit, memo[key] == nil { memo[key] = built }
        }
        return built
    }

    /// How many versions are kept, of headers and of steps (all steps together).
    var storedVersions: (headers: Int, steps: Int) {
        (headers.withLock(\.count), steps.withLock(\.count))
    }

    private func substitution(for row: ScenarioMatrixRow) -> ScenarioSubstitution {
        ScenarioSubstitution(variables: Dictionary(row.bindings.map { ($0.key, $0.value) }) { _, last in last })
    }
}
