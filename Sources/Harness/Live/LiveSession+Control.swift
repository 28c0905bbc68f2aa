import Foundation
import LockCore

extension LiveSession {
    /// Applies one step written in scenario syntax (`sensor: {matching: false}`, `advance: 16m`) and records it;
    /// a parse error points at `line` and at `column` plus the offset in `text`. Steps that fail change nothing
    /// and are not recorded, so the recording always replays.
    public func apply(step text: String, line: Int = 1, column: Int = 1) async -> LiveStepOutcome {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let kind: ScenarioStepKind
        do {
            kind = try Self.parse(trimmed, file: "request", line: line, column: column)
        } catch {
            return .invalid(error)
        }
        switch kind {
        case .input(let input):
            do {
                try await session.apply(input)
            } catch let error as SessionInputError {
                let stepName = trimmed.prefix { $0 != ":" && $0 != " " }
                return .refused("\(stepName): \(error)")
            } catch {
                return .refused("\(error)")
            }
        case .refused(let input):
            guard await session.refusal(of: input) != nil else {
                return .unmet("expected the session to refuse it, but it would accept it")
            }
        case .expect(let fields):
            let misses = ExpectFieldVocabulary.misses(fields, in: await session.snapshot())
            if !misses.isEmpty {
                return .unmet(
                    misses.map { "expected \($0.field.name) \($0.field.value) was \($0.actual)" }.joined(
                        separator: "; "))
            }
        }
        flushRealTime()
        recorded.append(trimmed)
        return .applied
    }

    /// Moves the session forward by wall-clock time that passed (`--clock real`); the time is recorded as one
    /// `advance` before the next recorded step, in whole milliseconds.
    public func advanceRealTime(by elapsed: Duration) async throws {
        try await session.apply(.advance(elapsed))
        unrecordedRealTime += elapsed
    }

    /// Writes the real time applied since the last recorded step as an `advance` line.
    func flushRealTime() {
        guard unrecordedRealTime > .zero else { return }
        recorded.append("advance: \(ScenarioDuration.format(unrecordedRealTime))")
        unrecordedRealTime = .zero
    }

    /// Every expect field's value in table order, except `elapsed`: what decides whether a clock tick changed the
    /// state worth an event.
    public static func significantValues(of snapshot: SessionSnapshot) -> [SnapshotValue] {
        ExpectFieldVocabulary.fields.filter { $0.name != "elapsed" }.map { $0.value(in: snapshot) }
    }
}
