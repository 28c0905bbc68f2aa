import Foundation
import HarnessLanguage

/// A report that could not be written at the end of a run, naming the file: `out/junit.xml: error: cannot write
/// the --junit report: ...`. (Paths are checked before the run, so this is left for what changed during it, such as
/// a full disk.)
struct ScenarioReportWriteError: Error, CustomStringConvertible {
    /// The report's path, or the spool's when the run's temporary text could not be written.
    var path: String
    /// Which report: `--junit report`, `--json report`, `report spool`.
    var what: String
    /// The underlying error.
    var underlying: any Error

    var description: String {
        "\(path): error: cannot write the \(what): \(underlying.localizedDescription)"
    }
}
