import Biometrics
import Foundation
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios
@testable import HarnessSession

/// ``SessionModel`` is pure: the events a session applied to it (``SessionModel/eventLog``), replayed on a copy of
/// the session's starting model, must leave a model that shows exactly what the session's own does. It is what
/// lets `scenario-bench` time the model alone, and it fails if the model read anything but its events, or if the log
/// missed or doubled one.
struct SessionModelReplayTests {
    @Test(arguments: ScenarioSuiteTests.expectedFiles)
    func replayingTheRecordedEventsOnTheStartingModelEndsWhereTheSessionDid(file: String) async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(ScenarioSuiteTests.directory)/\(file)")
        let setup = ScenarioSessionSetup(catalog: try DeviceProfileCatalog.embedded())
        let parts: SessionSnapshot.Parts = [.settings, .topScreen, .mail]
        var replayedEvents = 0
        for scenarioCase in try ScenarioMatrixExpander().cases(for: document) {
            guard let configuration = try? setup.configuration(for: scenarioCase.document),
                let session = try? await AppSession(configuration)
            else { continue }
            var model = await session.model
            await session.setRecordsModelEvents(true)
            for step in scenarioCase.steps {
                guard case .input(let input) = try? ScenarioStepInterpreter.interpret(step) else { continue }
                try? await session.apply(input)
            }
            let log = try #require(await session.model.eventLog)
            var effects: [SessionEffect] = []
            for record in log {
                try model.apply(record.event, at: record.at, into: &effects)
                effects.removeAll()
            }
            let now = await session.now
            let elapsed = await now.continuous - session.start
            let replayed = model.snapshot(at: now, parts: parts, sensor: nil, elapsed: elapsed)
            #expect(replayed == (await session.snapshot(parts: parts)), "\(scenarioCase.id)")
            #expect(model.screens == (await session.model.screens), "\(scenarioCase.id)")
            #expect(model.coordinator == (await session.model.coordinator), "\(scenarioCase.id)")
            replayedEvents += log.count
        }
        #expect(replayedEvents > 0, "\(file): no case applied an event")
    }

    /// An event the model refuses (it throws, and changes nothing) is not part of its input.
    @Test func aRefusedEventIsNotRecorded() async throws {
        let session = try await AppSession(SessionConfiguration(policy: .seed, passcode: "482915"))
        try await session.apply(.launch)
        await session.setRecordsModelEvents(true)
        await #expect(throws: SessionInputError.self) { try await session.apply(.forgotPasscode) }
        #expect(await session.model.eventLog?.isEmpty == true)
        try await session.apply(.background)
        let log = try #require(await session.model.eventLog)
        #expect(log.count >= 1)
        guard case .input(.background) = log.first?.event else {
            Issue.record("the first recorded event is \(String(describing: log.first?.event)), not the background")
            return
        }
    }
}
