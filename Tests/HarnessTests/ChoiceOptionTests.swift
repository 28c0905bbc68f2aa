import Biometrics
import Foundation
import Harness
import LockCore
import Testing

/// The command line's fixed choices read their tables (``NamedChoice``): `--policy` (``PolicyPreset``, the same
/// table as a scenario's `policy:`) and explore's `--liveness-checkpoints` (``ExploreLiveness/Checkpoints``). A
/// word that names no row is said in the house format with a did-you-mean, exit 2; `--help` and the completion
/// script list the rows.
struct ChoiceOptionTests {
    @Test(arguments: [
        (["explore", "--policy", "hardend"], "error: --policy: no policy 'hardend' (did you mean 'hardened'?)\n"),
        (["session", "--policy", "hardend"], "error: --policy: no policy 'hardend' (did you mean 'hardened'?)\n"),
        (["serve", "--policy", "sed"], "error: --policy: no policy 'sed' (did you mean 'seed'?)\n"),
        (["mcp", "--policy=seedgrace"], "error: --policy: no policy 'seedgrace' (did you mean 'seed-grace'?)\n"),
        (
            ["explore", "--policy", "lenient"],
            "error: --policy: no policy 'lenient'; allowed: seed, seed-grace, hardened\n"
        ),
        (
            ["explore", "--liveness-checkpoints", "chnages"],
            "error: --liveness-checkpoints: no checkpoints 'chnages' (did you mean 'changes'?)\n"
        ),
    ])
    func aWordThatNamesNoRowIsBadInputWithADidYouMean(arguments: [String], message: String) throws {
        let result = try CommandLineConventionsTests.lockharness(arguments)
        #expect(result.status == 2, "\(arguments): exit \(result.status)")
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpListsEveryRowWithItsSummary() throws {
        let explore = try CommandLineConventionsTests.lockharness(["explore", "--help"])
        #expect(explore.status == 0)
        let help = explore.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for preset in PolicyPreset.allCases {
            #expect(help.contains("\(preset.name) (\(preset.summary))"), "\(preset.name) in explore --help")
        }
        for checkpoints in ExploreLiveness.Checkpoints.allCases {
            #expect(help.contains("\(checkpoints.name) (\(checkpoints.summary))"), "\(checkpoints.name) in --help")
        }
        #expect(help.contains("--policy <seed|seed-grace|hardened>"), "\(help)")
        #expect(help.contains("hardened (the security requirements). (default: seed)"), "\(help)")
        #expect(help.contains("last (the last state of each run). (default: changes)"), "\(help)")
        let session = try CommandLineConventionsTests.lockharness(["session", "--help"])
        #expect(session.stdout.contains("--policy <seed|seed-grace|hardened>"), "\(session.stdout)")
    }

    @Test func completionOffersEveryRow() throws {
        let script = try CommandLineConventionsTests.lockharness(["--generate-completion-script", "bash"]).stdout
        for name in PolicyPreset.names + ExploreLiveness.Checkpoints.names {
            #expect(script.contains(name), "\(name) completes")
        }
    }

    @Test func theScenarioHeaderReadsTheSameTable() throws {
        let setup = ScenarioSessionSetup(catalog: try DeviceProfileCatalog.embedded())
        for preset in PolicyPreset.allCases {
            let document = try ScenarioParser.parse(
                yaml: "policy: \(preset.name)\nsteps: [launch]\n", file: "header.yaml")
            #expect(try setup.configuration(for: document).policy == preset.policy)
        }
        let typo = try ScenarioParser.parse(yaml: "policy: hardend\nsteps: [launch]\n", file: "header.yaml")
        #expect(throws: ScenarioError.self) { try setup.configuration(for: typo) }
        let problem = try #require(setup.configurationProblems(for: typo).first)
        #expect(problem.message == "no policy 'hardend' (did you mean 'hardened'?)")
        let flag = try CommandLineConventionsTests.lockharness(["explore", "--policy", "hardend"])
        #expect(flag.stderr == "error: --policy: \(problem.message)\n", "one message for the file and the flag")
    }

    @Test func theLibraryReadsTheTableToo() {
        #expect(PolicyPreset.allCases.map(\.policy.name) == PolicyPreset.names, "each row names its policy")
        #expect(PolicyPreset.allCases.allSatisfy { $0.policy.preset == $0 })
        #expect(ExploreLiveness.Checkpoints.named("last") == .lastState)
        #expect(ExploreLiveness.Checkpoints.named("latest") == nil)
    }
}
