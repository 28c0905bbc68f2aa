import Biometrics
import Foundation
import Harness
import LockCore
import Synchronization
import Testing

/// Issue 14 item 4 without hardware: a reader recording's text round-trips, replays deterministically through
/// ``ReplaySensor``, and ``LockTransitionDiff`` names the first lock event that differs.
struct ReaderRecordingTests {
    static let recording = ReaderRecording(
        reader: "libfprint virtual_device/0",
        cases: [
            .init(
                id: "replayed",
                capability: [
                    .init(
                        BiometricCapability(
                            biometryType: .fingerprint, unavailableReason: nil, enrollment: EnrollmentState("9f2c")),
                        times: 3)
                ],
                prompts: [
                    SensorPromptRecord(
                        answers: [
                            .init(.feedback(.retryTooShort), after: .microseconds(1212)),
                            .init(.match, after: .microseconds(2005)),
                        ],
                        outcome: .success, duration: .microseconds(2005)),
                    SensorPromptRecord(
                        answers: [.init(.noMatch, after: .milliseconds(3))], outcome: .authenticationFailed,
                        duration: .milliseconds(3)),
                ])
        ])

    static let scenario = """
        name: replayed
        device: linux-laptop-usb-reader
        policy: hardened
        overrides: {verifierRounds: 1000}
        initial: {passcode: "482916", enabled: true, biometricEnabled: true, timeout: 15}
        steps:
          - launch
          - expect: {locked: false, lastOutcome: success}
          - background
          - advance: 16m
          - foreground
          - expect: {locked: true, lastOutcome: authenticationFailed}
          - enter-pin: "482916"
          - expect: {locked: false}
        """

    @Test func theTextRoundTripsInTheScenariosNames() throws {
        let text = Self.recording.yaml
        #expect(text.contains("queue: [retryTooShort, match], after: [1ms212us, 2ms5us], outcome: success"))
        let parsed = try ReaderRecording.parse(yaml: text, file: "reader.yaml")
        #expect(parsed == Self.recording)
    }

    @Test func aMisspeltAnswerIsRefusedWithASuggestion() {
        let text = Self.recording.yaml.replacingOccurrences(of: "retryTooShort", with: "retryTooShrt")
        #expect(throws: ScenarioError.self) { try ReaderRecording.parse(yaml: text, file: "reader.yaml") }
        do {
            _ = try ReaderRecording.parse(yaml: text, file: "reader.yaml")
        } catch {
            #expect(error.description.contains("retryTooShort"))
        }
    }

    @Test func theFileIsWrittenWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("reader.yaml").path
        try Self.recording.write(to: path)
        try Self.recording.write(to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["reader.yaml"])
        #expect(try ReaderRecording.read(contentsOf: path) == Self.recording)
    }

    func replay(_ recording: ReaderRecording) async -> (code: Int32, events: [LockEventRecord], output: String) {
        var options = ScenarioRunOptions(paths: [])
        options.replay = recording
        let log = ReaderRunLog()
        options.readerLog = log
        let lines = Mutex<[String]>([])
        let code = await ScenarioRunCommand.run(
            [.init(file: "replayed.yaml", yaml: Self.scenario)], options: options,
            output: { line in lines.withLock { $0.append(line) } })
        return (code, log.lockEvents(of: "replayed") ?? [], lines.withLock { $0.joined(separator: "\n") })
    }

    @Test func aReplayIsDeterministicAndNeedsNoReader() async {
        let first = await replay(Self.recording)
        let second = await replay(Self.recording)
        #expect(first.code == 0, "\(first.output)")
        #expect(!first.events.isEmpty)
        #expect(LockTransitionDiff(reader: first.events, replay: second.events).isIdentical)
    }

    @Test func aDifferentAnswerShowsAsTheFirstDifferingLockEvent() async {
        var changed = Self.recording
        changed.cases[0].prompts[0] = .only(.authenticationFailed, after: .milliseconds(2))
        let original = await replay(Self.recording)
        let other = await replay(changed)
        let diff = LockTransitionDiff(reader: original.events, replay: other.events)
        #expect(!diff.isIdentical)
        #expect(diff.description.contains("differs"))
        #expect(diff.description.contains("reader: t=") && diff.description.contains("replay: t="))
    }

    @Test func aCaseMissingFromTheRecordingErrorsNamingIt() async {
        var options = ScenarioRunOptions(paths: [])
        options.replay = ReaderRecording(reader: "fprintd", cases: [.init(id: "other")])
        let lines = Mutex<[String]>([])
        let code = await ScenarioRunCommand.run(
            [.init(file: "replayed.yaml", yaml: Self.scenario)], options: options,
            output: { line in lines.withLock { $0.append(line) } })
        #expect(code == 2)
        #expect(lines.withLock { $0.joined(separator: "\n") }.contains("no case replayed"))
    }

    @Test func theReplaySensorAnswersInOrderThenCancels() async {
        let sensor = ReplaySensor(Self.recording.cases[0])
        #expect(await sensor.capability().enrollment == EnrollmentState("9f2c"))
        #expect(await sensor.evaluateRecorded(reason: "").feedback == [.retryTooShort])
        #expect(await sensor.evaluate(reason: "") == .authenticationFailed)
        #expect(await sensor.evaluate(reason: "") == .systemCancel)
        #expect(await sensor.unrecordedPrompts == 1)
    }

    /// A replayed prompt is traced as replayed from the recording, not as answered by a reader.
    @Test func theTraceSaysAReplayedPromptCameFromTheRecording() async throws {
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        let session = try await AppSession(
            SessionConfiguration(
                policy: policy, deviceName: "linux-laptop-usb-reader",
                device: SimulatedBiometricDevice(biometryType: .fingerprint), biometricEnabled: true),
            externalSensor: ReplaySensor(Self.recording.cases[0]))
        await session.setRecordsTrace(true)
        try await session.apply(.launch)
        let trace = await session.trace
        #expect(await !session.snapshot().locked)
        #expect(
            trace.contains {
                $0.contains("prompt for cycle 1 replayed from the reader recording: success [retryTooShort@")
            },
            "\(trace)")
        #expect(!trace.contains { $0.contains("real reader") }, "\(trace)")
    }
}
