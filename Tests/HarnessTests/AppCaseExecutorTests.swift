import Biometrics
import LockCore
import Testing

@testable import Harness

/// A deliberately small "app" in the shape a team's adapter has: a lock with the seed's timeout rule, driven by
/// steps. `strictBoundary` plants the classic bug (`>` where the seed has `>=`).
@MainActor
final class TimeoutLockApp: AppUnderTest {
    static let reportedFields: Set<String> = ["screen", "locked", "error"]
    let passcode: String
    let timeout: Duration
    let strictBoundary: Bool
    var running = false
    var locked = false
    var error: String?
    var away: Duration?
    var hangOnDelete = false

    init(configuration: SessionConfiguration, strictBoundary: Bool) {
        passcode = configuration.passcode ?? ""
        timeout = .seconds(configuration.timeoutMinutes * 60)
        self.strictBoundary = strictBoundary
    }

    func apply(_ input: SessionInput) async throws {
        switch input {
        case .launch: running = true
        case .background: away = .zero
        case .advance(let duration): away = away.map { $0 + duration }
        case .foreground:
            if let away, strictBoundary ? away > timeout : away >= timeout { locked = true }
            away = nil
        case .enterPIN(let pin):
            guard locked else { throw AppUnderTestError.refused("the lock screen is not showing") }
            if pin == passcode { (locked, error) = (false, nil) } else { error = "Incorrect passcode" }
        case .delete:
            // A step whose work never finishes.
            await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        default: throw AppUnderTestError.unsupported(input)
        }
    }

    func snapshot() async -> SessionSnapshot {
        var snapshot = SessionSnapshot.blank
        snapshot.screen = running ? (locked ? "lock" : "home") : "not-running"
        snapshot.locked = locked
        snapshot.error = error
        return snapshot
    }

    var pendingWork: [String] { ["the delete key's continuation"] }
}

/// ``AppCaseExecutor``: the app alone, side by side with the model, and the ways a case errors instead of passing.
struct AppCaseExecutorTests {
    /// Runs `steps` through the app; `stepTimeout` is long (a loaded machine is slow) except where a hang is tested.
    static func run(
        _ steps: String, mode: AppCaseExecutor.Mode, strict: Bool = false, stepTimeout: Duration = .seconds(30)
    ) async throws -> CaseResult {
        let yaml = """
            name: app
            policy: seed
            initial: {passcode: "482916", timeout: 15}
            steps:
            \(steps.split(separator: "\n").map { "  - \($0)" }.joined(separator: "\n"))
            """
        let document = try ScenarioParser.parse(yaml: yaml, file: "app.yaml")
        let scenarioCase = try #require(try ScenarioMatrixExpander().cases(for: document).first)
        let executor = AppCaseExecutor(
            catalog: try DeviceProfileCatalog.embedded(), mode: mode, stepTimeout: stepTimeout
        ) { configuration in TimeoutLockApp(configuration: configuration, strictBoundary: strict) }
        return await executor.run(scenarioCase)
    }

    static let boundary = """
        launch
        background
        advance: 15m
        foreground
        expect: {locked: true, screen: lock}
        enter-pin: "000001"
        expect: {error: Incorrect passcode}
        enter-pin: "482916"
        expect: {locked: false, screen: home}
        """

    @Test(arguments: [AppCaseExecutor.Mode.app, .differential])
    func aCorrectAppPassesAloneAndBesideTheModel(mode: AppCaseExecutor.Mode) async throws {
        let result = try await Self.run(Self.boundary, mode: mode)
        #expect(result.outcome == .passed, "\(String(describing: result.failure))")
    }

    @Test func thePlantedBoundaryBugFailsTheExpectation() async throws {
        let result = try await Self.run(Self.boundary, mode: .app, strict: true)
        #expect(result.outcome == .failed)
        #expect(result.failure?.message == "expected locked to be true, it was false")
    }

    @Test func theDifferentialNamesTheFirstStepWhereAppAndModelDiffer() async throws {
        let result = try await Self.run("launch\nbackground\nadvance: 15m\nforeground", mode: .differential, strict: true)
        #expect(result.outcome == .failed, "no expect step at all: only the comparison can catch it")
        let message = try #require(result.failure?.message)
        #expect(message.hasPrefix("after foreground the app and the model differ:"), "\(message)")
        #expect(message.contains("locked: model true, app false"), "\(message)")
    }

    @Test func anUnsupportedStepOrAnUnreportedFieldErrorsTheCase() async throws {
        let unsupported = try await Self.run("launch\ntap-biometric", mode: .app)
        #expect(unsupported.outcome == .errored)
        #expect(unsupported.failure?.message.contains("does not support the step `tap-biometric`") == true)
        let unreported = try await Self.run("launch\nexpect: {dots: 0}", mode: .app)
        #expect(unreported.outcome == .errored)
        #expect(unreported.failure?.message.contains("does not report `dots`") == true)
    }

    @Test func refusalsMatchTheModelOrTheDifferentialSaysSo() async throws {
        let refused = try await Self.run("launch\nrefused: {enter-pin: \"482916\"}", mode: .app)
        #expect(refused.outcome == .passed, "\(String(describing: refused.failure))")
        let applied = try await Self.run("launch\nbackground\nadvance: 15m\nforeground\nrefused: {enter-pin: \"482916\"}", mode: .app)
        #expect(applied.outcome == .failed)
    }

    @Test func aHungStepErrorsWithWhatIsPendingAndTheNextCaseStillRuns() async throws {
        let hung = try await Self.run("launch\ndelete", mode: .app, stepTimeout: .milliseconds(300))
        #expect(hung.outcome == .errored)
        let message = try #require(hung.failure?.message)
        #expect(message.contains("did not finish the step within"), "\(message)")
        #expect(message.contains("still pending: the delete key's continuation"), "\(message)")
        let next = try await Self.run(Self.boundary, mode: .app)
        #expect(next.outcome == .passed)
    }
}
