import Biometrics
import Foundation
import Testing

@testable import Harness

/// One error format (`file:line:col: error: message`, or the flag's name), and a did-you-mean without the whole
/// allowed list (issue 40): the steps and fields are listed on request (`help steps`, `help fields`).
struct ErrorMessageTests {
    @Test func anUnknownStepWithASuggestionDoesNotListEveryStep() async {
        let (code, text) = await RunCommandTests.run("steps:\n  - lanch\n")
        #expect(code == 2)
        #expect(
            text.contains("case.yaml:2:5: error: at steps[0]: unknown step 'lanch' (did you mean 'launch'?)"), "\(text)"
        )
        #expect(!text.contains("allowed") && !text.contains("background"), "\(text)")
    }

    @Test func anUnknownFieldWithoutASuggestionSaysWhereTheListIs() async {
        let (code, text) = await RunCommandTests.run("steps:\n  - expect: {zzzzqq: 1}\n")
        #expect(code == 2)
        #expect(text.contains("unknown key 'zzzzqq'; `help fields` in a session"), "\(text)")
        #expect(!text.contains("shakeCount"), "\(text)")
    }

    @Test func aShortListIsStillSpelledOutWhenNothingIsClose() async {
        let (code, text) = await RunCommandTests.run("steps:\n  - sensor: {zzzzqq: true}\n")
        #expect(code == 2)
        #expect(text.contains("unknown key 'zzzzqq'; allowed: matching, enrolled"), "\(text)")
    }

    @Test func helpStepsAndHelpFieldsListThemInASession() async throws {
        let live = try await LiveSession(
            headerYAML: LiveSession.headerYAML(
                device: "iphone-se", policy: "seed", passcode: "482916", biometricEnabled: false),
            catalog: try DeviceProfileCatalog.embedded())
        let steps = await live.handle("help steps")
        #expect(steps.split(separator: "\n").count == StepVocabulary.steps.count)
        let fields = await live.handle("help fields")
        #expect(fields.split(separator: "\n").count == ExpectFieldVocabulary.fields.count)
        #expect(fields.contains("the scene phase: launching, active, inactive or background"), "\(fields)")
        #expect(await live.errors == 0)
    }

    static let matrix = """
        name: sharded
        matrix:
          axes: {n: [a, b, c, d, e, f, g, h]}
        steps:
          - launch
        """

    /// `--case X --shard K/N` where X is in another shard: an error naming its shard, not `0 cases` and exit 0.
    @Test func aCaseInAnotherShardIsAnError() async throws {
        let ids = ["a", "b", "c"]
        var tried = 0
        for id in ids {
            let home = ScenarioShard.shardNumber(caseID: id, scenario: "sharded", count: 4)
            let other = home % 4 + 1
            let (code, text) = await RunCommandTests.run(Self.matrix) {
                $0.caseIDs = [id]
                $0.shard = "\(other)/4"
            }
            #expect(code == 2, "\(text)")
            #expect(text.contains("--case \(id) is in shard \(home)/4, not in --shard \(other)/4"), "\(text)")
            let (homeCode, homeText) = await RunCommandTests.run(Self.matrix) {
                $0.caseIDs = [id]
                $0.shard = "\(home)/4"
            }
            #expect(homeCode == 0, "\(homeText)")
            tried += 1
        }
        #expect(tried == 3)
    }

    @Test func listWithJSONWritesTheListingThere() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, text) = await RunCommandTests.run(Self.matrix) {
            $0.list = true
            $0.jsonPath = path
        }
        #expect(code == 0, "\(text)")
        let data = try #require(FileManager.default.contents(atPath: path))
        let listing = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(listing.count == 8)
        #expect(listing.first?["id"] as? String == "a")
        #expect((listing.first?["parameters"] as? [String: String]) == ["n": "a"])
    }

    @Test func aDashIsNotStandardInput() {
        let error = #expect(throws: ScenarioError.self) { try ScenarioDiscovery.files(at: "-") }
        #expect(
            error?.description.contains("reads scenario files, not standard input") == true,
            "\(String(describing: error))")
    }
}
