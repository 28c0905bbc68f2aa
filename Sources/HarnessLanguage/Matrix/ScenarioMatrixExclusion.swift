import LockCore

/// A matrix's `exclude` entries applied to the product of its axes, in time linear in the product plus the rows
/// each entry names (values are found by hash, and an entry visits only the rows it matches).
///
/// Entries apply in file order; each value an entry names must still be held by some row the entries before it
/// kept (a value already excluded everywhere is reported, with the values still left to name). What is left is a
/// list of product row numbers. For `axes: {value: [v1 ... v3000], side: [left, right]}` with 1,500 entries
/// `{value: vK, side: left}`, that is 6,000 rows marked once and 1,500 rows visited, where comparing every entry
/// with every row (and every value with every value) took minutes.
struct ScenarioMatrixExclusion {
    private let matrix: ScenarioMatrix
    /// Per axis, each value's index by content.
    private let valueIndex: [[ScenarioValueContentKey: Int]]
    /// Per axis, how far apart in product numbers two rows differing by one of its values are.
    private let strides: [Int]
    /// Per product row, whether an entry removed it.
    private var excluded: [Bool]
    /// Per axis, per value: how many product rows with that value are still kept.
    private var kept: [[Int]]

    /// The product rows `matrix.exclude` keeps, in product order; `nil` when there is no `exclude`.
    static func survivors(
        of matrix: ScenarioMatrix, productCount: Int, valueIndex: [[ScenarioValueContentKey: Int]]
    ) throws(ScenarioError) -> [Int32]? {
        guard !matrix.exclude.isEmpty else { return nil }
        var exclusion = Self(matrix: matrix, productCount: productCount, valueIndex: valueIndex)
        for (index, entry) in matrix.exclude.enumerated() {
            try exclusion.apply(entry, what: "matrix.exclude[\(index)]")
        }
        var survivors: [Int32] = []
        survivors.reserveCapacity(productCount)
        for (number, gone) in exclusion.excluded.enumerated() where !gone { survivors.append(Int32(number)) }
        return survivors
    }

    private init(matrix: ScenarioMatrix, productCount: Int, valueIndex: [[ScenarioValueContentKey: Int]]) {
        self.matrix = matrix
        self.valueIndex = valueIndex
        var strides = [Int](repeating: 1, count: matrix.axes.count)
        for position in matrix.axes.indices.reversed().dropFirst() {
            strides[position] = strides[position + 1] * matrix.axes[position + 1].values.count
        }
        self.strides = strides
        excluded = [Bool](repeating: false, count: productCount)
        kept = matrix.axes.map { axis in
            [Int](repeating: productCount / max(axis.values.count, 1), count: axis.values.count)
        }
    }

    /// Removes the rows `pattern` (a partial row over axis keys; a list means any of) matches.
    private mutating func apply(_ pattern: ScenarioValue, what: String) throws(ScenarioError) {
        var accepted = [[Int]?](repeating: nil, count: matrix.axes.count)
        let known = matrix.axisNames
        for entry in try pattern.entries() {
            let path = "\(what).\(entry.key)"
            guard let axis = known.firstIndex(of: entry.key) else {
                throw ScenarioError(
                    .unknownKey(
                        entry.key, allowed: known, suggestion: NameSuggestion.closest(to: entry.key, among: known)),
                    at: entry.keyLocation, path: path)
            }
            let index = valueIndex[axis]
            let kept = self.kept[axis]
            let values = matrix.axes[axis].values
            try Self.requirePresent(
                entry, isPresent: { value in index[ScenarioValueContentKey(value)].map { kept[$0] > 0 } ?? false },
                presentValues: { values.indices.filter { kept[$0] > 0 }.map { values[$0] } }, path: path)
            var wanted: [Int] = []
            var seen: Set<Int> = []
            for value in entry.value.listOrSingle() {
                if let position = index[ScenarioValueContentKey(value)], seen.insert(position).inserted {
                    wanted.append(position)
                }
            }
            if let earlier = accepted[axis] { wanted = earlier.filter(seen.contains) }  // the same key twice
            accepted[axis] = wanted
        }
        removeRows(accepting: accepted)
    }

    /// Marks every product row whose value on each axis is one of `accepted`'s (`nil`: any), visiting only those.
    private mutating func removeRows(accepting accepted: [[Int]?]) {
        guard !excluded.isEmpty else { return }
        let sizes = accepted.enumerated().map { axis, list in list?.count ?? matrix.axes[axis].values.count }
        guard !sizes.contains(0) else { return }
        var digits = [Int](repeating: 0, count: sizes.count)
        var values = [Int](repeating: 0, count: sizes.count)
        while true {
            var number = 0
            for axis in digits.indices {
                values[axis] = accepted[axis]?[digits[axis]] ?? digits[axis]
                number += values[axis] * strides[axis]
            }
            if !excluded[number] {
                excluded[number] = true
                for axis in values.indices { kept[axis][values[axis]] -= 1 }
            }
            // The next combination, the last axis fastest.
            var axis = sizes.count - 1
            while axis >= 0 {
                digits[axis] += 1
                if digits[axis] < sizes[axis] { break }
                digits[axis] = 0
                axis -= 1
            }
            if axis < 0 { return }
        }
    }

    /// Every value `entry` names must be one some row has (`isPresent`, a hash lookup); the error lists the values
    /// that are (`presentValues`, worked out only then).
    static func requirePresent(
        _ entry: ScenarioValueEntry, isPresent: (ScenarioValue) -> Bool, presentValues: () -> [ScenarioValue],
        path: String
    ) throws(ScenarioError) {
        for wanted in entry.value.listOrSingle() where !isPresent(wanted) {
            var seen: Set<ScenarioValueContentKey> = []
            let words = presentValues().filter { seen.insert(ScenarioValueContentKey($0)).inserted }
                .map { $0.scalarText ?? $0.description }
            let word = wanted.scalarText ?? wanted.description
            throw ScenarioError(
                .invalidChoice(word, allowed: words, suggestion: NameSuggestion.closest(to: word, among: words)),
                at: wanted.location, path: path)
        }
    }
}
