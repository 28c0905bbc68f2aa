import Testing

/// Makes a build without the trait visible in test output: the hardware suites are compiled out, so this test
/// skips with the reason (and fails under `LOCKHARNESS_REQUIRE_HARDWARE_SIM=1`).
struct TraitPresenceTests {
    @Test(.enabled(if: HardwareSimulation.trait.runs, "\(HardwareSimulation.trait.reason)"))
    func builtWithTheLinuxFingerprintTrait() throws {
        try HardwareSimulation.trait.require()
    }
}
