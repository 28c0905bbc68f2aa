import Foundation
import HarnessScenarios
import HarnessSession
import LockCore

extension LiveSession {
    /// Applies one step written in scenario syntax (`sensor: {matching: false}`, `advance: 16m`) and records it;
    /// a parse error points at `line` and at `column` plus the offset in `text`. Steps that fail change nothing
    /// and are not recorded, so the recording always replays.
    public func apply(step text: String, line: Int = 1, column: Int = 1) async -> LiveStepOutcome {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        do {
            return await apply(try Self.parse(trimmed, file: "request", line: line, column: column), text: trimmed)
        } catch {
            return .invalid(error)
        }
    }

    /// Applies a parsed step and records `text` when it was applied (the one rule for `serve` and the REPL).
    func apply(_ kind: ScenarioStepKind, text: String) async -> LiveStepOutcome {
        switch kind {
        case .input(let input):
            if let hidden = await hiddenControl(for: input) {
                return .refused("\(Self.stepName(text)): \(hidden)")
            }
            do {
                try await session.apply(input)
            } catch let error as SessionInputError {
                return .refused("\(Self.stepName(text)): \(error)")
            } catch {
                return .refused("\(error)")
            }
        case .refused(let input):
            guard await session.refusal(of: input) != nil else {
                return .unmet("the session accepted \(input); it was expected to refuse it")
            }
        case .expect(let fields):
            if let unmet = CaseEngine.unmet(fields, in: await session.snapshot()) { return .unmet(unmet) }
        }
        flushRealTime()
        recorded.append(text)
        return .applied
    }

    /// Why `input` cannot be given now although the model would take it silently: a tap on the biometric button
    /// while the lock screen hides it (biometry locked out, unavailable or off). A person cannot tap what is not
    /// there, so the step is refused and not recorded.
    private func hiddenControl(for input: SessionInput) async -> String? {
        guard input == .tapBiometric else { return nil }
        let snapshot = await session.snapshot()
        guard snapshot.screen == "lock", !snapshot.biometricButton else { return nil }
        let reason =
            snapshot.biometricUnavailable.map { "biometry is unavailable: \($0)" }
            ?? (snapshot.biometricEnabled ? "biometry cannot be used now" : "biometric unlock is off")
        return "the biometric button is not showing (\(reason))"
    }

    /// The step's name: its text up to the first `:` or space.
    static func stepName(_ text: String) -> Substring { text.prefix { $0 != ":" && $0 != " " } }

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
