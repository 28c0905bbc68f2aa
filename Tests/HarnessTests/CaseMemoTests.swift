import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// A matrix plan builds its cases from memoised parts (ScenarioCaseMemo); every case, and every error, must be
/// exactly what substituting and parsing the whole template for that case gives.
struct CaseMemoTests {
    /// Every kind of row (product, exclude, add, extend, derive), whole and partial placeholders, and a header that
    /// reads variables. Cases pass and fail (seed never prompts after one minute away; hardened locks at launch).
    private let matrixYAML = """
        name: memo
        device: ${device}
        policy: ${policy}
        initial: {passcode: "482916", biometricEnabled: true, timeout: "${timeout}"}
        steps:
          - launch
          - background
          - advance: ${away}
          - sensor: {queue: ["${outcome}"]}
          - foreground
          - advance: 2s
          - expect: {locked: "${locked}", lastOutcome: "${outcome}"}
          - expect: ${extra}
          - advance: "${pause}s"
        matrix:
          axes:
            device: [iphone-15-pro, pixel-8]
            policy: [seed, hardened]
            away: [1m, 16m]
            outcome: [userCancel, systemCancel]
            timeout: [15]
          exclude: [{device: pixel-8, away: 1m, outcome: systemCancel}]
          add:
            - {device: iphone-se, policy: hardened, away: 20m, outcome: userFallback, timeout: 5}
          extend:
            - {match: {}, set: {extra: {screen: lock}, pause: 3}}
            - {match: {away: 1m}, set: {extra: {screen: home}}}
          derive:
            locked: {from: away, values: {1m: false}, default: true}
        """

    private func plan(_ yaml: String) throws -> ScenarioCasePlan {
        try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(yaml: yaml, file: "memo.yaml"))
    }

    /// The case built the way plans without a memo build it: the whole template substituted and parsed.
    private func wholeCase(_ plan: ScenarioCasePlan, _ index: Int) -> Result<ScenarioCase, ScenarioError> {
        Result { () throws(ScenarioError) in
            try plan.expander.makeCase(
                template: plan.template, shape: plan.shape, row: try plan.rows?.row(at: index),
                id: try plan.id(at: index),
                file: plan.file)
        }
    }

    private func memoCase(_ plan: ScenarioCasePlan, _ index: Int) -> Result<ScenarioCase, ScenarioError> {
        Result { () throws(ScenarioError) in try plan.makeCase(index) }
    }

    @Test func everyMemoisedCaseIsTheCaseBuiltWhole() throws {
        let plan = try plan(matrixYAML)
        #expect(plan.memo != nil)
        #expect(plan.count == 15)
        for index in 0..<plan.count {
            let memoised = try memoCase(plan, index).get()
            let whole = try wholeCase(plan, index).get()
            #expect(memoised == whole, "case \(index)")
            #expect(memoised.document.root == whole.document.root, "case \(index)")
            let kinds = try #require(memoised.prepared).steps.map { try $0.kind.get() }
            #expect(kinds == (try whole.steps.map { try ScenarioStepInterpreter.interpret($0) }), "case \(index)")
        }
        // Built twice (memo hits), the same again.
        for index in 0..<plan.count { #expect(try memoCase(plan, index).get() == (try wholeCase(plan, index).get())) }
        // 15 cases share 5 headers (device x policy, and the added row's); steps have 1 to 4 versions each.
        let stored = try #require(plan.memo).storedVersions
        #expect(stored.headers == 5)
        #expect(stored.steps == 1 + 1 + 3 + 3 + 1 + 1 + 5 + 2 + 1)
    }

    /// An id template whose placeholders name axes is read once; each product row's id, put together from its axis
    /// indices, must be the id rendered from the row. A placeholder naming a derived value keeps rendering from rows.
    @Test(arguments: ["{device}/{away} x{outcome}{{n}}", "{device}-{locked}-{away}-{outcome}"])
    func templateIdsPutTogetherFromIndicesAreTheIdsRenderedFromRows(template: String) throws {
        let yaml = """
            name: ids
            device: ${device}
            steps: [launch, {advance: "${away}"}]
            matrix:
              id: "\(template)"
              axes:
                device: [iphone-15-pro, pixel-8]
                away: [1m, 16m, 2h]
                outcome: [userCancel, 2]
              exclude: [{device: pixel-8, away: 2h}]
              add:
                - {device: iphone-se, away: 20m, outcome: userFallback}
              derive:
                locked: {from: away, values: {1m: false}, default: true}
            """
        let plan = try plan(yaml)
        let rows = try #require(plan.rows)
        #expect((plan.productIDTemplate != nil) == !template.contains("locked"))
        #expect(plan.count == 11)
        for index in 0..<plan.count {
            let rendered = ScenarioCaseID.sanitize(
                try ScenarioCaseID.render(
                    template: try #require(rows.matrix.idTemplate), row: try rows.row(at: index),
                    known: plan.variableNames))
            #expect(try plan.id(at: index) == rendered, "case \(index)")
            #expect(try plan.makeCase(index).id == rendered, "case \(index)")
        }
    }

    @Test func productCasesFoundFromTheirAxisIndicesAreTheCasesBuiltWhole() throws {
        // No `extend`, and every `derive` reads an axis: a product case's parts are looked up from its axis indices
        // (the row is not built). Two derives from one axis, one with a default, one read by the header; two
        // derives from different axes read by one step; `add` rows still go through their rows.
        let yaml = """
            name: fast
            device: ${device}
            policy: ${policy}
            overrides: {verifierRounds: "${rounds}"}
            initial: {passcode: "482916", biometricEnabled: true}
            steps:
              - launch
              - background
              - advance: ${away}
              - sensor: {queue: ["${outcome}"]}
              - foreground
              - advance: 2s
              - expect: {locked: "${locked}", lastOutcome: "${outcome}", screen: "${screen}"}
            matrix:
              axes:
                device: [iphone-15-pro, pixel-8]
                policy: [seed, hardened]
                away: [1m, 16m, 2h]
                outcome: [userCancel, systemCancel]
              exclude: [{device: pixel-8, away: 2h}]
              add:
                - {device: iphone-se, policy: hardened, away: 20m, outcome: userFallback}
              derive:
                rounds: {from: policy, values: {seed: null, hardened: 10}}
                locked: {from: away, values: {1m: false}, default: true}
                screen: {from: away, values: {1m: home, 16m: lock, 2h: lock, 20m: lock}}
            """
        let plan = try plan(yaml)
        #expect(plan.productFastPath != nil)
        #expect(plan.count == 21)
        for _ in 0..<2 {  // built, then found
            for index in 0..<plan.count {
                let fast = try memoCase(plan, index).get()
                let whole = try wholeCase(plan, index).get()
                #expect(fast == whole, "case \(index)")
                #expect(fast.variables == whole.variables && fast.origin == whole.origin, "case \(index)")
                let kinds = try #require(fast.prepared).steps.map { try $0.kind.get() }
                #expect(kinds == (try whole.steps.map { try ScenarioStepInterpreter.interpret($0) }), "case \(index)")
            }
        }
        // A derive from a derived value depends on its source's axis only through the other derive: rows are built.
        let chained = try self.plan(yaml + "\n    late: {from: locked, values: {true: a, false: b}}\n")
        #expect(chained.productFastPath == nil)
        for index in 0..<chained.count {
            #expect(try memoCase(chained, index).get() == (try wholeCase(chained, index).get()))
        }
    }

    @Test func errorsAreTheWholeBuildsErrorsInTheSameOrder() throws {
        // Per case: a substitution error in a header entry after `steps`, one in a step, a step that does not
        // parse, and one that does not interpret; which comes first depends on the row.
        let yaml = """
            name: errors
            steps:
              - launch
              - advance: ${away}
              - ${step}
              - expect: {locked: "${locked}"}
            policy: ${policy}
            matrix:
              axes:
                away: [1s, "${missing}", 2s]
                step: [background, {a: 1, b: 2}]
                policy: [seed, "${alsoMissing}"]
                locked: [true, maybe]
            """
        let plan = try plan(yaml)
        var errors = 0
        for index in 0..<plan.count {
            let memoised = memoCase(plan, index)
            let whole = wholeCase(plan, index)
            switch (memoised, whole) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "case \(index)")
                let kinds = try #require(a.prepared).steps.map(\.kind)
                for (kind, step) in zip(kinds, b.steps) {
                    #expect(kind == Result { () throws(ScenarioError) in try ScenarioStepInterpreter.interpret(step) })
                }
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "case \(index)")
                #expect(a.caseID == (try plan.id(at: index)))
                errors += 1
            default:
                Issue.record("case \(index): memoised \(memoised), whole \(whole)")
            }
        }
        #expect(errors > 0 && errors < plan.count)
    }

    @Test func aPartWithMoreVersionsThanTheLimitIsBuiltForItsCaseAlone() throws {
        let count = ScenarioCaseMemo.limit + 200
        let values = (1...count).map { "\($0)s" }.joined(separator: ", ")
        let yaml =
            "name: many\nsteps:\n  - launch\n  - advance: ${away}\nmatrix:\n  limit: 5000\n  axes: {away: [\(values)]}\n"
        let plan = try plan(yaml)
        for index in 0..<plan.count {
            let memoised = try memoCase(plan, index).get()
            #expect(try memoised.steps[1].argument.duration() == .seconds(index + 1))
        }
        let stored = try #require(plan.memo).storedVersions
        #expect(stored.steps == ScenarioCaseMemo.limit + 1, "the limit's worth of `advance` versions, and `launch`")
        #expect(try memoCase(plan, plan.count - 1).get() == (try wholeCase(plan, plan.count - 1).get()))
    }

    @Test func casesRunTheSameWithAndWithoutWhatThePlanPrepared() async throws {
        // The executor memoises configurations and session starts by header: a wrong one (another case's device or
        // policy) would change outcomes here, since whether the app locks depends on the policy and the timeout.
        let plan = try plan(matrixYAML)
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
        var outcomes: [CaseOutcome] = []
        for index in 0..<plan.count {
            let prepared = try plan.makeCase(index)
            #expect(prepared.prepared != nil)
            var plain = prepared
            plain.document = prepared.document  // a case with a document of its own: nothing prepared
            #expect(plain.prepared == nil && plain == prepared)
            let withMemo = await executor.run(prepared)
            let without = await executor.run(plain)
            #expect(withMemo.outcome == without.outcome, "case \(prepared.id)")
            #expect(withMemo.failure?.message == without.failure?.message, "case \(prepared.id)")
            outcomes.append(withMemo.outcome)
        }
        // Seed never locks on cold launch, hardened does: both outcomes occur.
        #expect(Set(outcomes).count > 1)
    }
}
