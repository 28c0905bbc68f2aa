import Biometrics
import Foundation
import HarnessLanguage
import LockCore

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
        let started = ContinuousClock.now
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
        return await run(sources, options: options, started: started, errorOutput: errorOutput, output: output)
    }

    /// Every report and recording path of `options` that could not be written, as `PATH: error: ...` lines (only
    /// `--json` for `--list`, which writes the listing there and nothing else).
    public static func outputPathProblems(_ options: ScenarioRunOptions) -> [String] {
        let outputs =
            options.list
            ? [("--json listing", options.jsonPath)]
            : [
                ("--junit report", options.junitPath), ("--json report", options.jsonPath),
                ("--record-reader recording", options.recordingPath),
            ]
        return outputs.compactMap { what, path in
            guard let path, let problem = ScenarioReportFile.problem(writingTo: path) else { return nil }
            return "\(path): error: cannot write the \(what) here: \(problem)"
        }
    }

    /// The most problems reported for one file before the rest of it is skipped.
    public static let maxProblemsPerFile = 20

    /// Runs in-memory sources; `errorOutput` (standard error in the CLI; `output` when `nil`) receives the errors
    /// that stop the run (unknown case ids, an unwritable report path: all checked before any case runs) and those
    /// of files that cannot run (they do not parse or name unknown steps, fields or devices), each of which is
    /// then an errored case of the run named by the file (``CaseResult/erroredFile(_:problems:note:)``), the
    /// other files running as usual. `started` is when the run began (the files' reading included): the summary's
    /// time, the JUnit `time` and the JSON `durationSeconds` are all the wall time from then to the last result.
    public static func run(
        _ sources: [Source], options: ScenarioRunOptions, started: ContinuousClock.Instant = .now,
        errorOutput: (@Sendable (String) -> Void)? = nil, output: @Sendable (String) -> Void
    ) async -> Int32 {
        func reportError(_ text: String) {
            if let errorOutput { errorOutput(text) } else { output(text) }
        }
        let pathProblems = outputPathProblems(options)
        if !pathProblems.isEmpty {
            reportError(pathProblems.joined(separator: "\n"))
            return ScenarioExitCode.badInput.rawValue
        }
        let catalog: DeviceProfileCatalog
        do {
            var loaded = try DeviceProfileCatalog.embedded()
            if let directory = options.devicesDirectory {
                loaded = loaded.merging(try DeviceProfileCatalog.load(directory: directory))
            }
            catalog = loaded
        } catch {
            reportError("\(error)")  // `file:line:col: error: ...`, as every LockHarness error
            return ScenarioExitCode.badInput.rawValue
        }
        // An app adapter that declares a step or field no vocabulary has would error every case: said once, now.
        let appExecutor = options.app.map { $0(catalog) }
        if let problems = appExecutor?.declarationProblems, !problems.isEmpty {
            for problem in problems { reportError("error: \(problem)") }
            return ScenarioExitCode.badInput.rawValue
        }
        var executor = SessionCaseExecutor(
            catalog: catalog, externalSensor: options.externalSensor, backend: options.backend)
        executor.readerLog = options.readerLog
        executor.replay = options.replay
        var plans: [ScenarioCasePlan] = []
        // A file that cannot run is one errored case of the run (issue 38): every other file still runs, and the
        // reports a CI step publishes name it (the run stopping here wrote no report at all).
        var erroredFiles: [CaseResult] = []
        for source in sources {
            do {
                let document = try ScenarioParser.parse(yaml: source.yaml, file: source.file)
                let plan = try ScenarioMatrixExpander(maxCases: options.maxCases).plan(for: document)
                // The first case catches misspelt steps, fields and devices before anything runs (every one of
                // them, up to a cap); a mistake that only some rows' values cause is reported as that case erroring
                // (exit code 2 as well).
                if plan.count > 0 {
                    let found = executor.problems(in: try plan.makeCase(0), limit: Self.maxProblemsPerFile)
                    if !found.isEmpty {
                        let note =
                            found.count == Self.maxProblemsPerFile
                            ? "\(source.file): note: stopped after \(Self.maxProblemsPerFile) problems" : nil
                        erroredFiles.append(.erroredFile(source.file, problems: found, note: note))
                        continue
                    }
                }
                plans.append(plan)
            } catch {
                erroredFiles.append(.erroredFile(source.file, problems: [error]))
            }
        }
        // The problems go to standard error at once, as before, whatever the reports say later.
        if !erroredFiles.isEmpty {
            reportError(erroredFiles.compactMap(\.failure?.message).joined(separator: "\n"))
        }
        let selection: ScenarioRunSelection
        let shard: ScenarioShard?
        do {
            shard = try options.shard.map { text throws(ScenarioError) in try ScenarioShard(parsing: text) }
            selection = try ScenarioRunSelection(plans: plans, caseIDs: options.caseIDs, shard: shard)
        } catch {
            reportError(error.description)
            return ScenarioExitCode.badInput.rawValue
        }
        // A shard reports a bad file only if the file, as a case id, falls in it: each file once across the shards.
        if let shard { erroredFiles.removeAll { !shard.contains(caseID: $0.caseID, scenario: $0.scenarioName) } }
        if options.list {
            let cases = (0..<selection.count).compactMap { number -> ScenarioCase? in
                if case .ready(let built) = selection.makeCase(number) { built } else { nil }
            }
            output(ScenarioCaseListing.render(cases))
            if let path = options.jsonPath {
                do {
                    try ScenarioReportFile.write(ScenarioCaseListing.json(cases), to: path)
                } catch {
                    reportError("\(path): error: cannot write the --json listing here: \(error)")
                    return ScenarioExitCode.badInput.rawValue
                }
            }
            return (erroredFiles.isEmpty ? ScenarioExitCode.passed : .badInput).rawValue
        }
        var rerun = ScenarioRerunCommand(prefix: options.commandPrefix, workingDirectory: options.workingDirectory)
        rerun.namesFile = options.rerunNamesFile
        let report: ScenarioRunReport
        do {
            report = try ScenarioRunReport(
                rerun: rerun, maxFailures: options.maxFailures, junitPath: options.junitPath,
                junitFlavor: options.junitFlavor, jsonPath: options.jsonPath, verbose: options.verbose)
        } catch {
            reportError("error: cannot start the report (a temporary file): \(error.localizedDescription)")
            return ScenarioExitCode.badInput.rawValue
        }
        let parallelism = options.externalSensor == nil ? options.parallelism : 1
        let clock = ContinuousClock()
        let unrunnable = erroredFiles
        let count = selection.count + unrunnable.count
        let progress = options.progress.map {
            ScenarioProgress(total: count, style: options.progressStyle, draw: $0)
        }
        // The runner hands results over one at a time, in order, under its lock: the report needs no lock of its own.
        let receiver = UncheckedReceiver(report: report, progress: progress)
        func runCases<E: ScenarioCaseExecutor>(on executor: E) async {
            // The files that could not run come last, after the cases of the files that could.
            await ScenarioRunner(executor: executor, parallelism: parallelism).run(
                count: count,
                makeCase: { number in
                    number < selection.count
                        ? selection.makeCase(number) : .unbuildable(unrunnable[number - selection.count])
                },
                receive: { receiver.receive($0) })
        }
        if let appExecutor { await runCases(on: appExecutor) } else { await runCases(on: executor) }
        progress?.finish()
        let wall = started.duration(to: clock.now)
        let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
        do {
            try report.finish(wallSeconds: wallSeconds, output: output)
        } catch {
            reportError("\(error)")
            return ScenarioExitCode.badInput.rawValue
        }
        return report.totals.exitCode.rawValue
    }
}

/// Hands the runner's results to the run's report. The runner calls `receive` for one result at a time, in
/// order (it holds its lock while it does), which is what makes sharing the report across workers safe.
private struct UncheckedReceiver: @unchecked Sendable {
    let report: ScenarioRunReport
    let progress: ScenarioProgress?

    func receive(_ result: CaseResult) {
        progress?.record(result)
        report.add(result)
    }
}
