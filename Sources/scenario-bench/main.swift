import Biometrics
import Foundation
import Harness

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Scenario runner benchmark. Build and run in release:
//   swift run -c release scenario-bench
// Prints cases per second and peak memory for growing matrices; asserts nothing.

/// A matrix of `devices x outcomes x away x policy x timeouts` cases; `repeats` copies the step block.
func matrixYAML(timeouts: Int, repeats: Int, rounds: Int = 10) -> String {
    let timeoutList = (1...timeouts).map { String($0) }.joined(separator: ", ")
    var steps = ["  - launch", "  - advance: 2s"]
    for _ in 0..<repeats {
        steps += [
            "  - background", "  - advance: ${away}", "  - foreground", "  - advance: 2s", "  - background",
            "  - advance: 24h", "  - sensor: {queue: [\"${outcome}\"]}", "  - foreground", "  - advance: 2s",
            "  - expect: {locked: true, lastOutcome: \"${outcome}\"}", "  - enter-pin: \"482916\"",
            "  - expect: {locked: false}",
        ]
    }
    return """
        name: bench
        device: ${device}
        policy: ${policy}
        overrides: {verifierRounds: "${rounds}"}
        initial: {passcode: "482916", biometricEnabled: true, timeout: "${timeout}"}
        matrix:
          limit: 100000
          axes:
            device: [iphone-15-pro, iphone-se, pixel-8, linux-laptop-usb-reader]
            outcome: [userCancel, systemCancel, userFallback, biometryLockout, notInteractive]
            away: [1s, 30s, 59s, 1m, 61s, 2m, 3m, 4m, 5m, 6m, 7m, 8m, 9m, 10m, 11m, 12m, 13m, 14m, 15m, 16m, 20m, 30m, 1h, 2h, 3h]
            policy: [seed, hardened]
            timeout: [\(timeoutList)]
          derive:
            rounds: {from: policy, values: {seed: null, hardened: \(rounds)}}
        steps:
        \(steps.joined(separator: "\n"))

        """
}

func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
let runner = ScenarioRunner(executor: executor)
print("scenario-bench: \(runner.parallelism) workers")
var perCase: [Int: Double] = [:]
// Hardened cases use a 10-round PBKDF2 verifier, the cheap cost matrices are meant to use; the last line
// repeats the 10,000 cases at 1,000 rounds to show what the KDF costs.
for (timeouts, repeats, rounds) in [(1, 1, 10), (5, 1, 10), (10, 1, 10), (10, 2, 10), (10, 1, 1000)] {
    let yaml = matrixYAML(timeouts: timeouts, repeats: repeats, rounds: rounds)
    let document = try ScenarioParser.parse(yaml: yaml, file: "bench.yaml")
    let clock = ContinuousClock()
    var planned: ScenarioCasePlan?
    let expansion = clock.measure { planned = try? ScenarioMatrixExpander().plan(for: document) }
    guard let plan = planned else { fatalError("the benchmark matrix does not expand") }
    var results: [CaseResult] = []
    // Cases are built as they run (the CLI does the same), so memory holds only the cases in flight.
    let elapsed = await clock.measure {
        results = await runner.run(count: plan.count) { index in
            do throws(ScenarioError) { return .ready(try plan.makeCase(index)) } catch {
                return .unbuildable(CaseResult(caseID: plan.ids[index], file: plan.file, outcome: .errored, failure: CaseFailure(error)))
            }
        }
    }
    let failed = results.filter { $0.outcome != .passed }.count
    let cases = plan.ids
    let rate = Double(cases.count) / seconds(elapsed)
    if rounds == 10 { perCase[cases.count * repeats] = seconds(elapsed) / Double(cases.count) }
    print(
        "\(cases.count) cases x \(document.steps.count) steps, KDF \(rounds) rounds: plan \(String(format: "%.3f", seconds(expansion))) s, "
            + "run \(String(format: "%.3f", seconds(elapsed))) s = \(Int(rate)) cases/s, "
            + "\(failed) failed, peak RSS \(String(format: "%.1f", peakMemoryMiB())) MiB")
    if failed > 0, let first = results.first(where: { $0.outcome != .passed }) {
        print(ScenarioSummaryReport().describe(first).joined(separator: "\n"))
    }
}
if let small = perCase[1000], let large = perCase[10000] {
    print("time per case, 10,000 vs 1,000 cases: \(String(format: "%.2f", large / small))x (1.0 = linear)")
}
if let short = perCase[10000], let long = perCase[20000] {
    print("time per case, 26 vs 14 steps: \(String(format: "%.2f", long / short))x (steps ratio 1.86)")
}
