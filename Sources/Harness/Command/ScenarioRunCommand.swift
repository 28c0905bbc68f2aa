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

    /// Runs scenario files; `output` receives the text to print.
    public static func run(_ options: ScenarioRunOptions, output: @Sendable (String) -> Void) async -> Int32 {
        var sources: [Source] = []
        var errors: [String] = []
        for path in options.paths {
            do {
                sources += try files(at: path).map { file in
                    Source(file: file, yaml: try String(contentsOfFile: file, encoding: .utf8))
                }
            } catch {
                errors.append("\(path): error: cannot read: \(error.localizedDescription)")
            }
        }
        if !errors.isEmpty {
            output(errors.joined(separator: "\n"))
            return ScenarioExitCode.badInput.rawValue
        }
        return await run(sources, options: options, output: output)
    }

    /// Runs in-memory sources.
    public static func run(_ sources: [Source], options: ScenarioRunOptions, output: @Sendable (String) -> Void) async
        -> Int32
    {
        let catalog: DeviceProfileCatalog
        do {
            var loaded = try DeviceProfileCatalog.embedded()
            if let directory = options.devicesDirectory { loaded = loaded.merging(try DeviceProfileCatalog.load(directory: directory)) }
            catalog = loaded
        } catch {
            output("error: \(error)")
            return ScenarioExitCode.badInput.rawValue
        }
        let executor = SessionCaseExecutor(catalog: catalog)
        var cases: [ScenarioCase] = []
        var problems: [String] = []
        for source in sources {
            do {
                let document = try ScenarioParser.parse(yaml: source.yaml, file: source.file)
                let expanded = try ScenarioMatrixExpander(maxCases: options.maxCases).cases(for: document)
                for scenarioCase in expanded {
                    do {
                        try executor.validate(scenarioCase)
                    } catch {
                        var located = error
                        located.caseID = expanded.count > 1 ? scenarioCase.id : nil
                        problems.append(located.description)
                        break  // one report per file: the same mistake repeats in every case
                    }
                }
                cases += expanded
            } catch {
                problems.append(error.description)
            }
        }
        if !problems.isEmpty {
            output(problems.joined(separator: "\n"))
            return ScenarioExitCode.badInput.rawValue
        }
        do {
            if !options.caseIDs.isEmpty { cases = try ScenarioCaseSelection.select(cases, ids: options.caseIDs) }
            if let shard = options.shard { cases = try ScenarioShard(parsing: shard).filter(cases) }
        } catch {
            output(error.description)
            return ScenarioExitCode.badInput.rawValue
        }
        if options.list {
            output(ScenarioCaseListing.render(cases))
            return ScenarioExitCode.passed.rawValue
        }
        let results = await ScenarioRunner(executor: executor, parallelism: options.parallelism).run(cases)
        output(ScenarioSummaryReport(commandPrefix: options.commandPrefix).render(results))
        do {
            if let path = options.junitPath {
                try ScenarioJUnitReport(commandPrefix: options.commandPrefix).render(results)
                    .write(toFile: path, atomically: true, encoding: .utf8)
            }
            if let path = options.jsonPath {
                try ScenarioJSONReport(results).render().write(toFile: path, atomically: true, encoding: .utf8)
            }
        } catch {
            output("error: cannot write the report: \(error.localizedDescription)")
            return ScenarioExitCode.badInput.rawValue
        }
        return ScenarioExitCode.forResults(results).rawValue
    }

    /// `path` itself, or the `.yaml`/`.yml` files directly inside it, sorted.
    static func files(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        guard isDirectory.boolValue else { return [path] }
        return try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { (path as NSString).appendingPathComponent($0) }
    }
}
