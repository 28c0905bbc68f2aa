import Biometrics
import Foundation
import Harness
import LockCore
import Testing

/// `overrides:` is one table (``PolicyOverrideVocabulary``): every policy a scenario can state is written back by
/// explore's scenario writer and read again to the same policy, switches included.
struct PolicyOverrideVocabularyTests {
    /// Each preset, and each preset with one field or switch changed the ways scenarios can change it.
    static func variants() -> [LockPolicy] {
        var policies: [LockPolicy] = []
        for preset in PolicyPreset.allCases.map(\.policy) {
            policies.append(preset)
            for policySwitch in LockPolicy.switches {
                var flipped = preset
                policySwitch.set(!policySwitch.value(in: preset), in: &flipped)
                policies.append(flipped)
            }
            func with(_ change: (inout LockPolicy) -> Void) {
                var policy = preset
                change(&policy)
                policies.append(policy)
            }
            with { $0.timeoutOverride = try! LockTimeout(.seconds(300), field: "timeout") }
            with { $0.lockOnColdLaunch.toggle() }
            for source in ElapsedTimeSource.allCases { with { $0.elapsedTime = source } }
            with { $0.privacyCoverOnInactive.toggle() }
            with { $0.passcodeDelays = .none }
            with { $0.passcodeDelays = .iOSLike }
            with { $0.passcodeDelays = try! PasscodeDelaySchedule(delays: [.seconds(1), .seconds(30)]) }
            with { $0.passcodeAttemptLimit = nil }
            with { $0.passcodeAttemptLimit = 3 }
            with { $0.rejectCommonPasscodes.toggle() }
            for verifier in [PasscodeVerifier.legacySHA256, .owaspPBKDF2, .owaspScrypt, .pbkdf2SHA256(rounds: 1000)] {
                with { $0.localVerifier = verifier }
            }
        }
        return policies
    }

    @Test func everyPolicyAScenarioCanStateRoundTripsThroughExplore() throws {
        let catalog = try DeviceProfileCatalog.embedded()
        let variants = Self.variants()
        #expect(variants.count > 3 * LockPolicy.switches.count)
        for policy in variants {
            let setup = ExploreSetup(policy: policy)
            let header = try setup.headerLines().joined(separator: "\n")
            let read = try setup.configuration(catalog: catalog)
            #expect(read.policy == policy, "\(header)")
        }
    }

    @Test func aSwitchIsWrittenByItsName() throws {
        var policy = LockPolicy.seed
        let policySwitch = try #require(LockPolicy.switchNamed("lockCoversSheets"))
        policySwitch.set(true, in: &policy)
        let lines = try ExploreSetup(policy: policy).headerLines()
        #expect(lines.contains("overrides: {lockCoversSheets: true}"), "\(lines)")
    }

    @Test func aCustomScryptCostIsRefusedNotDropped() {
        var policy = LockPolicy.hardened
        policy.localVerifier = .scrypt(logN: 10, blockSize: 8, parallelism: 1)
        #expect(PolicyOverrideVocabulary.entries(of: policy) == nil)
        #expect(throws: ExploreError.self) { try ExploreSetup(policy: policy).headerLines() }
    }

    @Test func everySwitchIsAKeyAndNoKeyTwice() {
        #expect(Set(PolicyOverrideVocabulary.names).count == PolicyOverrideVocabulary.names.count)
        for policySwitch in LockPolicy.switches {
            #expect(PolicyOverrideVocabulary.named(policySwitch.name) != nil)
        }
    }

    /// The README's Policies section names every key: the valued ones in its `overrides:` list, the switches in
    /// the table's parentheses.
    @Test func theReadmeNamesEveryKey() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let policies = try #require(readme.components(separatedBy: "## Policies").dropFirst().first)
        let section = policies.components(separatedBy: "\n## ").first ?? policies
        for name in PolicyOverrideVocabulary.names {
            #expect(section.contains("`\(name)`"), "README.md's Policies section does not name `\(name)`")
        }
    }
}
