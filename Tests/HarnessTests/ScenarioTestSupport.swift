import Harness

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Helpers shared by the scenario-layer tests.
enum ScenarioFixtures {
    static let lockAfterTimeout = """
        name: lock-after-timeout
        description: Locks after the timeout
        device: iphone-15-pro
        policy: hardened
        overrides: {timeout: 5s}
        initial:
          passcode: "123456"
          enabled: true
          biometricEnabled: true
        steps:
          - launch
          - expect: {screen: home, locked: false}
          - background
          - advance: 10s
          - foreground
          - expect:
              locked: true
              screen: lock
          - enter-pin: 012345
        """

    static func parse(_ yaml: String, file: String = "t.yaml") throws -> ScenarioDocument {
        try ScenarioParser.parse(yaml: yaml, file: file)
    }

    static func parseError(_ yaml: String, file: String = "t.yaml") -> ScenarioError? {
        do {
            _ = try ScenarioParser.parse(yaml: yaml, file: file)
            return nil
        } catch {
            return error
        }
    }

    static func expand(_ yaml: String, maxCases: Int? = nil) throws -> [ScenarioCase] {
        try ScenarioMatrixExpander(maxCases: maxCases).cases(for: parse(yaml))
    }

    static func expandError(_ yaml: String, maxCases: Int? = nil) -> ScenarioError? {
        do {
            _ = try expand(yaml, maxCases: maxCases)
            return nil
        } catch let error as ScenarioError {
            return error
        } catch {
            return ScenarioError(.other("unexpected \(error)"))
        }
    }
}
