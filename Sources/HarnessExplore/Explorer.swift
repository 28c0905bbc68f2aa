import Biometrics
import HarnessApps
import HarnessScenarios
import LockCore
import LockFlows

/// Explores random input sequences against invariants: runs, stops at the first violation, shrinks it.
///
/// ```swift
/// var policy = LockPolicy.hardened
/// policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
/// let options = ExploreOptions(seed: 42, runs: 50, steps: 40, setup: ExploreSetup(policy: policy))
/// let report = try await Explorer(catalog: try DeviceProfileCatalog.embedded()).explore(options)
/// if let finding = report.violations.first {
///     print(try ExploreScenarioWriter.yaml(for: finding, options: options, path: "explore-failures/x.yaml"))
/// }
/// ```
/// The same options always give the same report: every choice comes from the seed and the session is
/// deterministic.
public struct Explorer: Sendable {
    /// The device profiles setups may name.
    public let catalog: DeviceProfileCatalog

    /// An explorer over `catalog`.
    public init(catalog: DeviceProfileCatalog) { self.catalog = catalog }

    /// Runs `options.runs` generated sequences, shrinking the first one that breaks an invariant or (with
    /// ``ExploreOptions/liveness``) reaches a dead end.
    public func explore(_ options: ExploreOptions) async throws(ExploreError) -> ExploreReport {
        guard ExploreOptions.runsRange.contains(options.runs) else {
            throw .badOption("--runs must be in \(ExploreOptions.runsRange), not \(options.runs)")
        }
        guard ExploreOptions.stepsRange.contains(options.steps) else {
            throw .badOption("--steps must be in \(ExploreOptions.stepsRange), not \(options.steps)")
        }
        if let liveness = options.liveness, !ExploreLiveness.depthRange.contains(liveness.depth) {
            throw .badOption("--liveness-depth must be in \(ExploreLiveness.depthRange), not \(liveness.depth)")
        }
        let runner = try ExploreRunner(
            setup: options.setup, catalog: catalog, invariants: options.invariants, backend: options.backend,
            liveness: options.liveness, app: options.app)
        var report = ExploreReport(seed: options.seed, runs: 0, stepsExecuted: 0, stepsSkipped: 0, violations: [])
        var cache = ExploreLivenessCache()
        for run in 0..<options.runs {
            let runSeed = options.runSeed(run)
            var generator = ExploreGenerator(seed: runSeed, setup: options.setup)
            generator.allowedSteps = options.app?.declaration.steps
            let result = try await runner.run(&generator, maxSteps: options.steps, liveness: &cache)
            report.runs += 1
            report.stepsExecuted += result.steps.count - result.skippedCount
            report.stepsSkipped += result.skippedCount
            guard let violation = result.violation else { continue }
            var finding = ExploreFinding(
                seed: options.seed, run: run, runSeed: runSeed, originalLength: result.steps.count,
                inputs: result.inputs, violation: violation, replays: 0, everyInputApplies: result.skippedCount == 0)
            if options.shrinks,
                let shrunk = try await ExploreShrinker(
                    runner: runner, maxReplays: options.maxShrinkReplays, liveness: cache
                ).shrink(result.inputs)
            {
                finding.inputs = shrunk.inputs
                finding.violation = shrunk.violation
                finding.replays = shrunk.replays
                finding.everyInputApplies = shrunk.everyInputApplies
                cache = shrunk.liveness
            }
            report.violations.append(finding)
            break
        }
        if options.liveness != nil { report.liveness = cache }
        return report
    }
}
