import Biometrics
import Foundation
import HarnessScenarios
import HarnessSession
import SimulatedPhone

/// Runs scenario cases through a team's own app code (an ``AppUnderTest`` adapter), alone or side by side with
/// LockHarness's model of the seeds (``Mode/differential``).
///
/// - A case that needs what the app does not have (a capability, a step or a field its ``AppDeclaration`` lacks)
///   is skipped with the reason, before any app is made; so is one whose factory answers
///   ``AppUnderTestError/notApplicable(_:)``. A case never passes on what was not checked.
/// - A declared step the adapter then does not map (``AppUnderTestError/unsupported(_:)``) errors the case.
/// - The phone's fields (``ExpectFieldSpec/Source/phone``: the sensor, prompts) are read from the simulated phone,
///   and scripted sensor outcomes left unused fail the case, as in the model.
/// - A step that throws errors the case with the step and the error; a step still running after ``stepTimeout``
///   (real time: the app awaits something that never comes) errors it with the step and what the adapter says is
///   still pending, and the run goes on with the next case.
/// - In ``Mode/differential`` every input goes to both the model (an ``AppSession``) and the app, and after each
///   step their snapshots are compared on the fields the adapter reports: the first step where they differ fails
///   the case, naming each field with both values. The case's own `expect:` steps are checked against the app.
///
/// App code keeps process-wide state (`.shared` singletons, `SimulatedPhone.current`), so cases run one at a time
/// (the executor serialises them itself, whatever the runner's parallelism) and ``make`` must reset it.
public struct AppCaseExecutor: ScenarioCaseExecutor {
    /// Makes a fresh app for a case in `configuration` (policy, device, the account's passcode state).
    public typealias Factory = @Sendable @MainActor (SessionConfiguration) async throws -> any AppUnderTest

    /// What a case is checked against.
    public enum Mode: Sendable, Hashable {
        /// The app alone: `expect:` steps read the adapter's snapshot.
        case app
        /// The app and the model side by side, compared after every step.
        case differential
    }

    /// Turns documents into configurations.
    public let setup: ScenarioSessionSetup
    /// Makes each case's app.
    public let make: Factory
    /// What the app has (its adapter's ``AppUnderTest/declaration``).
    public let declaration: AppDeclaration
    /// The declaration's misspelled names, worked out once: a run refuses to start with them, and every case run
    /// anyway (the executor called directly) errors with the first.
    public let declarationProblems: [String]
    /// The phone the app's shims talk to, whose fields (sensor, prompts) the harness reads: the process-wide
    /// ``SimulatedPhone/current`` unless a test gives its own.
    public var phone: SimulatedPhone = .current
    /// App alone, or side by side with the model.
    public var mode: Mode
    /// How long one step may run (real time) before the case errors as hung.
    public var stepTimeout: Duration
    /// The model's backend in ``Mode/differential`` (in process, or a sandbox on a reference server like the app's).
    public var modelBackend: any SessionBackendProvider
    private let gate = AppCaseGate()

    /// An executor making apps of type `app` with `make`, over the given device profiles.
    public init(
        catalog: DeviceProfileCatalog, app: any AppUnderTest.Type, mode: Mode = .app,
        stepTimeout: Duration = .seconds(10),
        modelBackend: any SessionBackendProvider = InProcessSessionBackendProvider(), make: @escaping Factory
    ) {
        self.setup = ScenarioSessionSetup(catalog: catalog)
        self.make = make
        self.declaration = app.declaration
        self.declarationProblems = app.declaration.problems
        self.mode = mode
        self.stepTimeout = stepTimeout
        self.modelBackend = modelBackend
    }

    public func run(_ scenarioCase: ScenarioCase) async -> CaseResult {
        await gate.serially { await execute(scenarioCase) }
    }

    @MainActor
    private func execute(_ scenarioCase: ScenarioCase) async -> CaseResult {
        let (configuration, kinds): (SessionConfiguration, [ScenarioStepKind])
        switch AppCaseAdmission(scenarioCase, setup: setup, declaration: declaration, problems: declarationProblems) {
        case .ended(let result): return result
        case .run(let admitted, let meanings): (configuration, kinds) = (admitted, meanings)
        }
        let app: any AppUnderTest
        var model: AppSession?
        do {
            app = try await make(configuration)
            if mode == .differential { model = try await AppSession(configuration, backend: modelBackend) }
        } catch AppUnderTestError.notApplicable(let reason) {
            return .skipped(scenarioCase, reason: reason)
        } catch {
            return .errored(scenarioCase, CaseFailure(message: "the app could not start: \(error)"))
        }
        let watch = AppCaseWatch()
        let stepTimeout = scenarioCase.document.stepLimit ?? stepTimeout
        switch await watch.run(
            timeout: stepTimeout, { await run(kinds, of: scenarioCase, on: app, beside: model, watch: watch) })
        {
        case .finished(let result):
            await app.tearDown()
            return result
        case .hung(let index):
            // The hung step may still hold the app: it is left alone rather than torn down.
            let step = scenarioCase.steps[index]
            let pending = app.pendingWork
            let still = pending.isEmpty ? "" : "; still pending: " + pending.joined(separator: ", ")
            return .errored(
                scenarioCase,
                CaseFailure(
                    at: step, message: "\(step.name): the app did not finish the step within \(stepTimeout)\(still)"))
        }
    }

    /// The case's steps on `app` (and `model`, side by side) through the ``CaseEngine``, each step reported to
    /// `watch`.
    @MainActor
    private func run(
        _ kinds: [ScenarioStepKind], of scenarioCase: ScenarioCase, on app: any AppUnderTest, beside model: AppSession?,
        watch: AppCaseWatch
    ) async -> CaseResult {
        let reported = Self.comparedFields(declaration)
        var engine = CaseEngine(scenarioCase, kinds: kinds, tracing: true, compared: reported)
        func stop(_ snapshot: SessionSnapshot) -> CaseEngine.TraceStop {
            CaseEngine.TraceStop(state: Self.summary(snapshot, fields: reported))
        }
        while true {
            watch.reached(engine.stepIndex)
            switch engine.next() {
            case .apply(let input):
                let appOutcome = await Self.outcome { try await app.apply(input) }
                if let model {
                    let modelOutcome = await model.take(input)
                    let (appSnapshot, modelSnapshot) = (await snapshot(of: app), await model.snapshot())
                    engine.applied(
                        model: modelOutcome, app: appOutcome, modelState: modelSnapshot, appState: appSnapshot,
                        trace: stop(appSnapshot))
                } else {
                    let appSnapshot = await snapshot(of: app)
                    engine.applied(appOutcome, trace: stop(appSnapshot))
                }
            case .expectRefusal(let input):
                let outcome = await Self.outcome { try await app.apply(input) }
                let appSnapshot = await snapshot(of: app)
                engine.refusal(outcome, trace: stop(appSnapshot))
            case .check:
                let appSnapshot = await snapshot(of: app)
                engine.observed(appSnapshot, trace: stop(appSnapshot))
            case .end:
                let left = CaseEngine.Leftovers(
                    unconsumedScript: PhoneFields.unconsumed(phone.state), pendingWork: app.pendingWork)
                let modelLeft = await model?.leftovers
                engine.ended(left, model: modelLeft)
            case .finished(let result): return result
            }
        }
    }

    /// How the app took a step: an ``AppUnderTestError/refused(_:)`` is its refusal; a step its adapter does not map,
    /// or any other throw, errors the case.
    @MainActor
    static func outcome(_ step: @MainActor () async throws -> Void) async -> CaseEngine.StepOutcome {
        do {
            try await step()
            return .applied
        } catch let error as AppUnderTestError {
            if case .refused = error { return .refused("\(error)") }
            return .errored("\(error)")
        } catch {
            return .errored("the app threw \(error)")
        }
    }

    /// The app's snapshot with the phone's fields read from the simulated phone (unless the adapter reports them).
    @MainActor
    func snapshot(of app: any AppUnderTest) async -> SessionSnapshot {
        var snapshot = await app.snapshot()
        PhoneFields.fill(&snapshot, from: phone.state, except: declaration.fields)
        return snapshot
    }

    /// The fields compared with the model after each step: the adapter's and the phone's it has
    /// (``AppDeclaration/supplied``).
    package static func comparedFields(_ declaration: AppDeclaration) -> Set<String> { declaration.supplied }

    /// The reported fields of `snapshot` as `name=value`, in table order, for traces.
    static func summary(_ snapshot: SessionSnapshot, fields: Set<String>) -> String {
        ExpectFieldVocabulary.fields.filter { fields.contains($0.name) }
            .map { "\($0.name)=\(ExpectFieldVocabulary.json($0.value(in: snapshot)))" }.joined(separator: " ")
    }
}
