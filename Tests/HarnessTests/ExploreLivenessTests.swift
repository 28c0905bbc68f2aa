import Biometrics
import Harness
import LockCore
import LockFlows
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// The liveness check (`explore --liveness`): a planted dead end (the seed-era rule for removing a passcode,
/// injected through a test backend so the tests do not depend on the default backend's rule) is found, shrunk and
/// written as a scenario that replays to the dead end; the same exploration on a backend that removes the passcode
/// finds nothing.
///
/// Figures (seed 42, 200 runs of 60 steps, depth 8, checkpoints `changes`) are in docs/scenarios.md.
struct ExploreLivenessTests {
    static let seed: UInt64 = 42
    static let runs = 200
    static let depth = ExploreLiveness.defaultDepth

    static func options(_ rule: PasscodeRemovalAPI.Rule) -> ExploreOptions {
        var options = ExploreOptions(seed: seed, runs: runs, steps: 60, setup: ExploreSetup(policy: .seed))
        options.backend = PasscodeRemovalBackendProvider(rule: rule)
        options.liveness = ExploreLiveness(depth: depth)
        return options
    }

    static func explore(_ rule: PasscodeRemovalAPI.Rule) async throws -> ExploreReport {
        try await Explorer(catalog: ExploreFixtures.catalog).explore(options(rule))
    }

    @Test func theSeedEraRemovalIsADeadEndForTurningThePasscodeOn() async throws {
        let report = try await Self.explore(.seedEra)
        let finding = try #require(report.violations.first, "\(report.summary)")
        #expect(finding.violation.invariant == ExploreGoal.passcodeEnabled.invariantName, "\(finding.violation)")
        #expect(finding.everyInputApplies)
        #expect(finding.inputs.contains(.togglePasscode(false)), "\(finding.inputs)")
        #expect(finding.inputs.count <= 8, "\(finding.inputs)")
        let liveness = try #require(report.liveness)
        #expect(liveness.deadEnds >= 1)
        print(
            "seed-era: \(report.summary); \(report.livenessSummary ?? ""); shrunk \(finding.originalLength) -> "
                + "\(finding.inputs.count) in \(finding.replays) replays: \(ExploreScenarioWriter.serialize(finding.inputs))"
        )
    }

    @Test func theWrittenDeadEndReplaysToAStateThatStillCannotTurnThePasscodeOn() async throws {
        let options = Self.options(.seedEra)
        let report = try await Explorer(catalog: ExploreFixtures.catalog).explore(options)
        let finding = try #require(report.violations.first)
        let yaml = try ExploreScenarioWriter.yaml(for: finding, options: options, path: "explore-failures/x.yaml")
        #expect(yaml.contains("A dead end"))
        #expect(yaml.contains("--seed 42 --runs \(Self.runs) --steps 60 --policy seed"))
        #expect(yaml.contains("--liveness"))

        // The file runs as a scenario on the same backend: every step applies.
        let document = try ScenarioParser.parse(yaml: yaml, file: "x.yaml")
        let scenarioCase = try ScenarioMatrixExpander().cases(for: document)[0]
        let executor = SessionCaseExecutor(catalog: ExploreFixtures.catalog, backend: options.backend)
        #expect(await executor.run(scenarioCase).outcome == .passed)

        // Its steps reach the reported state, from which a fresh search still cannot reach the goal.
        let inputs = try document.steps.map { step -> SessionInput in
            guard case .input(let input) = try ScenarioStepInterpreter.interpret(step) else {
                throw ExploreError.badSetup("not an input: \(step)")
            }
            return input
        }
        #expect(inputs == finding.inputs)
        let runner = try ExploreRunner(
            setup: options.setup, catalog: ExploreFixtures.catalog, invariants: [], backend: options.backend)
        var cache = ExploreLivenessCache()
        let session = try await runner.session(replaying: inputs, cache: &cache)
        #expect(await session.snapshot().summary == finding.violation.state)
        let outcome = try await ExploreLiveness(depth: Self.depth).search(from: inputs, runner: runner, cache: &cache)
        #expect(outcome.unreached.contains(.passcodeEnabled), "\(outcome)")
        // Minimal: without its last step the state is not a dead end.
        let shorter = try await ExploreLiveness(depth: Self.depth).search(
            from: Array(inputs.dropLast()), runner: runner, cache: &cache)
        #expect(shorter.isLive || !shorter.unreached.contains(.passcodeEnabled), "\(shorter)")
    }

    @Test func aBackendThatRemovesThePasscodeHasNoDeadEnd() async throws {
        let report = try await Self.explore(.removesServerSide)
        #expect(report.violations.isEmpty, "\(report.violations.map(\.violation))")
        #expect(report.runs == Self.runs)
        let liveness = try #require(report.liveness)
        #expect(liveness.deadEnds == 0 && liveness.checks >= Self.runs)
        print("removes-server-side: \(report.summary); \(report.livenessSummary ?? "")")
    }

    @Test func theKnownDeadEndByHand() async throws {
        // Settings → toggle the lock off → the PIN (the disable sheet) → toggle on → the same six digits twice.
        let setup = ExploreSetup(policy: .seed)
        let steps: [SessionInput] = [
            .launch, .openSettings, .togglePasscode(false), .enterPIN(setup.passcode), .togglePasscode(true),
            .enterPIN(setup.passcode), .enterPIN(setup.passcode),
        ]
        for (rule, dead) in [(PasscodeRemovalAPI.Rule.seedEra, true), (.removesServerSide, false)] {
            let runner = try ExploreRunner(
                setup: setup, catalog: ExploreFixtures.catalog, invariants: [],
                backend: PasscodeRemovalBackendProvider(rule: rule))
            var cache = ExploreLivenessCache()
            let outcome = try await ExploreLiveness(depth: 6).search(from: steps, runner: runner, cache: &cache)
            #expect(outcome.unreached.contains(.passcodeEnabled) == dead, "\(rule): \(outcome)")
        }
    }

    @Test func goalsReadTheSnapshot() {
        var snapshot = SessionSnapshot.blank
        snapshot.screen = "home"
        snapshot.loggedIn = true
        #expect(ExploreGoal.unlockedHome.isReached(by: snapshot))
        #expect(ExploreGoal.passcodeDisabled.isReached(by: snapshot))
        #expect(!ExploreGoal.passcodeEnabled.isReached(by: snapshot))
        snapshot.locked = true
        #expect(!ExploreGoal.unlockedHome.isReached(by: snapshot))
        #expect(ExploreGoal(invariantName: "dead-end-passcode-enabled") == .passcodeEnabled)
        #expect(ExploreGoal(invariantName: "never-locked") == nil)
    }

    @Test func livenessOptionsAreCheckedAndRepeatedInTheCommand() async throws {
        var arguments = ExploreCommand.Arguments(seed: 1)
        #expect(try ExploreCommand.options(arguments).liveness == nil)
        arguments.liveness = true
        arguments.livenessDepth = 0
        #expect(await ExploreCommand.run(arguments) { _ in } == 2)
        arguments.livenessDepth = 5
        #expect(try ExploreCommand.options(arguments).command.hasSuffix("--liveness --liveness-depth 5"))
        arguments.liveness = false
        #expect(try ExploreCommand.options(arguments).liveness == nil)
        #expect(!(try ExploreCommand.options(arguments).command.contains("--liveness")))
    }
}
