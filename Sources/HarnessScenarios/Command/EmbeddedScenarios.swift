import HarnessLanguage
/// Scenario files compiled into the binary, so `lockharness demo` works with no files present.
///
/// The bytes are the files themselves, embedded by SwiftPM (`.embedInCode` in Package.swift): `demo-matrix.yaml`
/// here is a link to `Tests/Scenarios/demo-matrix.yaml`, the file `lockharness run` runs, so there is no copy.
public enum EmbeddedScenarios {
    /// The demo matrix: sensor kind x outcome x background duration x policy.
    public static let demoMatrix = ScenarioRunCommand.Source(
        file: "Tests/Scenarios/demo-matrix.yaml",
        yaml: String(decoding: PackageResources.demo_matrix_yaml, as: UTF8.self))
}
