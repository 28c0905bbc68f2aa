import Biometrics
import Foundation
import FuzzEntryPoints
import Testing

/// The device-profile fuzzer's entry (``DeviceProfileFuzzEntry``, the code `fuzz-device-profile` runs on every
/// input) on the shipped profiles and on every finding committed under `Tests/Fixtures/fuzz/device-profile`.
struct DeviceProfileFuzzRegressionTests {
    /// The package directory, found from this file's location.
    static let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Committed findings: each `NAME.yaml` input has a `NAME.expected` file holding the outcome's summary.
    static let findings: [String] = {
        let directory = packageDirectory.appendingPathComponent("Tests/Fixtures/fuzz/device-profile")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().map { directory.appendingPathComponent($0).path }
    }()

    @Test(arguments: findings)
    func committedFindingGivesItsRecordedOutcome(path: String) throws {
        let input = try Data(contentsOf: URL(fileURLWithPath: path))
        let outcome = DeviceProfileFuzzEntry.check(input)
        #expect(DeviceProfileFuzzEntry.violation(in: outcome, input: input) == nil)
        let expectedPath = path.replacingOccurrences(of: ".yaml", with: ".expected")
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        #expect(outcome.summary == expected.trimmingCharacters(in: .newlines))
    }

    @Test func nestingBeyondLibyamlsLimitSaysSoAtItsPlace() throws {
        let nested = String(repeating: "{a: ", count: 1200) + "1" + String(repeating: "}", count: 1200)
        let yaml = "id: fuzz-device\nname: " + nested
        let error = try #require(DeviceProfileFuzzEntry.check(Data(yaml.utf8)).error)
        #expect(error.problem == .syntax("values are nested more than 1000 levels deep; a device profile needs three"))
        #expect(error.line == 2)
        #expect(error.column == 3999)
    }

    @Test func shippedProfilesLoadUnderTheFuzzersFileName() throws {
        for file in DeviceProfileCatalog.embeddedFiles {
            let id = String(file.name.prefix { $0 != "." })
            let renamed = file.yaml.replacingOccurrences(
                of: "id: \(id)", with: "id: \(DeviceProfileFuzzEntry.expectedID)")
            let input = Data(renamed.utf8)
            let outcome = DeviceProfileFuzzEntry.check(input)
            #expect(DeviceProfileFuzzEntry.violation(in: outcome, input: input) == nil)
            guard case .loaded(let profile) = outcome else {
                Issue.record("\(file.name): \(outcome.summary)")
                continue
            }
            #expect(profile.id == DeviceProfileFuzzEntry.expectedID)
        }
    }

    @Test func aShippedProfileAsIsFailsTheFileNameCheckAtItsID() throws {
        let file = try #require(DeviceProfileCatalog.embeddedFiles.first { $0.name == "pixel-8.yaml" })
        let error = try #require(DeviceProfileFuzzEntry.check(Data(file.yaml.utf8)).error)
        #expect(error.problem == .idMismatch(id: "pixel-8", expected: DeviceProfileFuzzEntry.expectedID))
        #expect(error.file == DeviceProfileFuzzEntry.fileName)
        #expect(error.line != nil)
    }
}
