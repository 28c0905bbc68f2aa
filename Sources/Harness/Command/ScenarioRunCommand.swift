import LockCore
import Biometrics
import Foundation

/// Everything `lockharness run` does, as a library call: load, expand, validate, select, shard, run, report.
///
/// Exit codes: 0 all passed, 1 a case failed, 2 bad input (a file that does not parse, an unknown step or
/// field, an unknown device, an unknown case id, an unwritable report path).
public enum ScenarioRunCommand {
    /// An in-memory scenario file (the embedded demo).
    public struct Source: Sendable {
        /// The name reports use.
        public var file: String
        /// The YAML text.
        public var yaml: String
        /// A source from its parts.
        public init(file: String, yaml: String) {
            self.file = file
            self.yaml = yaml
        }
    }

    /// Runs the scenario files ``ScenarioDiscovery`` finds under `options.paths`; `output` receives the text to
    /// print, `errorOutput` (standard error in the CLI; `output` when `nil`) the errors that stop the run early.
    public static func run(
        _ options: ScenarioRunOptions, errorOutput: (@Sendable (String) -> Void)? = nil,
        output: @Sendable (String) -> Void
    ) async -> Int32 {
        func reportError(_ text: String) {
            if let errorOutput { errorOutput(text) } else { output(text) }
        }
        var options = options
        if options.workingDirectory == nil { options.workingDirectory = FileManager.default.currentDirectoryPath }
        var sources: [Source] = []
        var errors: [String] = []
        for path in options.paths {
            do {
                sources += try ScenarioDiscovery.files(at: path).map { file in
                    Source(file: file, yaml: try ScenarioParser.readText(atPath: file))
                }
            } catch let error as ScenarioError {
                errors.append(error.description)
            } catch {
                errors.append("\(path): error: cannot read: \(error.localizedDescription)")
            }
        }
        if !errors.isEmpty {
            reportError(errors.joined(separator: "\n"))
            return ScenarioExitCode.badInput.rawValue
        }
        if sources.isEmpty {
            reportError(ScenarioDiscovery.nothingFoundMessage(paths: options.paths))
            return ScenarioExitCode.badInput.rawValue
        }
        return await run(sources, options: options, errorOutput: errorOutput, output: output)
    }

    /// The most problems reported for one file before the rest of it is skipped.
    public static let maxProblemsPerFile = 20

    /// Runs in-memory sources; `errorOutput` (standard error in the CLI; `output` when `nil`) receives the errors
    /// that stop the run (bad files, unknown case ids, an unwritable report).
    public static func run(
        _ sources: [Source], options: ScenarioRunOptions, errorOutput: (@Sendable (String) -> Void)? = nil,
        output: @Sendable (String) -> Void
    ) async -> Int32 {
        func reportError(_ text: String) {
            if let errorOutput { errorOutput(text) } else { output(text) }
        }
        let catalog: DeviceProfileCatalog
        do {
            var loaded = try DeviceProfileCatalog.embedded()
            if let directory = options.devicesDirectory { loaded = loaded.merging(try DeviceProfileCatalog.load(directory: directory)) }
            catalog = loaded
        } catch {
            reportError("error: \(error)")
            return ScenarioExitCode.badInput.rawValue
        }
        let executor = SessionCaseExecutor(catalog: catalog, externalSensor: options.externalSensor, backend: options.backend)
        var plans: [ScenarioCasePlan] = []
        var problems: [String] = []
        for source in sources {
            do {
                let document = try ScenarioParser.parse(yaml: source.yaml, file: source.file)
                let plan = try ScenarioMatrixExpander(maxCases: options.maxCases).plan(for: document)
                // The first case catches misspelt steps, fields and devices before anything runs (every one of
                // them, up to a cap); a mistake that only some rows' values cause is reported as that case erroring
                // (exit code 2 as well).
                if plan.count > 0 {
                    let found = executor.problems(in: try plan.makeCase(0), limit: Self.maxProblemsPerFile)
                    problems += found.map(\.description)
                    if found.count == Self.maxProblemsPerFile {
                        problems.append("\(source.file): note: stopped after \(Self.maxProblemsPerFile) problems")
                    }
                    if !found.isEmpty { continue }
                }
                plans.append(plan)
            } catch {
                problems.append(error.description)
            }
        }
        if !problems.isEmpty {
            reportError(problems.joined(separator: "\n"))
            return ScenarioExitCode.badInput.rawValue
        }
        let selected: [(plan: Int, index: Int)]
        do {
            selected = try select(plans, options: options)
        } catch {
            reportError(error.description)
            return ScenarioExitCode.badInput.rawValue
        }
        if options.list {
            let cases = selected.compactMap { try? plans[$0.plan].makeCase($0.index) }
            output(ScenarioCaseListing.render(cases))
            return ScenarioExitCode.passed.rawValue
        }
        let chosen = plans
        let parallelism = options.externalSensor == nil ? options.parallelism : 1
        let clock = ContinuousClock()
        let started = clock.now
        let progress = options.progress.map { ScenarioProgress(total: selected.count, draw: $0) }
        let onResult: (@Sendable (CaseResult) -> Void)? =
            if let progress { { result in progress.record(result) } } else { nil }
        let results = await ScenarioRunner(executor: executor, parallelism: parallelism).run(
            count: selected.count,
            makeCase: { number in
                let (planIndex, index) = selected[number]
                let plan = chosen[planIndex]
                do throws(ScenarioError) {
                    return .ready(try plan.makeCase(index))
                } catch {
                    return .unbuildable(
                        CaseResult(caseID: plan.ids[index], file: plan.file, outcome: .errored, failure: CaseFailure(error)))
                }
            },
            onResult: onResult)
        progress?.finish()
        let wall = started.duration(to: clock.now)
        let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        let rerun = ScenarioRerunCommand(prefix: options.commandPrefix, workingDirectory: options.workingDirectory)
        if options.verbose {
            output(results.map { result in
                let mark = result.outcome == .passed ? "PASS" : result.outcome == .failed ? "FAIL" : "ERROR"
                let milliseconds = String(format: "%.1f", result.durationSeconds * 1000)
                return "\(mark)  \(result.caseID)  (\(milliseconds) ms)"
            }.joined(separator: "\n"))
        }
        var summary = ScenarioSummaryReport(rerun: rerun, wallSeconds: wallSeconds)
        summary.maxFullReports = options.maxFailures
        output(summary.render(results))
        do {
            if let path = options.junitPath {
                let report = ScenarioJUnitReport(rerun: rerun, wallSeconds: wallSeconds, flavor: options.junitFlavor)
                try ScenarioReportFile.write(report.render(results), to: path)
            }
            if let path = options.jsonPath {
                try ScenarioReportFile.write(try ScenarioJSONReport(results).render(), to: path)
            }
        } catch {
            reportError("error: cannot write the report: \(error.localizedDescription)")
            return ScenarioExitCode.badInput.rawValue
        }
        return ScenarioExitCode.forResults(results).rawValue
    }

    /// The (plan, case) pairs `--case` and `--shard` select, in file and expansion order.
    static func select(_ plans: [ScenarioCasePlan], options: ScenarioRunOptions) throws(ScenarioError)
        -> [(plan: Int, index: Int)]
    {
        let shard = try options.shard.map { text throws(ScenarioError) in try ScenarioShard(parsing: text) }
        let wanted = Set(options.caseIDs)
        let allIDs = plans.flatMap(\.ids)
        for id in options.caseIDs where !allIDs.contains(id) {
            throw ScenarioError(.unknownCase(id, suggestion: NameSuggestion.closest(to: id, among: allIDs)))
        }
        var selected: [(plan: Int, index: Int)] = []
        for (planIndex, plan) in plans.enumerated() {
            for (index, id) in plan.ids.enumerated() {
                if !wanted.isEmpty && !wanted.contains(id) { continue }
                if let shard, !shard.contains(caseID: id, scenario: plan.scenarioName) { continue }
                selected.append((planIndex, index))
            }
        }
        return selected
    }
}
