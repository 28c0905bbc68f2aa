/// The seed's `NumberPadView`: a 3x4 grid of 1-9, an empty cell, 0 and delete.
public enum NumberPad {
    /// One cell of the pad.
    public enum Key: Sendable, Hashable, CustomStringConvertible {
        /// A digit button, "0" to "9".
        case digit(Character)
        /// The delete button (`delete.left`).
        case delete
        /// The blank cell left of 0.
        case empty

        public var description: String {
            switch self {
            case .digit(let d): return String(d)
            case .delete: return "⌫"
            case .empty: return " "
            }
        }
    }

    /// The rows, top to bottom, exactly as the seed lays them out.
    public static let rows: [[Key]] = [
        [.digit("1"), .digit("2"), .digit("3")],
        [.digit("4"), .digit("5"), .digit("6")],
        [.digit("7"), .digit("8"), .digit("9")],
        [.empty, .digit("0"), .delete],
    ]

    /// The key at a row and column, or `nil` outside the grid.
    public static func key(row: Int, column: Int) -> Key? {
        guard rows.indices.contains(row), rows[row].indices.contains(column) else { return nil }
        return rows[row][column]
    }
}
