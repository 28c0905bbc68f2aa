import Foundation
import Harness
import Synchronization
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Files that are not scenario text, or not YAML a person meant: each gets a message that says what to do.
struct ScenarioFileProblemTests {
    @Test func aTabIndentIsNamedAsATabWithItsLocation() throws {
        let error = try #require(ScenarioFixtures.parseError("name: t\nsteps:\n\t- launch\n"))
        #expect(error.location?.line == 3)
        #expect(error.description.contains("tab"), "\(error)")
        #expect(error.description.contains("spaces"), "\(error)")
    }

    @Test func aBinaryFileAndANonUTF8FileAreNamedAsSuch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("problems-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("binary.yaml")
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).write(to: binary)
        #expect {
            _ = try ScenarioParser.parse(contentsOf: binary.path)
        } throws: { error in
            "\(error)".contains("binary file") && "\(error)".contains("offset 4")
        }
        let latin1 = directory.appendingPathComponent("latin1.yaml")
        try Data(Array("name: caf".utf8) + [0xE9, 0x0A]).write(to: latin1)
        #expect {
            _ = try ScenarioParser.parse(contentsOf: latin1.path)
        } throws: { error in
            "\(error)".contains("not UTF-8")
        }
    }

    @Test func anOversizedDocumentNamesTheLimitAndWhatToDo() throws {
        let list = "[" + Array(repeating: "1", count: 300).joined(separator: ",") + "]"
        let aliases = "[" + Array(repeating: "*a", count: 300).joined(separator: ",") + "]"
        let yaml = "name: big\nx: &a \(list)\ny: \(aliases)\nsteps: [launch]\n"
        let error = try #require(ScenarioFixtures.parseError(yaml))
        #expect(error.description.contains("50000"), "\(error)")
        #expect(error.description.contains("split it"), "\(error)")
    }

    @Test func everyStepProblemOfAFileIsReportedInOneRun() async throws {
        let yaml =
            "name: many\nsteps:\n  - launch\n  - lanch\n  - advance: 5x\n  - expect: {lockd: true}\n  - tap-biometric\n"
        let errors = CollectedText()
        let code = await ScenarioRunCommand.run(
            [ScenarioRunCommand.Source(file: "many.yaml", yaml: yaml)], options: ScenarioRunOptions(paths: []),
            errorOutput: { errors.append($0) }, output: { _ in })
        #expect(code == ScenarioExitCode.badInput.rawValue)
        let text = errors.text
        #expect(text.contains("many.yaml:4:5"), "the misspelt step:\n\(text)")
        #expect(text.contains("many.yaml:5:14"), "the bad duration:\n\(text)")
        #expect(text.contains("many.yaml:6:14"), "the misspelt expect field:\n\(text)")
    }
}

/// Text written from several places, collected.
final class CollectedText: Sendable {
    private let storage = Mutex("")
    func append(_ text: String) { storage.withLock { $0 += text + "\n" } }
    var text: String { storage.withLock { $0 } }
}
