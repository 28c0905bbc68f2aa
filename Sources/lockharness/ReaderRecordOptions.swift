import ArgumentParser

/// `--record-reader`, `--replay-reader`, `--compare-reader` and `--compare-recording`: record what a real reader
/// answered, replay it in simulation, or do both and compare the lock's transitions (with the run's own recording,
/// or with a given one).
struct ReaderRecordOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "With --real-reader: write every answer the reader gave (outcome, retry, time from prompt, unplug), per "
                + "case, to this YAML file (written atomically).", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var recordReader: String?

    @Option(
        help: ArgumentHelp(
            "Answer prompts from a recording made with --record-reader instead of a reader: pure simulation, the "
                + "same on any machine.", valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var replayReader: String?

    @Flag(
        help: ArgumentHelp(
            "With --real-reader: run on the reader (recording it), then again in simulation from the recording, "
                + "and print where the lock's transitions differ."))
    var compareReader = false

    @Option(
        help: ArgumentHelp(
            "With --real-reader: run on the reader, then replay this recording (an edited one, or one made elsewhere) "
                + "in simulation, and print where the lock's transitions differ from the reader's.",
            valueName: "file"),
        completion: .file(extensions: ["yaml", "yml"]))
    var compareRecording: String?

    /// Checks the combinations against whether a real reader was chosen.
    func validate(hasRealReader: Bool) throws {
        if recordReader != nil, !hasRealReader { throw ValidationError("--record-reader needs --real-reader") }
        if compareReader, !hasRealReader { throw ValidationError("--compare-reader needs --real-reader") }
        if compareRecording != nil, !hasRealReader {
            throw ValidationError("--compare-recording needs --real-reader (the run it is compared with)")
        }
        if replayReader != nil, hasRealReader {
            throw ValidationError("--replay-reader replaces the reader: leave out --real-reader")
        }
    }
}
