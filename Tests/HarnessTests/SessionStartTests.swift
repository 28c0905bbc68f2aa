import Biometrics
import Foundation
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// A session started from another's ``SessionStart`` must be indistinguishable from one that ran the start-up
/// itself: every case of every shipped suite, stepped on both, gives the same snapshot after every step, the same
/// refusals and errors, and the same timers left pending.
struct SessionStartTests {
    @Test(arguments: ScenarioSuiteTests.expectedFiles)
    func aSessionStartedFromAStartStepsLikeOneThatRanTheStartUp(file: String) async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(ScenarioSuiteTests.directory)/\(file)")
        let setup = ScenarioSessionSetup(catalog: try DeviceProfileCatalog.embedded())
        var compared = 0
        for scenarioCase in try ScenarioMatrixExpander().cases(for: document) {
            guard let configuration = try? setup.configuration(for: scenarioCase.document),
                let source = try? await AppSession(configuration)
            else { continue }
            let start = try #require(
                await source.sessionStart(), "\(scenarioCase.id): an in-process session has a start")
            let forked = AppSession(from: start)
            let fresh = try await AppSession(configuration)
            #expect(await forked.snapshot() == fresh.snapshot(), "\(scenarioCase.id): at the start")
            for step in scenarioCase.steps {
                guard let kind = try? ScenarioStepInterpreter.interpret(step) else { break }
                switch kind {
                case .input(let input):
                    let forkedError = await Self.error { try await forked.apply(input) }
                    let freshError = await Self.error { try await fresh.apply(input) }
                    #expect(forkedError == freshError, "\(scenarioCase.id) \(step.name) (\(step.path))")
                case .refused(let input):
                    #expect(await forked.refusal(of: input) == fresh.refusal(of: input))
                case .expect:
                    break
                }
                #expect(
                    await forked.snapshot() == fresh.snapshot(), "\(scenarioCase.id) after \(step.name) (\(step.path))")
            }
            #expect(await forked.pendingTimers() == fresh.pendingTimers())
            compared += 1
        }
        #expect(compared > 0, "\(file): no case could start")
    }

    /// A session over a reference-server sandbox or a real reader has no start to copy.
    @Test func onlyInProcessSessionsHaveAStart() async throws {
        let session = try await AppSession(SessionConfiguration(policy: .hardened, biometricEnabled: true))
        let start = try #require(await session.sessionStart())
        #expect(start.configuration.policy == .hardened)
        let replayed = try await AppSession(
            SessionConfiguration(), externalSensor: ReplaySensor(ReaderRecording.Case(id: "c")))
        #expect(await replayed.sessionStart() == nil, "a real reader (here its replay) cannot be copied")
    }

    private static func error(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
