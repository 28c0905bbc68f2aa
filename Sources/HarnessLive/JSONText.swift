import Foundation

/// Small helpers for the JSON bodies built around ``HarnessScenarios/ExpectFieldVocabulary/stateJSON(_:)``'s text.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// `text` as a JSON string literal, or `null`.
    package static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// An object from already-encoded members, in order.
    package static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
