import LockHarnessOSLog
import OSLog

/// Writes `text` through the team's wrapper (the team's `OSLog`) to the shim's logger (`LockHarnessOSLog`).
public func logThroughTeamWrapper(_ text: String) {
    Logger(subsystem: "com.example.lock", category: "team").info("\(TeamLog().line(text))")
}
