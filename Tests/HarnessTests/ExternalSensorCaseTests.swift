import Biometrics
import Foundation
import Harness
import LockCore
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

/// A case whose prompts a sensor outside the simulation answers (a real reader in use; here the library's own
/// simulated sensor standing in as that outside sensor) runs once: a failing case is traced on its only run and
/// the sensor is prompted once per attempt, never again for a replay.
struct ExternalSensorCaseTests {
    static let yaml = """
        name: external
        device: iphone-15-pro
        initial: {passcode: "482916", biometricEnabled: true, timeout: 1}
        steps:
          - launch
          - background
          - advance: 2m
          - foreground
          - advance: 2s
          - expect: {locked: false}
        """

    @Test func aFailingCaseOnAnOutsideSensorIsPromptedOnceAndTracedOnItsOnlyRun() async throws {
        // The outside sensor cancels: the lock stays up and the case fails at its expectation.
        var rules = SimulatedSensorRules.defaults(for: .faceID)
        rules.attemptLatency = .zero
        let sensor = SimulatedBiometricSensor(
            device: SimulatedBiometricDevice(biometryType: .faceID, rules: rules, script: [.outcome(.userCancel)]),
            clockSource: SharedVirtualClock(), clock: ContinuousClock())
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded(), externalSensor: sensor)
        let scenarioCase = try #require(
            try ScenarioMatrixExpander().cases(
                for: try ScenarioParser.parse(yaml: Self.yaml, file: "external.yaml")
            ).first)
        let result = await executor.run(scenarioCase)
        #expect(result.outcome == .failed)
        #expect(await sensor.history.map(\.outcome) == [.userCancel], "one prompt, no replay")
        #expect(result.trace.count == 6, "every step traced on the first run: \(result.trace.map(\.line))")
        #expect(result.trace.last?.line.contains("locked") == true)
    }

    @Test func aFailingSimulatedCaseIsStillReplayedForItsTrace() async throws {
        let executor = SessionCaseExecutor(catalog: try DeviceProfileCatalog.embedded())
        let yaml = Self.yaml.replacingOccurrences(
            of: "  - launch", with: "  - sensor: {queue: [userCancel]}\n  - launch")
        let scenarioCase = try #require(
            try ScenarioMatrixExpander().cases(
                for: try ScenarioParser.parse(yaml: yaml, file: "simulated.yaml")
            ).first)
        let result = await executor.run(scenarioCase)
        #expect(result.outcome == .failed)
        #expect(result.trace.count == 7)
    }
}
