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
func matrixYAML(timeouts: Int, repeats: Int) -> String {
    let timeoutList = (1...timeouts).map { String($0) }.joined(separator: ", ")
    var steps = ["  - launch"]
    for _ in 0..<repeats {
        steps += [
            "  - background", "  - advance: ${away}", "  - foreground", "  - advance: 2s", "  - background",
            "  - advance: 24h", "  - sensor: {queue: [\"${outcome}\"]}", "  - foreground", "  - advance: 2s",
            "  - expect: {locked: \"${lockedAfter}\", lastOutcome: \"${outcome}\"}", "  - enter-pin: \"${pin}\"",
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
            rounds: {from: policy, values: {seed: null, hardened: 1000}}
            lockedAfter: {from: outcome, values: {success: false}, default: true}
            pin: {from: policy, values: {seed: "482916", hardened: "482916"}}
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
for (timeouts, repeats) in [(1, 1), (5, 1), (10, 1), (10, 2)] {
    let document = try ScenarioParser.parse(yaml: matrixYAML(timeouts: timeouts, repeats: repeats), file: "bench.yaml")
    let clock = ContinuousClock()
    var cases: [ScenarioCase] = []
    let expansion = clock.measure { cases = (try? ScenarioMatrixExpander().cases(for: document)) ?? [] }
    var results: [CaseResult] = []
    let elapsed = await clock.measure { results = await runner.run(cases) }
    let failed = results.filter { $0.outcome != .passed }.count
    let rate = Double(cases.count) / seconds(elapsed)
    if repeats == 1 { perCase[cases.count] = seconds(elapsed) / Double(cases.count) }
    print(
        "\(cases.count) cases x \(document.steps.count) steps: expand \(String(format: "%.3f", seconds(expansion))) s, "
            + "run \(String(format: "%.3f", seconds(elapsed))) s = \(Int(rate)) cases/s, "
            + "\(failed) failed, peak RSS \(String(format: "%.1f", peakMemoryMiB())) MiB")
    if failed > 0, let first = results.first(where: { $0.outcome != .passed }) {
        print(ScenarioSummaryReport().describe(first).joined(separator: "\n"))
    }
}
if let small = perCase[1000], let large = perCase[10000] {
    print("time per case, 10,000 vs 1,000 cases: \(String(format: "%.2f", large / small))x (1.0 = linear)")
}
