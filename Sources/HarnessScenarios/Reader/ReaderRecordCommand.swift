import Biometrics
import HarnessLanguage

/// `run --record-reader FILE`, `run --compare-reader` and `run --compare-recording FILE`: runs scenarios on a real
/// reader while recording what it answered, writes the recording, and (compare) runs the same cases again in pure
/// simulation from the recording — or from another one, such as an edited copy — printing, case by case, where the
/// lock's transitions differ.
///
/// ```swift
/// var options = ScenarioRunOptions(paths: ["unlock.yaml"])
/// options.externalSensor = reader
/// let code = await ReaderRecordCommand.run(options, reader: "libfprint", recordPath: "reader.yaml", compare: true,
///                                          output: { print($0) })
/// ```
public enum ReaderRecordCommand {
    /// Runs `options` on its reader, writes the recording to `recordPath` (if any) and, with `compare`, replays
    /// it and compares. With `compareWith` (implying `compare`), that recording is replayed instead of the run's
    /// own; a case it lacks counts as differing. Exit code: the reader run's, or 1 when a case's transitions differ
    /// in the replay, 2 when the recording cannot be written.
    public static func run(
        _ options: ScenarioRunOptions, reader: String, recordPath: String?, compare: Bool,
        compareWith: ReaderRecording? = nil,
        errorOutput: (@Sendable (String) -> Void)? = nil, output: @Sendable (String) -> Void
    ) async -> Int32 {
        var recordRun = options
        let log = ReaderRunLog()
        recordRun.readerLog = log
        recordRun.recordingPath = recordPath
        // The recording's path with the reports', before the reader is asked anything.
        let pathProblems = ScenarioRunCommand.outputPathProblems(recordRun)
        if !pathProblems.isEmpty {
            let message = pathProblems.joined(separator: "\n")
            if let errorOutput { errorOutput(message) } else { output(message) }
            return ScenarioExitCode.badInput.rawValue
        }
        let code = await ScenarioRunCommand.run(recordRun, errorOutput: errorOutput, output: output)
        let recording = log.recording(reader: reader)
        if let recordPath {
            do {
                try recording.write(to: recordPath)
                output(
                    "recorded \(recording.cases.reduce(0) { $0 + $1.prompts.count }) prompt(s) of \(reader) in "
                        + "\(recording.cases.count) case(s) to \(recordPath)")
            } catch {
                let message = "error: cannot write the reader recording \(recordPath): \(error)"
                if let errorOutput { errorOutput(message) } else { output(message) }
                return ScenarioExitCode.badInput.rawValue
            }
        }
        guard compare || compareWith != nil, !log.all.isEmpty else { return code }
        let replayed = compareWith ?? recording
        output(
            compareWith == nil
                ? "replaying the recording in simulation:" : "replaying the given recording in simulation:")
        var replayRun = options
        replayRun.externalSensor = nil
        replayRun.replay = replayed
        let replayLog = ReaderRunLog()
        replayRun.readerLog = replayLog
        // Only the cases the recording holds: one it lacks is reported below, not run as an error.
        replayRun.caseIDs = log.all.map(\.id).filter { replayed.recordedCase($0) != nil }
        replayRun.shard = nil
        if !replayRun.caseIDs.isEmpty {
            _ = await ScenarioRunCommand.run(replayRun, errorOutput: errorOutput, output: output)
        }
        var differing = 0
        for entry in log.all {
            guard replayed.recordedCase(entry.id) != nil else {
                differing += 1
                output("compare \(entry.id): the recording has no case \(entry.id)")
                continue
            }
            let diff = LockTransitionDiff(reader: entry.lockEvents, replay: replayLog.lockEvents(of: entry.id) ?? [])
            if !diff.isIdentical { differing += 1 }
            output("compare \(entry.id): \(diff)")
        }
        output(
            differing == 0
                ? "compare: the replay made the same lock transitions in all \(log.all.count) case(s)"
                : "compare: \(differing) of \(log.all.count) case(s) made different lock transitions in the replay")
        return differing > 0 ? ScenarioExitCode.failed.rawValue : code
    }
}
