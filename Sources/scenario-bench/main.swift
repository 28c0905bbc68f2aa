import Biometrics
import Foundation
import Harness
import LockCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Scenario runner benchmark. Build and run in release:
//   swift run -c release scenario-bench            throughput, overhead over the bare coordinator, planning
//   swift run -c release scenario-bench memory     also peak memory of 1,000,000-case runs, passing and failing
//   swift run -c release scenario-bench phases     where one case's time goes, on one core
//   swift run -c release scenario-bench profile    the 10,000-case matrix 8 times, on 1 and 2 workers (for perf)
//   swift run -c release scenario-bench model      the session model alone and the bare coordinator, 20 times each
//   swift run -c release scenario-bench planning   planning figures only (exclude-heavy and 40,000-value matrices)
// Prints figures; asserts nothing. Every run goes through `lockharness run`'s own code (ScenarioRunCommand) with
// a JUnit report, as CI runs it.

/// A matrix of `devices x outcomes x away x policy x timeouts [x copies]` cases; `repeats` copies the step block;
/// `failing` makes every case fail at its last step.
func matrixYAML(timeouts: Int, repeats: Int, rounds: Int = 10, copies: Int = 1, failing: Bool = false) -> String {
    let timeoutList = (1...timeouts).map { String($0) }.joined(separator: ", ")
    var steps = ["  - launch", "  - advance: 2s"]
    for _ in 0..<repeats {
        steps += [
            "  - background", "  - advance: ${away}", "  - foreground", "  - advance: 2s", "  - background",
            "  - advance: 24h", "  - sensor: {queue: [\"${outcome}\"]}", "  - foreground", "  - advance: 2s",
            "  - expect: {locked: true, lastOutcome: \"${outcome}\"}", "  - enter-pin: \"482916\"",
            "  - expect: {locked: \(failing ? "true" : "false")}",
        ]
    }
    let copyAxis = copies > 1 ? "\n    copy: [\((1...copies).map(String.init).joined(separator: ", "))]" : ""
    return """
        name: bench
        device: ${device}
        policy: ${policy}
        overrides: {verifierRounds: "${rounds}"}
        initial: {passcode: "482916", biometricEnabled: true, timeout: "${timeout}"}
        matrix:
          limit: 2000000
          axes:
            device: [iphone-15-pro, iphone-se, pixel-8, linux-laptop-usb-reader]
            outcome: [userCancel, systemCancel, userFallback, biometryLockout, notInteractive]
            away: [1s, 30s, 59s, 1m, 61s, 2m, 3m, 4m, 5m, 6m, 7m, 8m, 9m, 10m, 11m, 12m, 13m, 14m, 15m, 16m, 20m, 30m, 1h, 2h, 3h]
            policy: [seed, hardened]
            timeout: [\(timeoutList)]\(copyAxis)
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
        return Double(usage.ru_maxrss) / 1_048_576
    #else
        // Linux keeps `ru_maxrss` across exec, so a `memory-child` would report its parent's peak if that were higher;
        // `VmHWM` belongs to this process's own address space.
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kib = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        {
            return kib / 1024
        }
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    #endif
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double, _ decimals: Int = 3) -> String { String(format: "%.\(decimals)f", value) }

/// Runs `yaml` the way `lockharness run --junit` does; returns wall seconds, the exit code and the summary line.
func runLikeTheCLI(_ yaml: String, junit: String, workers: Int? = nil) async -> (
    seconds: Double, exit: Int32, summary: String
) {
    var options = ScenarioRunOptions(paths: [])
    options.junitPath = junit
    options.parallelism = workers
    let lastLine = LastLine()
    let clock = ContinuousClock()
    let start = clock.now
    let exit = await ScenarioRunCommand.run(
        [ScenarioRunCommand.Source(file: "bench.yaml", yaml: yaml)], options: options,
        errorOutput: { print("error: \($0)") }, output: { lastLine.keep($0) })
    return (seconds(start.duration(to: clock.now)), exit, lastLine.value)
}

/// Keeps the last non-empty line printed (the summary's counts).
final class LastLine: @unchecked Sendable {
    private let lock = NSLock()
    private var line = ""
    func keep(_ text: String) {
        lock.withLock {
            if let last = text.split(separator: "\n").last { line = String(last) }
        }
    }
    var value: String { lock.withLock { line } }
}

/// What one case fed its lock coordinator and its session model, recorded with the starting model (which holds the
/// starting coordinator).
struct RecordedCase {
    var lockEvents: [LockEventRecord]
    var model: SessionModel
    var modelEvents: [SessionEventRecord]
}

/// The same cases' coordinator and model input, recorded once by running each case with recording on.
func recordInput(_ plan: ScenarioCasePlan, catalog: DeviceProfileCatalog) async throws -> [RecordedCase] {
    let setup = ScenarioSessionSetup(catalog: catalog)
    var recorded: [RecordedCase] = []
    for index in 0..<plan.count {
        let scenarioCase = try plan.makeCase(index)
        let session = try await AppSession(try setup.configuration(for: scenarioCase.document))
        let model = await session.model
        await session.setRecordsLockEvents(true)
        await session.setRecordsModelEvents(true)
        for step in scenarioCase.steps {
            if case .input(let input) = try ScenarioStepInterpreter.interpret(step) { try await session.apply(input) }
        }
        let after = await session.model
        recorded.append(
            RecordedCase(lockEvents: after.lockEventLog ?? [], model: model, modelEvents: after.eventLog ?? []))
    }
    return recorded
}

/// Replays recorded input on fresh copies of each case's starting coordinator; returns seconds and events.
@inline(never)
func replay(_ recorded: [RecordedCase]) -> (seconds: Double, events: Int, effects: Int) {
    let clock = ContinuousClock()
    var events = 0
    var effects = 0
    let elapsed = clock.measure {
        for recordedCase in recorded {
            var coordinator = recordedCase.model.coordinator
            for record in recordedCase.lockEvents { effects &+= coordinator.handle(record.event, at: record.at).count }
            events += recordedCase.lockEvents.count
        }
    }
    return (seconds(elapsed), events, effects)
}

/// Replays recorded model input on fresh copies of each case's starting model (its screens and coordinator; the
/// effects it returns are counted, not performed); returns seconds and events.
@inline(never)
func replayModel(_ recorded: [RecordedCase]) -> (seconds: Double, events: Int, effects: Int) {
    let clock = ContinuousClock()
    var events = 0
    var effects = 0
    var buffer: [SessionEffect] = []
    let elapsed = clock.measure {
        for recordedCase in recorded {
            var model = recordedCase.model
            for record in recordedCase.modelEvents {
                try? model.apply(record.event, at: record.at, into: &buffer)
                effects &+= buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
            events += recordedCase.modelEvents.count
        }
    }
    return (seconds(elapsed), events, effects)
}

let usage = """
    USAGE: scenario-bench [memory | phases | profile | model | planning]
           scenario-bench compare --baseline <scenario-bench binary> [--current <binary>] [--runs N]

    Scenario runner benchmark (build with -c release). Prints figures; asserts nothing.
      (none)     throughput, overhead over the bare coordinator, planning
      memory     also peak memory of 1,000,000-case runs, passing and failing
      phases     where one case's time goes, on one core
      profile    the 10,000-case matrix 8 times, on 1 and 2 workers (for perf)
      model      the session model alone and the bare coordinator, 20 times each
      planning   planning figures only (exclude-heavy and 40,000-value matrices)
      compare    this build beside another build's scenario-bench (--baseline PATH, e.g. one that
                 scripts/scenario-bench-baseline built at a previous commit), in turns, N rounds (default 5):
                 `profile` and `model` of each, then medians, spreads and the ratios (this / baseline)
      -h, --help print this help and exit
    """
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
    print(usage)
    exit(0)
}
let modes = ["memory", "phases", "profile", "model", "planning", "compare", "memory-child"]
if let first = arguments.first, !modes.contains(first) {
    FileHandle.standardError.write(Data("scenario-bench: unknown mode '\(first)'\n\n\(usage)\n".utf8))
    exit(2)
}
if arguments.first == "compare" {
    do {
        let options = try BenchComparison.Options(parsing: Array(arguments.dropFirst()))
        try BenchComparison(options: options).run()
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("scenario-bench compare: \(error)\n\n\(usage)\n".utf8))
        exit(2)
    }
}
let catalog = try DeviceProfileCatalog.embedded()
let workers = ProcessInfo.processInfo.activeProcessorCount
let junit = NSTemporaryDirectory() + "scenario-bench-\(getpid()).xml"
defer { try? FileManager.default.removeItem(atPath: junit) }

if arguments.first == "memory-child" {
    // One 1,000,000-case run in this process, so its peak memory is this run's alone.
    let failing = arguments.dropFirst().first == "failing"
    let run = await runLikeTheCLI(matrixYAML(timeouts: 10, repeats: 1, copies: 100, failing: failing), junit: junit)
    let junitBytes = (try? FileManager.default.attributesOfItem(atPath: junit)[.size] as? Int) ?? 0
    print(
        "1,000,000 cases, \(failing ? "every one failing" : "all passing"): \(format(run.seconds, 1)) s = "
            + "\(Int(1_000_000 / run.seconds)) cases/s, exit \(run.exit), JUnit \(junitBytes / 1_048_576) MiB, "
            + "peak RSS \(format(peakMemoryMiB(), 1)) MiB (target <= 64)\n  \(run.summary)")
    try? FileManager.default.removeItem(atPath: junit)
    exit(0)
}

if arguments.first == "profile" {
    // Only the 10,000-case, 14-step matrix, eight times on 1 and 2 workers in turn: the run to sample with perf.
    for round in 0..<8 {
        let workers = round % 2 == 0 ? 1 : 2
        let run = await runLikeTheCLI(matrixYAML(timeouts: 10, repeats: 1), junit: junit, workers: workers)
        print(
            "10,000 cases x 14 steps on \(workers) worker(s): \(format(run.seconds)) s = \(Int(10_000 / run.seconds)) cases/s, "
                + "peak RSS \(format(peakMemoryMiB(), 1)) MiB")
    }
    try? FileManager.default.removeItem(atPath: junit)
    exit(0)
}

if arguments.first == "model" {
    // The session model alone and the bare coordinator on the 10,000-case matrix's recorded input, in turns, 20
    // times each (to compare builds of the model, and to sample with perf).
    let plan = try ScenarioMatrixExpander().plan(
        for: try ScenarioParser.parse(yaml: matrixYAML(timeouts: 10, repeats: 1), file: "bench.yaml"))
    let recorded = try await recordInput(plan, catalog: catalog)
    var ratios: [Double] = []
    for _ in 0..<20 {
        let model = replayModel(recorded).seconds / Double(recorded.count)
        let bare = replay(recorded).seconds / Double(recorded.count)
        ratios.append(model / bare)
        print(
            "session model alone \(format(model * 1e6, 2)) µs a case, bare coordinator \(format(bare * 1e6, 2)) µs: "
                + "\(format(model / bare, 2))x")
    }
    print("median ratio \(format(ratios.sorted()[ratios.count / 2], 2))x")
    exit(0)
}

if arguments.first == "phases" {
    // Where one case's time goes, on one core: building it from the plan, running it, and the rest of the run
    // (reports, the runner) as the difference from a whole 1-worker run through the CLI's code; then a session's
    // start (from scratch, and from its header's SessionStart as matrix cases start) and each step alone. Best of 5.
    let yaml = matrixYAML(timeouts: 10, repeats: 1)
    let plan = try ScenarioMatrixExpander().plan(for: try ScenarioParser.parse(yaml: yaml, file: "bench.yaml"))
    let executor = SessionCaseExecutor(catalog: catalog)
    let setup = ScenarioSessionSetup(catalog: catalog)
    let cases = try (0..<plan.count).map { try plan.makeCase($0) }
    let configurations = try cases.map { try setup.configuration(for: $0.document) }
    let kinds = try cases.map { try $0.steps.map(ScenarioStepInterpreter.interpret) }
    let clock = ContinuousClock()
    var best = (making: Double.infinity, running: Double.infinity, whole: Double.infinity)
    var bestStart = (scratch: Double.infinity, forked: Double.infinity)
    var bestSteps = [Double](repeating: .infinity, count: kinds[0].count)
    for _ in 0..<5 {
        let (making, running) = try await Task.detached {
            var making = Duration.zero
            var running = Duration.zero
            for index in 0..<plan.count {
                let start = clock.now
                let scenarioCase = try plan.makeCase(index)
                let made = clock.now
                _ = await executor.run(scenarioCase)
                making += start.duration(to: made)
                running += made.duration(to: clock.now)
            }
            return (seconds(making), seconds(running))
        }.value
        let whole = await runLikeTheCLI(yaml, junit: junit, workers: 1).seconds
        best = (min(best.making, making), min(best.running, running), min(best.whole, whole))
        let (scratch, forked, steps) = try await Task.detached {
            var start = clock.now
            for configuration in configurations { _ = try await AppSession(configuration) }
            let scratch = seconds(start.duration(to: clock.now))
            let first = await (try AppSession(configurations[0])).sessionStart()!
            start = clock.now
            for _ in configurations { _ = AppSession(from: first) }
            let forked = seconds(start.duration(to: clock.now))
            var steps = [Duration](repeating: .zero, count: kinds[0].count)
            for (configuration, caseKinds) in zip(configurations, kinds) {
                let session = try await AppSession(configuration)
                for (index, kind) in caseKinds.enumerated() {
                    let start = clock.now
                    switch kind {
                    case .input(let input): try await session.apply(input)
                    case .expect(let fields): _ = await session.snapshot(parts: ExpectedField.parts(fields))
                    case .refused: break
                    }
                    steps[index] += start.duration(to: clock.now)
                }
            }
            return (scratch, forked, steps.map(seconds))
        }.value
        bestStart = (min(bestStart.scratch, scratch), min(bestStart.forked, forked))
        bestSteps = zip(bestSteps, steps).map { min($0, $1) }
    }
    let perCase = { (total: Double) in format(total / Double(plan.count) * 1e6, 1) }
    print("one core, 10,000 cases x 14 steps, best of 5, µs a case:")
    print("  build the case from the plan (ScenarioCasePlan.makeCase): \(perCase(best.making))")
    print("  run it (SessionCaseExecutor.run: session, steps, checks): \(perCase(best.running))")
    print("  whole run on 1 worker (lockharness run --junit's code): \(perCase(best.whole))")
    print("  so reports and runner: \(perCase(best.whole - best.making - best.running))")
    print(
        "  a session started and ended alone: from scratch \(perCase(bestStart.scratch)), "
            + "from its header's SessionStart \(perCase(bestStart.forked))")
    print("  each step alone (applied from outside the session: one actor hop each):")
    for (step, time) in zip(cases[0].steps, bestSteps) { print("    \(step.name): \(perCase(time))") }
    try? FileManager.default.removeItem(atPath: junit)
    exit(0)
}

/// A scenario whose matrix is one axis `value` of `values` values times an axis `side` of two, with `excludes`
/// entries each removing one row (`{value: vK, side: left}` for every other K): the exclude-heavy shape.
func planningYAML(values: Int, excludes: Int, limit: Int?) -> String {
    let axis = (1...values).map { "v\($0)" }.joined(separator: ", ")
    let excluded = (0..<excludes).map { "{value: v\($0 * 2 + 1), side: left}" }.joined(separator: ", ")
    return """
        name: planning
        steps: [launch, {expect: {locked: false}}]
        matrix:
        \(limit.map { "  limit: \($0)\n" } ?? "")  axes:
            value: [\(axis)]\(excludes > 0 ? "\n    side: [left, right]" : "")
          exclude: [\(excluded)]

        """
}

/// Parses and plans `yaml` as `lockharness run` does before running a case; the seconds each took and the case
/// count (or the start of the error).
func timePlanning(_ yaml: String) -> (parse: Double, plan: Double, outcome: String) {
    let clock = ContinuousClock()
    var document: ScenarioDocument?
    var outcome = ""
    let parsing = clock.measure {
        do { document = try ScenarioParser.parse(yaml: yaml, file: "planning.yaml") } catch {
            outcome = "refused: " + String("\(error)".prefix(90)) + "..."
        }
    }
    let planning = clock.measure {
        guard let document else { return }
        do { outcome = "\(try ScenarioMatrixExpander().plan(for: document).count) cases" } catch {
            outcome = "refused: " + String("\(error)".prefix(90)) + "..."
        }
    }
    return (seconds(parsing), seconds(planning), outcome)
}

/// Planning figures for matrices that used to plan in cubic (exclude-heavy) or quadratic (a long axis) time.
func printPlanningFigures() {
    for (label, yaml) in [
        ("3,000 values x 2 with 1,500 excludes", planningYAML(values: 3_000, excludes: 1_500, limit: 10_000)),
        ("one axis of 40,000 values", planningYAML(values: 40_000, excludes: 0, limit: 40_000)),
        ("one axis of 40,000 values over the default limit", planningYAML(values: 40_000, excludes: 0, limit: nil)),
    ] {
        let (parse, plan, outcome) = timePlanning(yaml)
        print(
            "parse and plan \(label): \(format(parse + plan)) s (target < 1 s; parse \(format(parse)) s, "
                + "plan \(format(plan)) s), \(outcome)")
    }
}

if arguments.first == "planning" {
    printPlanningFigures()
    exit(0)
}

print("scenario-bench: \(workers) cores, release build, reports as `lockharness run --junit` writes them")
printPlanningFigures()

// Planning: a 1,000,000-case matrix (the 10,000-case matrix x a 100-value axis), with its default ids (unique by
// construction: none is built) and with an id template (every id built, hashed and checked).
for (label, idTemplate) in [
    ("default ids, unique by construction", ""),
    ("an id template, every id built and checked", "\n  id: \"{device}-{outcome}-{away}-{policy}-{timeout}-{copy}\""),
] {
    let yaml = matrixYAML(timeouts: 10, repeats: 1, copies: 100)
        .replacingOccurrences(of: "\n  limit: 2000000", with: "\n  limit: 2000000" + idTemplate)
    let document = try ScenarioParser.parse(yaml: yaml, file: "bench.yaml")
    let clock = ContinuousClock()
    var plan: ScenarioCasePlan?
    let elapsed = clock.measure { plan = try? ScenarioMatrixExpander().plan(for: document) }
    print(
        "plan a \(plan?.count ?? 0)-case matrix (\(label)): \(format(seconds(elapsed))) s (target < 1 s), "
            + "peak RSS so far \(format(peakMemoryMiB(), 1)) MiB")
}

// Throughput, and the bare coordinator on the same input.
var perCase: [String: Double] = [:]
for (label, timeouts, repeats, rounds) in [
    ("1,000 cases x 14 steps", 1, 1, 10), ("10,000 cases x 14 steps", 10, 1, 10),
    ("10,000 cases x 26 steps", 10, 2, 10), ("10,000 cases x 14 steps, KDF 1,000 rounds", 10, 1, 1000),
] {
    // Best of three: on a shared machine a run's wall time only ever goes up.
    let yaml = matrixYAML(timeouts: timeouts, repeats: repeats, rounds: rounds)
    var runs: [(seconds: Double, exit: Int32, summary: String)] = []
    for _ in 0..<3 { runs.append(await runLikeTheCLI(yaml, junit: junit)) }
    let run = runs.min { $0.seconds < $1.seconds }!
    let slowest = runs.map(\.seconds).max()!
    let cases = Double(timeouts * 1000)
    perCase[label] = run.seconds / cases
    print(
        "\(label): \(format(run.seconds)) s = \(Int(cases / run.seconds)) cases/s on \(workers) workers "
            + "(best of 3; slowest \(Int(cases / slowest))), exit \(run.exit)  [\(run.summary)]")
}
let plan = try ScenarioMatrixExpander().plan(
    for: try ScenarioParser.parse(yaml: matrixYAML(timeouts: 10, repeats: 1), file: "bench.yaml"))
let recorded = try await recordInput(plan, catalog: catalog)
_ = replay(recorded)  // warm-up
let bare = (0..<5).map { _ in replay(recorded) }.min { $0.seconds < $1.seconds }!
let harnessPerCore = perCase["10,000 cases x 14 steps"]! * Double(workers)
let barePerCase = bare.seconds / Double(recorded.count)
print(
    "bare LockCoordinator, the same 10,000 cases' input replayed: \(bare.events) events (\(bare.effects) effects) in "
        + "\(format(bare.seconds * 1000)) ms = \(Int(Double(bare.events) / bare.seconds)) events/s on one core, "
        + "\(format(barePerCase * 1e6, 2)) µs a case")
print(
    "harness overhead: \(format(harnessPerCore * 1e6, 1)) µs of core time a case vs \(format(barePerCase * 1e6, 2)) µs "
        + "= \(format(harnessPerCore / barePerCase, 1))x the bare coordinator (target <= 10x)")
// The passcode check every case makes at `enter-pin`, alone: one PBKDF2 derivation (10 rounds) in hardened cases,
// one salted SHA-256 in seed cases (half the matrix each). Any harness that really checks the passcode pays it.
let check: Double = {
    let clock = ContinuousClock()
    let salt = "0123456789abcdef0123456789abcdef"
    func perCheck(_ verifier: PasscodeVerifier) -> Double {
        let checks = 20_000
        let elapsed = clock.measure {
            for index in 0..<checks { _ = try? verifier.derive(passcode: "48291\(index % 10)", salt: salt) }
        }
        return seconds(elapsed) / Double(checks)
    }
    return (0..<3).map { _ in (perCheck(.pbkdf2SHA256(rounds: 10)) + perCheck(.legacySHA256)) / 2 }.min()!
}()
print(
    "the passcode check alone (half PBKDF2 at 10 rounds, half SHA-256): \(format(check * 1e6, 2)) µs a case = "
        + "\(format(check / barePerCase, 1))x the bare coordinator's case")
// The session model alone on the same cases: the screens' models and the coordinator they drive, fed the events
// (answers included) each session applied, with no effect performed. No harness that runs these screens does less.
_ = replayModel(recorded)  // warm-up
let modelAlone = (0..<5).map { _ in replayModel(recorded) }.min { $0.seconds < $1.seconds }!
let modelPerCase = modelAlone.seconds / Double(recorded.count)
print(
    "the session model alone (screens + coordinator, effects not performed), the same cases' \(modelAlone.events) "
        + "events: \(format(modelPerCase * 1e6, 2)) µs a case = \(format(modelPerCase / barePerCase, 1))x the bare "
        + "coordinator's case; with the passcode check \(format((modelPerCase + check) / barePerCase, 1))x")
if let small = perCase["1,000 cases x 14 steps"], let large = perCase["10,000 cases x 14 steps"] {
    print("time per case, 10,000 vs 1,000 cases: \(format(large / small, 2))x (1.0 = linear)")
}
if let short = perCase["10,000 cases x 14 steps"], let long = perCase["10,000 cases x 26 steps"] {
    print("time per case, 26 vs 14 steps: \(format(long / short, 2))x (steps ratio 1.86)")
}

if arguments.first == "memory" {
    for mode in ["passing", "failing"] {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["memory-child", mode]
        try child.run()
        child.waitUntilExit()
    }
}
