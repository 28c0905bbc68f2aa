import Biometrics
import Foundation
import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// An `expect` step builds only the snapshot groups its fields are in (``SessionSnapshot/Parts``): every field must
/// read the same value from a snapshot built with its own group as from the whole snapshot, in every state the
/// shipped suites reach.
struct SnapshotPartsTests {
    @Test(arguments: ScenarioSuiteTests.expectedFiles)
    func everyFieldReadsTheSameFromItsOwnPartAsFromTheWholeSnapshot(file: String) async throws {
        let document = try ScenarioParser.parse(contentsOf: "\(ScenarioSuiteTests.directory)/\(file)")
        let setup = ScenarioSessionSetup(catalog: try DeviceProfileCatalog.embedded())
        let groups: [SessionSnapshot.Parts] = [.core, .settings, .sensor, .topScreen, .mail]
        var compared = 0
        for scenarioCase in try ScenarioMatrixExpander().cases(for: document) {
            guard let configuration = try? setup.configuration(for: scenarioCase.document),
                let session = try? await AppSession(configuration)
            else { continue }
            for step in scenarioCase.steps {
                guard let kind = try? ScenarioStepInterpreter.interpret(step) else { break }
                if case .input(let input) = kind { try? await session.apply(input) }
                let whole = await session.snapshot()
                var partial: [SessionSnapshot.Parts: SessionSnapshot] = [:]
                for group in groups { partial[group] = await session.snapshot(parts: group) }
                for field in ExpectFieldVocabulary.fields {
                    let built = try #require(partial[field.part], "\(field.name) is in one group")
                    #expect(
                        field.value(in: built) == field.value(in: whole),
                        "\(scenarioCase.id) after \(step.name) (\(step.path)): \(field.name)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0, "\(file): no case could start")
    }

    @Test func anExpectStepBuildsTheGroupsOfItsFields() throws {
        let here = ScenarioSourceLocation(file: "t.yaml", line: 1, column: 1)
        let fields = ["locked", "dots", "lockout"].map { ExpectedField(name: $0, value: .none, location: here) }
        #expect(ExpectedField.parts(fields) == [.topScreen, .sensor])
        #expect(ExpectedField.parts(Array(fields.prefix(1))) == .core)
        var renamed = fields[0]
        renamed.name = "emailsSent"
        #expect(ExpectedField.parts([renamed]) == .mail)
    }
}
