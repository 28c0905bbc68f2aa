import Synchronization

/// A matrix plan's memo of the parts of its cases: each top-level part of the template (the header: every field
/// but `steps`) and each step is substituted, parsed and (for steps) interpreted once per distinct set of the
/// variables it reads, and shared by every case that agrees on them.
///
/// A 10,000-case matrix over five axes has 10,000 different documents but only a few dozen different steps: the
/// step `advance: ${away}` has as many versions as `away` has values. Building each case's document from scratch
/// (substitute, parse, interpret) cost more than running it; with the memo a case takes one lock and looks each of
/// its parts up.
///
/// Keys are where the values of the variables a part reads were written (see `Key`), so a memoised part is the part
/// the case would have built itself, error messages included. At most ``limit`` headers and ``limit`` step versions
/// are kept; past that a part is built for its case alone, so memory stays flat whatever the matrix.
package final class ScenarioCaseMemo: Sendable {
    /// The most headers, and the most versions of steps that read variables (all such steps together), kept.
    package static let limit = 1024

    /// The template without `steps`: its entries, with a null `steps` value replaced per case.
    private let headerTemplate: ScenarioValue
    private let headerShape: ScenarioTemplateShape
    private let headerReads: [String]
    /// The scenario file.
    private let file: String
    /// Where `steps` sits among the entries.
    private let stepsEntry: Int
    private let stepsValue: ScenarioValue
    private let stepTemplates: [ScenarioValue]
    private let stepShapes: [ScenarioTemplateShape]
    private let stepReads: [[String]]
    /// The indices of the steps that read variables.
    private let variableSteps: [Int]
    /// Every version kept, behind one lock: a case takes it once to find all its parts.
    private let stored: Mutex<Versions>

    private struct Versions {
        var headers: [Key: Header] = [:]
        var steps: [Key: Step] = [:]
        /// The one version of each step that reads no variable, by step index.
        var fixedSteps: [Step?]
    }

    /// The substituted header of one case, shared by reference (the executor memoises the session configuration
    /// it makes from a header by this object's identity).
    package final class Header: Sendable {
        /// The entries, or the first substitution error and the index of the entry it is in.
        let entries: Result<[ScenarioValueEntry], ScenarioError>
        let failedEntry: Int
        /// The entries' unknown-key error, if any (the document's first check).
        let keysError: ScenarioError?
        /// The document these entries make, without steps, or the error its fields give (its last checks).
        let fields: Result<ScenarioDocument, ScenarioError>
        /// The errors of ``entries`` and ``fields``, read apart so a case's checks copy no document.
        let entriesError: ScenarioError?
        let fieldsError: ScenarioError?
        /// The document's `name` (every case reports it).
        let name: String
        /// Whether none of the errors above is set: a case's checks read this one flag first, since testing an
        /// optional ``ScenarioError`` for `nil` copies it and reads its tag through an outlined function.
        let isClean: Bool

        init(
            _ entries: Result<[ScenarioValueEntry], ScenarioError>, failedEntry: Int, template: ScenarioValue,
            file: String
        ) {
            self.entries = entries
            self.failedEntry = failedEntry
            let substituted: [ScenarioValueEntry]
            switch entries {
            case .success(let entries):
                substituted = entries
            case .failure(let error):
                // The case throws this error before reading the checks below.
                keysError = error
                fields = .failure(error)
                (entriesError, fieldsError) = (error, error)
                name = ""
                isClean = false
                return
            }
            entriesError = nil
            var root = template
            root.kind = .map(substituted)
            do throws(ScenarioError) {
                try root.checkKeys(allowed: ScenarioDocument.topLevelKeys)
                keysError = nil
            } catch {
                keysError = error
            }
            fields = Result { () throws(ScenarioError) in
                try ScenarioDocument(root: root, file: file, template: false) { () throws(ScenarioError) in [] }
            }
            switch fields {
            case .success(let document): (fieldsError, name) = (nil, document.name)
            case .failure(let error): (fieldsError, name) = (error, "")
            }
            isClean = keysError == nil && fieldsError == nil
        }
    }

    /// One substituted step: its value, the step parsed from it, and what it does (shared by reference: a case
    /// holds one per step, and copying the values themselves cost more than looking them up).
    package final class Step: Sendable {
        let value: Result<ScenarioValue, ScenarioError>
        let parsed: Result<ScenarioStep, ScenarioError>
        package let kind: Result<ScenarioStepKind, ScenarioError>
        /// The errors of ``value`` and ``parsed``, read apart so a case's checks copy no value.
        let valueError: ScenarioError?
        let parseError: ScenarioError?
        /// Whether neither error is set (see ``Header/isClean``).
        let isClean: Bool

        /// The substituted value of a step ``ScenarioCaseMemo/prepare(for:)`` checked.
        var checkedValue: ScenarioValue {
            guard case .success(let value) = value else { preconditionFailure("a prepared case's steps were checked") }
            return value
        }

        /// The parsed step of a step ``ScenarioCaseMemo/prepare(for:)`` checked.
        var parsedStep: ScenarioStep {
            guard case .success(let step) = parsed else { preconditionFailure("a prepared case's steps were checked") }
            return step
        }

        init(
            value: Result<ScenarioValue, ScenarioError>, parsed: Result<ScenarioStep, ScenarioError>,
            kind: Result<ScenarioStepKind, ScenarioError>
        ) {
            self.value = value
            self.parsed = parsed
            self.kind = kind
            if case .failure(let error) = value { valueError = error } else { valueError = nil }
            if case .failure(let error) = parsed { parseError = error } else { parseError = nil }
            isClean = valueError == nil && parseError == nil
        }
    }

    /// A part and where the values of the variables it reads were written.
    ///
    /// A row's values are nodes of the scenario file (axis values, `add`, `extend` and `derive` entries), and one
    /// place in the file is one node, so a value is identified by its line and column: comparing or hashing the
    /// values themselves (texts, paths) cost more than building the part. (An alias is its anchor's node.)
    private struct Key: Hashable {
        var part: Int
        /// The first variable's place, and the others' (most parts read one variable: no array then).
        var first: Place
        var rest: [Place]

        init(part: Int, count: Int, place: (Int) -> Place) {
            self.part = part
            first = count > 0 ? place(0) : .unbound
            rest = count > 1 ? (1..<count).map(place) : []
        }

        /// The key of the part reading `names`, in `row`.
        init(part: Int, reads names: [String], of row: ScenarioMatrixRow) {
            self.init(part: part, count: names.count) { index in
                row[names[index]].map { Place($0.location) } ?? .unbound
            }
        }

        /// The key of the part whose variables are read by `reads`, in the product row with these axis indices.
        init(part: Int, reads: [ProductRead?], indices: [Int]) {
            self.init(part: part, count: reads.count) { index in
                reads[index].map { $0.places[indices[$0.axis]] } ?? .unbound
            }
        }
    }

    /// Where a value was written (`unbound`: the row has no such variable).
    fileprivate struct Place: Hashable {
        var line: Int
        var column: Int
        static let unbound = Place(line: -1, column: -1)

        init(line: Int, column: Int) {
            (self.line, self.column) = (line, column)
        }

        init(_ location: ScenarioSourceLocation) {
            self.init(line: location.line, column: location.column)
        }
    }

    /// How each part's key is read from a product row's axis value indices, without building the row: per part
    /// (the header, then each step that reads variables), per variable it reads, the axis it depends on and where
    /// each value of that axis puts it (`nil`: product rows do not have the variable).
    struct ProductKeys: Sendable {
        fileprivate let header: [ProductRead?]
        fileprivate let steps: [[ProductRead?]]
    }

    fileprivate struct ProductRead: Sendable {
        let axis: Int
        let places: [Place]
    }

    /// The ``ProductKeys`` of this memo's parts for product rows whose variables are placed by `table`.
    func productKeys(_ table: ScenarioProductPlaces) -> ProductKeys {
        func reads(_ names: [String]) -> [ProductRead?] {
            names.map { name in
                table.byName[name].map { ProductRead(axis: $0.axis, places: $0.places.map(Place.init)) }
            }
        }
        return ProductKeys(header: reads(headerReads), steps: variableSteps.map { reads(stepReads[$0]) })
    }

    /// A memo for `template`, or nil when its shape is not one the memo handles (placeholders in top-level keys, a
    /// `steps` that is not a list written out): such plans build every case whole.
    init?(template: ScenarioValue, file: String) {
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
        self.file = file
        stepsValue = entries[stepsEntry].value
        stepTemplates = stepValues
        stepShapes = stepValues.map(ScenarioTemplateShape.init)
        let reads = stepValues.map(ScenarioSubstitution.variableNames(readBy:))
        stepReads = reads
        variableSteps = reads.indices.filter { !reads[$0].isEmpty }
        stored = Mutex(Versions(fixedSteps: Array(repeating: nil, count: stepValues.count)))
    }

    /// The parts of the case for `row`, checked: everything its document would report is reported here, in the
    /// same order as the whole-document path (substitution errors first, in file order, then the document's own
    /// checks: keys, steps, fields). The document itself is built only when asked for (``document(_:)``).
    func prepare(for row: ScenarioMatrixRow) throws(ScenarioError) -> ScenarioCasePreparation {
        // Only the steps that read variables are looked up by key; the others have one version, kept by index.
        try prepare(
            headerKey: Key(part: -1, reads: headerReads, of: row),
            variableKeys: variableSteps.map { Key(part: $0, reads: stepReads[$0], of: row) }
        ) { () throws(ScenarioError) in row }
    }

    /// The parts of the case for the product row with these axis value indices, as ``prepare(for:)`` finds them,
    /// keyed by `keys` (from ``productKeys(_:)``): `row` is built only when a part is not stored yet.
    func prepare(
        product indices: [Int], keys: ProductKeys, row: () throws(ScenarioError) -> ScenarioMatrixRow
    ) throws(ScenarioError) -> ScenarioCasePreparation {
        var variableKeys: [Key] = []
        variableKeys.reserveCapacity(variableSteps.count)
        for (step, reads) in zip(variableSteps, keys.steps) {
            variableKeys.append(Key(part: step, reads: reads, indices: indices))
        }
        return try prepare(
            headerKey: Key(part: -1, reads: keys.header, indices: indices), variableKeys: variableKeys, row: row)
    }

    private func prepare(
        headerKey: Key, variableKeys: [Key], row makeRow: () throws(ScenarioError) -> ScenarioMatrixRow
    ) throws(ScenarioError) -> ScenarioCasePreparation {
        if let (header, steps) = stored.withLock({ found(headerKey, variableKeys, in: $0) }) {
            return try checked(header, steps)
        }
        var (header, caseSteps) = stored.withLock { versions in
            var steps = versions.fixedSteps
            for (index, key) in zip(variableSteps, variableKeys) { steps[index] = versions.steps[key] }
            return (versions.headers[headerKey], steps)
        }
        if header == nil || caseSteps.contains(where: { $0 == nil }) {
            let row = try makeRow()
            let substitution = ScenarioSubstitution(
                variables: Dictionary(row.bindings.map { ($0.key, $0.value) }) { _, last in last })
            let built = header ?? makeHeader(substitution)
            let builtSteps = caseSteps.indices.map { index in caseSteps[index] ?? makeStep(index, substitution) }
            (header, caseSteps) = stored.withLock { versions in
                if versions.headers.count < Self.limit, versions.headers[headerKey] == nil {
                    versions.headers[headerKey] = built
                }
                for (index, key) in zip(variableSteps, variableKeys)
                where versions.steps.count < Self.limit && versions.steps[key] == nil {
                    versions.steps[key] = builtSteps[index]
                }
                for index in versions.fixedSteps.indices
                where stepReads[index].isEmpty && versions.fixedSteps[index] == nil {
                    versions.fixedSteps[index] = builtSteps[index]
                }
                return (built, builtSteps)
            }
        }
        guard let header else { preconditionFailure("every part was found or built") }
        let steps = caseSteps.map { step in
            guard let step else { preconditionFailure("every part was found or built") }
            return step
        }
        return try checked(header, steps)
    }

    /// The header and every step of a case, if all are stored (the common case: one array, no optionals).
    private func found(_ headerKey: Key, _ variableKeys: [Key], in versions: Versions) -> (Header, [Step])? {
        guard let header = versions.headers[headerKey] else { return nil }
        var steps: [Step] = []
        steps.reserveCapacity(stepTemplates.count)
        var nextVariable = 0
        for index in stepTemplates.indices {
            let step: Step?
            if nextVariable < variableSteps.count, variableSteps[nextVariable] == index {
                step = versions.steps[variableKeys[nextVariable]]
                nextVariable += 1
            } else {
                step = versions.fixedSteps[index]
            }
            guard let step else { return nil }
            steps.append(step)
        }
        return (header, steps)
    }

    /// The case's parts, once their errors are checked in the whole-document order.
    private func checked(_ header: Header, _ steps: [Step]) throws(ScenarioError) -> ScenarioCasePreparation {
        if header.isClean, steps.allSatisfy(\.isClean) {
            return ScenarioCasePreparation(memo: self, header: header, steps: steps)
        }
        if let error = header.entriesError, header.failedEntry < stepsEntry { throw error }
        for step in steps { if let error = step.valueError { throw error } }
        if let error = header.entriesError { throw error }
        if let error = header.keysError { throw error }
        for step in steps { if let error = step.parseError { throw error } }
        if let error = header.fieldsError { throw error }
        return ScenarioCasePreparation(memo: self, header: header, steps: steps)
    }

    /// The document of a prepared case (whose parts were all checked by ``prepare(for:)``).
    func document(_ prepared: ScenarioCasePreparation) -> ScenarioDocument {
        guard case .success(var document) = prepared.header.fields, case .success(var entries) = prepared.header.entries
        else { preconditionFailure("a prepared case's header was checked") }
        var stepList = stepsValue
        stepList.kind = .list(prepared.steps.map(\.checkedValue))
        entries[stepsEntry].value = stepList
        document.root.kind = .map(entries)
        document.steps = prepared.steps.map(\.parsedStep)
        return document
    }

    /// The header made with `substitution`.
    private func makeHeader(_ substitution: ScenarioSubstitution) -> Header {
        guard case .map(let templateEntries) = headerTemplate.kind else { preconditionFailure("a header is a map") }
        var entries: [ScenarioValueEntry] = []
        if case .map(let shapes) = headerShape {
            for (index, (entry, shape)) in zip(templateEntries, shapes).enumerated() {
                var entry = entry
                do throws(ScenarioError) {
                    entry.value = try substitution.apply(to: entry.value, shape: shape)
                } catch {
                    return Header(.failure(error), failedEntry: index, template: headerTemplate, file: file)
                }
                entries.append(entry)
            }
        } else {
            entries = templateEntries  // no placeholder in the header
        }
        return Header(.success(entries), failedEntry: -1, template: headerTemplate, file: file)
    }

    /// Step `index` made with `substitution`.
    private func makeStep(_ index: Int, _ substitution: ScenarioSubstitution) -> Step {
        let value = Result { () throws(ScenarioError) in
            try substitution.apply(to: stepTemplates[index], shape: stepShapes[index])
        }
        let parsed = value.flatMap { value in
            Result { () throws(ScenarioError) in try ScenarioStep.parse(value, index: index) }
        }
        let kind = parsed.flatMap { step in
            Result { () throws(ScenarioError) in try ScenarioStepInterpreter.interpret(step) }
        }
        return Step(value: value, parsed: parsed, kind: kind)
    }

    /// How many versions are kept, of headers and of steps (all steps together: at most ``limit`` of steps that read
    /// variables, and the one version of each step that reads none).
    var storedVersions: (headers: Int, steps: Int) {
        stored.withLock { ($0.headers.count, $0.steps.count + $0.fixedSteps.count { $0 != nil }) }
    }
}
