import ArgumentParser
import Foundation
import Harness

extension ScenarioJUnitFlavor: ExpressibleByArgument {}

/// The options `run` and `demo` share: which cases, and which reports.
struct RunSelectionOptions: ParsableArguments {
    @Flag(help: "Print the expanded case ids and exit.")
    var list = false

    @Flag(name: .shortAndLong, help: "Print one line per case, passed ones too.")
    var verbose = false

    @Option(name: .customLong("case"), help: "Run only this case id (repeatable).")
    var caseIDs: [String] = []

    @Option(help: "Run the K-th of N deterministic shards, e.g. 2/4.")
    var shard: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(
        help: ArgumentHelp(
            "The JUnit shape: strict (valid against Jenkins' junit-10.xsd) or properties (also per-case <properties>).",
            valueName: "strict|properties"))
    var junitFlavor: ScenarioJUnitFlavor = .strict

    @Option(help: "Write a JSON report to this file.")
    var json: String?

    @Option(help: "Cases run at once (default: the number of active cores).")
    var parallel: Int?

    @Option(help: "A directory of extra device profiles (YAML), merged over the embedded ones.", completion: .directory)
    var devices: String?

    @Option(help: "Refuse matrices that expand to more cases than this (default: each file's `limit:`, else 1,000).")
    var maxCases: Int?

    @Option(help: "Failures reported in full; later ones are counted in one line (JUnit and JSON stay complete).")
    var maxFailures = 20

    @Flag(
        inversion: .prefixedNo,
        help:
            "A progress line on standard error for runs over a second (default: on at a terminal; plain lines every 5 s elsewhere)."
    )
    var progress: Bool?

    func validate() throws {
        if let parallel, parallel < 1 { throw ValidationError("--parallel must be at least 1") }
        if let maxCases, maxCases < 1 { throw ValidationError("--max-cases must be at least 1") }
        if maxFailures < 0 { throw ValidationError("--max-failures must be 0 or more") }
    }

    func options(paths: [String], commandPrefix: String) -> ScenarioRunOptions {
        var options = ScenarioRunOptions(paths: paths)
        options.list = list
        options.verbose = verbose
        options.caseIDs = caseIDs
        options.shard = shard
        options.junitPath = junit
        options.junitFlavor = junitFlavor
        options.jsonPath = json
        options.parallelism = parallel
        options.devicesDirectory = devices
        options.maxCases = maxCases
        options.maxFailures = maxFailures
        let terminal = isatty(STDERR_FILENO) == 1
        if progress ?? terminal {
            options.progress = { FileHandle.standardError.write(Data($0.utf8)) }
            // Forced into a log or a file: plain lines, no escape codes.
            options.progressStyle = terminal ? .inPlace : .lines
        }
        options.commandPrefix = commandPrefix
        return options
    }
}
