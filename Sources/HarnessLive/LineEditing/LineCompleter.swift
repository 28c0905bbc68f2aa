import Biometrics
import Foundation
import HarnessScenarios
import LockCore

/// What Tab completes in the REPL, from the vocabulary tables: a step name or session command at the start of a
/// line; an expect field's name inside `expect: {` and its enumerated values after `field: `; a step's words
/// (`scene: active | inactive | background`) and the words of its argument's keys (``StepSpec/argumentWords``: the
/// sensor outcomes in `sensor: {queue: [`).
///
/// ```swift
/// LineCompleter.candidates(for: "tap-bio")              // ["tap-biometric"]
/// LineCompleter.candidates(for: "expect: {screen: lo")  // ["lock", "login"]
/// ```
public enum LineCompleter {
    /// The characters that end a word for completion.
    static let separators: Set<Character> = [" ", "{", "[", ",", ":"]

    /// The REPL's own commands, completed beside the steps.
    public static let commands = ["help", "help steps", "help fields", "state", "screen", "quit"]

    /// The words the last word of `before` (the text before the cursor) can become, in table order.
    public static func candidates(for before: String) -> [String] {
        let word = String(before.reversed().prefix { !separators.contains($0) }.reversed())
        let context = before.dropLast(word.count)
        return NameSuggestion.completions(of: word, among: words(in: context))
    }

    /// The words that fit after `context` (the line up to the word being completed).
    static func words(in context: Substring) -> [String] {
        guard let colon = context.firstIndex(of: ":") else {
            // The step name: its first word only (`help steps` is two).
            let typed = context.trimmingLeadingSpaces
            if typed.isEmpty { return StepVocabulary.names + commands.filter { !$0.contains(" ") } }
            return typed == "help " ? ["steps", "fields"] : []
        }
        let step = context[..<colon].trimmingLeadingSpaces
        let rest = context[context.index(after: colon)...]
        let lastKey = key(before: rest)
        if step == "expect" {
            if let lastKey { return ExpectFieldVocabulary.field(named: lastKey)?.choices ?? [] }
            return rest.contains("{") ? ExpectFieldVocabulary.names : []
        }
        guard let spec = StepVocabulary.spec(named: String(step)) else { return [] }
        if let lastKey { return spec.argumentWords[lastKey] ?? [] }
        if rest.contains("{") { return spec.argumentWords.keys.sorted() }
        let words = spec.argumentSynopsis.components(separatedBy: " | ")
        return words.count > 1 && words.allSatisfy({ !$0.contains(" ") && !$0.contains("\"") }) ? words : []
    }

    /// The key whose value is being typed at the end of `text` (`{screen: ` → `screen`; `{queue: [a, ` → `queue`),
    /// nil when a key is being typed or there is no mapping.
    static func key(before text: Substring) -> String? {
        // Open brackets, innermost last: a mapping with the key whose value is being typed, or a list.
        var open: [(isMap: Bool, key: String?)] = []
        var word = ""
        for character in text {
            switch character {
            case "{": open.append((true, nil))
            case "[": open.append((false, nil))
            case "}", "]": if !open.isEmpty { open.removeLast() }
            case ":" where open.last?.isMap == true: open[open.count - 1].key = word
            case "," where open.last?.isMap == true: open[open.count - 1].key = nil
            default: break
            }
            word = separators.contains(character) ? "" : word + String(character)
        }
        guard let last = open.last else { return nil }
        if last.isMap { return last.key }
        return open.dropLast().last?.key  // a list's items take the words of the key it is the value of
    }

    /// What follows a completed word: `: ` after a step that takes an argument or an expect field's name.
    static func suffix(after word: String, in before: String) -> [Character] {
        let context = before.dropLast(before.reversed().prefix { !separators.contains($0) }.count)
        if !context.contains(":") {
            return StepVocabulary.spec(named: word).map { $0.argumentSynopsis.isEmpty ? [] : [":", " "] } ?? []
        }
        if key(before: context.drop { $0 != ":" }.dropFirst()) == nil, ExpectFieldVocabulary.field(named: word) != nil {
            return [":", " "]
        }
        return []
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
