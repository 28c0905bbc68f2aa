import Harness

/// One field an `expect` wanted that the state does not have, both values as `expect` writes them.
public struct ExpectDifference: Sendable, Equatable {
    /// The expect field.
    public var field: String
    /// The value wanted (`true`, `3`, `"lock"`, `null`).
    public var expected: String
    /// The value in the state.
    public var actual: String

    /// The fields of `expectLine` (`expect: {...}`) whose wanted value differs from `state` (the state JSON, which
    /// reads as an `expect:` argument), both read by ``ExpectFieldVocabulary`` so values compare as `expect`
    /// compares them (`961s` equals `16m1s`).
    public static func between(expectLine: String, state: String) -> [ExpectDifference] {
        guard case .expect(let wanted)? = expectation(expectLine),
            case .expect(let actual)? = expectation("expect: \(state)")
        else { return [] }
        let actualByName = Dictionary(actual.map { ($0.name, $0.value) }) { first, _ in first }
        return wanted.compactMap { field in
            let found = actualByName[field.name] ?? .none
            guard found != field.value else { return nil }
            return ExpectDifference(field: field.name, expected: field.value.description, actual: found.description)
        }
    }

    private static func expectation(_ line: String) -> ScenarioStepKind? {
        guard let document = try? ScenarioParser.parse(yaml: "steps:\n  - \(line)\n", file: "expect"),
            let step = document.steps.first
        else { return nil }
        return try? ScenarioStepInterpreter.interpret(step)
    }
}
