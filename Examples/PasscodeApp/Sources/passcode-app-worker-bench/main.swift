// `swift build -c release && .build/release/passcode-app-worker-bench`: Scenarios/bench-matrix.yaml through
// passcode-app-worker processes (WorkerCaseExecutor): cases/s with 1 and 2 workers, a fresh app per case in a reused
// process against a fresh process per case, and the time from a hung step to its failed case (the planted hang
// behind PASSCODE_APP_PLANTED_FAULTS, limit 1 s). Best of 3 runs each; the workers are started before the clock.
import Biometrics
import Foundation
import Harness

let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let worker = directory.appendingPathComponent("passcode-app-worker").path
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let cases: [ScenarioCase]
let planted: [ScenarioCase]
let catalog: DeviceProfileCatalog
do {
    let matrix = root.appendingPathComponent("Scenarios/bench-matrix.yaml").path
    cases = try ScenarioMatrixExpander().cases(for: try ScenarioParser.parse(contentsOf: matrix))
    let faults = root.appendingPathComponent("Tests/Planted/planted-faults.yaml").path
    planted = try ScenarioMatrixExpander().cases(for: try ScenarioParser.parse(contentsOf: faults))
        .filter { $0.id.hasSuffix("hang") }
    catalog = try DeviceProfileCatalog.embedded()
} catch {
    print("passcode-app-worker-bench: \(error)")
    exit(1)
}

/// Cases/s of the bench matrix on `workers` workers (best of 3), and how many cases did not pass.
func measure(workers: Int, fresh: Bool) async throws -> (perSecond: Double, failures: Int) {
    let executor = try await WorkerCaseExecutor.start(
        catalog: catalog, launcher: WorkerLauncher(executable: worker), workers: workers, freshProcessPerCase: fresh)
    // Warm up: every worker started and past its first case.
    _ = await ScenarioRunner(executor: executor, parallelism: workers).run(Array(cases.prefix(workers * 2)))
    var best = Double.infinity
    var failures = 0
    for _ in 0..<3 {
        let start = ContinuousClock.now
        let results = await ScenarioRunner(executor: executor, parallelism: workers).run(cases)
        let elapsed = start.duration(to: .now)
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        failures = max(failures, results.filter { $0.outcome != .passed }.count)
    }
    await executor.shutDown()
    return (Double(cases.count) / best, failures)
}

do {
    print("passcode-app-worker-bench: \(cases.count) cases of bench-matrix.yaml, \(worker)")
    let one = try await measure(workers: 1, fresh: false)
    let two = try await measure(workers: 2, fresh: false)
    print(
        String(
            format: "reset per case:   1 worker %.0f cases/s, 2 workers %.0f cases/s (%.2fx)",
            one.perSecond, two.perSecond, two.perSecond / one.perSecond))
    let freshOne = try await measure(workers: 1, fresh: true)
    let freshTwo = try await measure(workers: 2, fresh: true)
    print(
        String(
            format: "process per case: 1 worker %.0f cases/s, 2 workers %.0f cases/s (reset is %.1fx faster on 1)",
            freshOne.perSecond, freshTwo.perSecond, one.perSecond / freshOne.perSecond))
    if one.failures + two.failures + freshOne.failures + freshTwo.failures > 0 { print("some cases did not pass") }
    let hanging = try await WorkerCaseExecutor.start(
        catalog: catalog,
        launcher: WorkerLauncher(executable: worker, environment: ["PASSCODE_APP_PLANTED_FAULTS": "1"]),
        workers: 1, stepTimeout: .seconds(1))
    let hung = await ScenarioRunner(executor: hanging, parallelism: 1).run(planted)
    await hanging.shutDown()
    let outcome = hung.first?.outcome.rawValue ?? "none"
    print(
        String(format: "hung step to failed case: %.3f s with a 1 s limit", hung.first?.durationSeconds ?? -1)
            + " (\(outcome))")
} catch {
    print("passcode-app-worker-bench: \(error)")
    exit(2)
}
