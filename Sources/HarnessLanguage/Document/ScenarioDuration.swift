import Foundation
import HarnessSession
import LockCore

/// Parses and prints the durations written in scenario files: `10s`, `500ms`, `16m`, `1h`, `1h30m`, `1.5s`, `0`.
///
/// Components go from the largest unit to the smallest, each unit at most once (`1h30m`, not `30m1h`).
/// A bare number other than `0` is rejected because its unit would be a guess.
public enum ScenarioDuration {
    private static let units = DurationNotation.units

    /// Parses `text`; throws ``ScenarioError`` with reason `.invalidDuration` (no location) when it does not parse.
    public static func parse(_ text: String) throws(ScenarioError) -> Duration {
        if let simple = parseSimple(text) { return simple }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func fail(_ problem: String) -> ScenarioError { ScenarioError(.invalidDuration(text, problem: problem)) }
        if trimmed.isEmpty { throw fail("it is empty") }
        if trimmed.hasPrefix("-") { throw fail("durations cannot be negative") }
        if trimmed == "0" { return .zero }
        var scalars = Array(trimmed.unicodeScalars.filter { $0 != " " })
        var total: Int64 = 0
        var lastUnitIndex = -1
        while !scalars.isEmpty {
            let digits = scalars.prefix { ("0"..."9").contains($0) || $0 == "." }
            guard !digits.isEmpty else {
                throw fail("expected a number at '\(String(String.UnicodeScalarView(scalars)))'")
            }
            scalars.removeFirst(digits.count)
            let letters = scalars.prefix { $0.properties.isAlphabetic }
            scalars.removeFirst(letters.count)
            let unit = String(String.UnicodeScalarView(letters))
            let number = String(String.UnicodeScalarView(digits))
            guard !unit.isEmpty else { throw fail("'\(number)' has no unit (h, m, s, ms, us, ns)") }
            guard let unitIndex = units.firstIndex(where: { $0.suffix == unit }) else {
                let hint = NameSuggestion.closest(to: unit, among: units.map(\.suffix)).map {
                    " (did you mean '\($0)'?)"
                }
                throw fail("unknown unit '\(unit)'\(hint ?? ""); use h, m, s, ms, us or ns")
            }
            guard unitIndex > lastUnitIndex else {
                throw fail("units must go from largest to smallest, each once (e.g. 1h30m)")
            }
            lastUnitIndex = unitIndex
            guard let amount = nanoseconds(number, per: units[unitIndex].nanoseconds) else {
                throw fail("'\(number)\(unit)' is not a valid amount")
            }
            let (sum, overflow) = total.addingReportingOverflow(amount)
            guard !overflow else { throw fail("it is too long") }
            total = sum
        }
        return .nanoseconds(total)
    }

    /// Prints a duration in the same notation, largest units first: `1h30m`, `500ms`, `0s`.
    public static func format(_ duration: Duration) -> String { DurationNotation.format(duration) }

    /// Whole nanoseconds for `number` (digits with at most one '.') times `unit`, or nil on overflow or bad input.
    /// The common case without Foundation: ASCII digits and one unit (`10s`, `500ms`, `16m`); `nil` otherwise.
    private static func parseSimple(_ text: String) -> Duration? {
        var value: Int64 = 0
        var digits = 0
        var unitStart: String.UTF8View.Index?
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            if byte >= 0x30 && byte <= 0x39 {
                guard unitStart == nil, digits < 12 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
                digits += 1
            } else if byte >= 0x61 && byte <= 0x7A {
                if unitStart == nil { unitStart = index }
            } else {
                return nil
            }
        }
        guard digits > 0, let unitStart else { return nil }
        let unit = Substring(text.utf8[unitStart...])
        guard let scale = units.first(where: { $0.suffix == unit })?.nanoseconds else { return nil }
        let (total, overflow) = value.multipliedReportingOverflow(by: scale)
        return overflow ? nil : .nanoseconds(total)
    }

    private static func nanoseconds(_ number: String, per unit: Int64) -> Int64? {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let wholeText = parts.first, !wholeText.isEmpty || parts.count == 2 else { return nil }
        let whole = wholeText.isEmpty ? 0 : Int64(wholeText)
        guard let whole else { return nil }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: unit)
        guard !overflow else { return nil }
        guard parts.count == 2 else { return scaled }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.count <= 18 else { return nil }
        var fractional: Int64 = 0
        var place = unit
        for digit in fraction {
            place /= 10
            let value = Int64(digit.wholeNumberValue ?? 0)
            if place == 0 {
                if value != 0 { return nil }
                continue
            }
            fractional += value * place
        }
        return scaled.addingReportingOverflow(fractional).overflow ? nil : scaled + fractional
    }
}
