import AppHarness
// `swift run -c release passcode-app-bench [matrix.yaml]`: Scenarios/bench-matrix.yaml through the example app
// (AppCaseExecutor, .app and .differential, LockFlows' in-process backend) and through LockHarness's model alone
// (SessionCaseExecutor), one case at a time each, best of 3 runs: cases/s of each, and what the differential run
// costs over the app and the model run separately.
import Biometrics
import Foundation
import Harness
import PasscodeAppHarness

#if DEBUG
    print("passcode-app-bench: a debug build; run `swift run -c release passcode-app-bench` for the figures")
#endif

let matrix =
    CommandLine.arguments.dropFirst().first
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios/bench-matrix.yaml").path
let rounds = 3

let cases: [ScenarioCase]
let catalog: DeviceProfileCatalog
do {
    cases = try ScenarioMatrixExpander().cases(for: try ScenarioParser.parse(contentsOf: matrix))
    catalog = try DeviceProfileCatalog.embedded()
} catch {
    print("passcode-app-bench: \(error)")
    exit(1)
}

/// Runs every case `rounds` times; the best run's seconds, and whether every case passed every time.
func measure<E: ScenarioCaseExecutor>(_ name: String, _ executor: E) async -> (seconds: Double, failures: Int) {
    var best = Double.infinity
    var failures = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        let results = await ScenarioRunner(executor: executor, parallelism: 1).run(cases)
        let elapsed = start.duration(to: .now)
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        let failing = results.filter { $0.outcome != .passed }
        failures = max(failures, failing.count)
        if !failing.isEmpty, failures == failing.count {
            print("\(name): \(failing.count) of \(results.count) cases did not pass:")
            print(ScenarioSummaryReport().render(Array(failing.prefix(5))))
        }
    }
    return (best, failures)
}

let app = await measure(
    "app",
    AppCaseExecutor(catalog: catalog, app: AppHost<PasscodeAppAdapter>.self, mode: .app) {
        try await PasscodeAppAdapter.make($0)
    })
let differential = await measure(
    "differential",
    AppCaseExecutor(catalog: catalog, app: AppHost<PasscodeAppAdapter>.self, mode: .differential) {
        try await PasscodeAppAdapter.make($0)
    })
let model = await measure("model", SessionCaseExecutor(catalog: catalog))

let n = Double(cases.count)
func rate(_ seconds: Double) -> String {
    String(format: "%8.0f cases/s  (best of %d: %.3f s)", n / seconds, rounds, seconds)
}
print(
    "passcode-app-bench: \(cases.count) cases x 14 steps, \(matrix.split(separator: "/").last ?? ""), 1 case at a time")
print("app           \(rate(app.seconds))")
print("differential  \(rate(differential.seconds))")
print("model         \(rate(model.seconds))")
print(
    String(
        format: "differential cost over app + model run separately: %.2fx  (%.3f s vs %.3f s + %.3f s)",
        differential.seconds / (app.seconds + model.seconds), differential.seconds, app.seconds, model.seconds))
let failed = app.failures + differential.failures + model.failures
if failed > 0 {
    print(
        "passcode-app-bench: some cases did not pass (app \(app.failures), differential \(differential.failures), model \(model.failures))"
    )
    exit(1)
}
