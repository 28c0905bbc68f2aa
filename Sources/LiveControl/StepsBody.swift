import Foundation
import HTTPTypes
import HarnessLive
import ServerRules

/// The body of `POST /api/steps` read as steps: scenario YAML lines (`sensor: {matching: false}`, or several
/// lines each `- step`; blank lines and `#` comments skipped) or JSON `{"steps": ["background", "advance: 16m"]}`.
enum StepsBody {
    /// The steps in `body`, each with its line and column in the body.
    /// - Throws: ``LiveControlError`` 400 naming what is wrong (no steps, bad JSON, a multi-line step), or 415
    ///   for another content type.
    static func steps(from body: String, contentType: String?) throws(LiveControlError) -> [LiveController.Step] {
        let type =
            (contentType ?? "text/plain").split(separator: ";").first.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? "text/plain"
        let steps: [LiveController.Step]
        switch type {
        case "application/json": steps = try json(body, contentType: contentType)
        case "text/plain", "application/x-yaml", "application/yaml", "text/yaml", "text/x-yaml": steps = try yaml(body)
        default:
            throw LiveControlError(
                .unsupportedMediaType,
                "Content-Type \(type) is not accepted; send text/plain or application/x-yaml (scenario step lines) "
                    + "or application/json ({\"steps\": [...]})")
        }
        guard !steps.isEmpty else {
            throw LiveControlError(.badRequest, "the body holds no step; send e.g. `sensor: {matching: false}`")
        }
        return steps
    }

    private static func yaml(_ body: String) throws(LiveControlError) -> [LiveController.Step] {
        var steps: [LiveController.Step] = []
        for (index, rawLine) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let indent = line.prefix { $0 == " " }.count
            var text = line.dropFirst(indent)
            var column = indent + 1
            if text.isEmpty || text.hasPrefix("#") { continue }
            if text == "-" || text.hasPrefix("- ") {
                let afterDash = text.dropFirst(1)
                let spaces = afterDash.prefix { $0 == " " }.count
                text = afterDash.dropFirst(spaces)
                column += 1 + spaces
                if text.isEmpty {
                    throw lineError(
                        "a `- ` item with no step; write each step on one line, e.g. `- sensor: {matching: false}`",
                        line: index + 1, column: column)
                }
            } else if indent > 0 {
                throw lineError(
                    "an indented continuation line; write each step on one line in flow style, "
                        + "e.g. `sensor: {matching: false}`",
                    line: index + 1, column: column)
            }
            steps.append(LiveController.Step(text: String(text), line: index + 1, column: column))
        }
        return steps
    }

    /// 400 `{"error": "line L: ...", "line": L, "column": C}`.
    private static func lineError(_ message: String, line: Int, column: Int) -> LiveControlError {
        LiveControlError(
            .badRequest,
            members: [
                ("error", JSONText.string("line \(line): \(message)")), ("line", String(line)),
                ("column", String(column)),
            ])
    }

    private struct JSONSteps: Decodable { let steps: [String] }

    /// JSON steps; the body must pass ``JSONBodyRule`` first (UTF-8, no duplicate keys or trailing commas, bounded
    /// nesting), the rule the reference server applies too.
    private static func json(_ body: String, contentType: String?) throws(LiveControlError) -> [LiveController.Step] {
        if let violation = JSONBodyRule.violation(ofContentType: contentType)
            ?? JSONBodyRule().violation(in: Array(body.utf8))
        {
            if case .malformed(let offset) = violation {
                throw LiveControlError(
                    .badRequest,
                    "malformed JSON body: expected {\"steps\": [\"<step>\", ...]} (not valid JSON at byte \(offset))")
            }
            throw LiveControlError(.badRequest, "malformed JSON body: \(violation)")
        }
        let decoded: JSONSteps
        do {
            decoded = try JSONDecoder().decode(JSONSteps.self, from: Data(body.utf8))
        } catch {
            throw LiveControlError(
                .badRequest, "malformed JSON body: expected {\"steps\": [\"<step>\", ...]} (\(describe(error)))")
        }
        var steps: [LiveController.Step] = []
        for (index, text) in decoded.steps.enumerated() {
            guard !text.contains("\n"), !text.contains("\r") else {
                throw LiveControlError(
                    .badRequest, "steps[\(index)] spans several lines; write each step on one line in flow style")
            }
            steps.append(LiveController.Step(text: text, line: index + 1, column: 1))
        }
        return steps
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case .dataCorrupted: "not valid JSON"
        default: "\(error)"
        }
    }
}
