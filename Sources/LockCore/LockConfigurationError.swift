/// A lock setting out of range or unknown, naming the field and what is allowed.
public struct LockConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field, e.g. `policy.timeout` or `verifier.rounds`.
    public var field: String
    /// The offending value as text.
    public var value: String
    /// What would have been accepted.
    public var expected: String

    /// An error for `field` holding `value` when `expected` was wanted.
    public init(field: String, value: String, expected: String) {
        self.field = field
        self.value = value
        self.expected = expected
    }

    public var description: String { "\(field): \(value) is not allowed; expected \(expected)" }

    /// Throws unless `value` lies in `range`.
    public static func check(_ value: Int, in range: ClosedRange<Int>, field: String) throws(LockConfigurationError) {
        guard range.contains(value) else {
            throw LockConfigurationError(
                field: field, value: String(value), expected: "\(range.lowerBound)...\(range.upperBound)")
        }
    }
}
