/// Scenario files compiled into the binary, so `lockharness demo` works with no files present.
/// `Tests/Scenarios/demo-matrix.yaml` is the same text; a test keeps the two identical.
public enum EmbeddedScenarios {
    /// The demo matrix: sensor kind x outcome x background duration x policy.
    public static let demoMatrix = ScenarioRunCommand.Source(file: "Tests/Scenarios/demo-matrix.yaml", yaml: #"""
# The demo matrix: sensor kind x biometric outcome x time in the background x policy, on the embedded
# device profiles. `swift run lockharness demo` runs it; `lockharness run Tests/Scenarios/demo-matrix.yaml`
# runs this file.
name: demo-matrix
description: >
  The app goes to the background for just under, exactly, or just over a 5-minute timeout, comes back, and
  then (after a day away, so every case locks) meets a scripted biometric outcome on each kind of sensor.
device: ${device}
policy: ${policy}
overrides: {verifierRounds: "${rounds}"}
initial: {passcode: "482916", enabled: true, biometricEnabled: true, timeout: 5}
matrix:
  axes:
    device: [iphone-15-pro, iphone-se, pixel-8, linux-laptop-usb-reader]
    outcome: [success, userCancel, systemCancel, userFallback, biometryLockout, notInteractive]
    away: [4m59s, 5m, 6m]
    policy: [seed, hardened]
  derive:
    rounds: {from: policy, values: {seed: null, hardened: 1000}}
    lockedAfter: {from: outcome, values: {success: false}, default: true}
    message:
      from: outcome
      values:
        userFallback: Fallback authentication mechanism selected.
        biometryLockout: Biometry is locked out.
        notInteractive: Authentication UI is not interactive.
      default: null
  extend:
    - {match: {policy: seed, away: 4m59s}, set: {cycles: 0}}
    - {match: {policy: seed, away: [5m, 6m]}, set: {cycles: 1}}
    - {match: {policy: hardened, away: 4m59s}, set: {cycles: 1}}
    - {match: {policy: hardened, away: [5m, 6m]}, set: {cycles: 2}}
  id: "{policy}-{device}-{outcome}-away{away}"
steps:
  - launch
  - advance: 1s
  - background
  - advance: ${away}
  - foreground
  - advance: 2s
  - expect: {lockCycle: "${cycles}", locked: false}
  - background
  - advance: 24h
  - sensor: {queue: ["${outcome}"]}
  - foreground
  - advance: 2s
  - expect: {locked: "${lockedAfter}", error: "${message}", lastOutcome: "${outcome}"}
"""#)
}
