import Biometrics
import HarnessLanguage
import HarnessSession

/// What `lockharness run` was asked to do.
public struct ScenarioRunOptions: Sendable {
    /// Scenario files, or directories whose top-level `.yaml` files are read.
    public var paths: [String]
    /// Run only these case ids (exact).
    public var caseIDs: [String] = []
    /// `K/N`: run only the K-th of N deterministic shards.
    public var shard: String?
    /// Print the expanded case ids instead of running.
    public var list = false
    /// Print one line per case (passed ones too) before the summary.
    public var verbose = false
    /// Write JUnit XML here.
    public var junitPath: String?
    /// The JUnit file's shape (default: valid against Jenkins' `junit-10.xsd`).
    public var junitFlavor: ScenarioJUnitFlavor = .strict
    /// Write the JSON report here.
    public var jsonPath: String?
    /// Where `--record-reader` writes its recording after the run (checked with the report paths before the run).
    public var recordingPath: String?
    /// Cases run at once (default: active cores).
    public var parallelism: Int?
    /// Extra device profiles (merged over the embedded ones).
    public var devicesDirectory: String?
    /// Upper bound on expanded cases per file.
    public var maxCases: Int?
    /// A real reader that answers prompts instead of the simulated sensor (cases then run one at a time).
    public var externalSensor: (any BiometricSensor)?
    /// Where each case's reader answers and lock events are collected (`--record-reader`, `--compare-reader`).
    public var readerLog: ReaderRunLog?
    /// A recording that answers prompts instead of a reader (`--replay-reader`), case by case.
    public var replay: ReaderRecording?
    /// Failures reported in full in the summary; later ones are only counted, in one line (the JUnit and JSON
    /// reports stay complete). `nil`: all in full.
    public var maxFailures: Int? = 20
    /// How the progress line is drawn: in place at a terminal, as plain lines (no escape codes) into a log file.
    public var progressStyle: ScenarioProgress.Style = .inPlace
    /// Draws a progress line (done/total, failures, cases/s, ETA) for runs longer than a second; the CLI turns it
    /// on at a terminal or with `--progress`. It receives text to write without a newline.
    public var progress: (@Sendable (String) -> Void)?
    /// The executor the cases run on instead of LockHarness's model: a team's app through its adapter
    /// (``AppCaseExecutor``), alone or beside the model. It gets the device profiles the run loaded. With it, the
    /// run is the same as `lockharness run`'s: discovery, validation, `caseIDs`, shards, summary, JUnit and JSON.
    ///
    /// ```swift
    /// var options = ScenarioRunOptions(paths: ["Tests/Conformance"])
    /// options.app = { catalog in AppCaseExecutor(catalog: catalog, app: AppHost<MyApp>.self) { try MyApp.host($0) } }
    /// options.junitPath = ".build/conformance.xml"
    /// let exitCode = await ScenarioRunCommand.run(options) { print($0) }   // 0: every case passed or was skipped
    /// ```
    public var app: (@Sendable (DeviceProfileCatalog) -> any ScenarioCaseExecutor)?
    /// Makes each case's backend (default: in process; `--backend server` or a URL: a reference server).
    public var backend: any SessionBackendProvider = InProcessSessionBackendProvider()
    /// The command users type to re-run a case (shown in reports).
    public var commandPrefix = "swift run lockharness run"
    /// Whether re-run commands name the scenario file (`false` for `lockharness demo --case ID`).
    public var rerunNamesFile = true
    /// The directory relative scenario paths are resolved against in re-run commands (set from the current
    /// directory when files are read from disk; `nil` keeps paths as given).
    public var workingDirectory: String?

    /// Options for `paths`.
    public init(paths: [String]) { self.paths = paths }
}
