/// The device-profile vocabulary: every field's name, once, spelled as the YAML profiles, `lockharness devices
/// --json` and devices/README.md spell it. The loader admits exactly these keys at each level, and the JSON of a
/// profile has the YAML's shape (`rules.latencyMilliseconds`, `rules.lockout.until`), so a name learnt in one
/// place works in the others.
public enum DeviceProfileField {
    /// The profile's own keys.
    public static let top = ["id", "name", "platform", "biometry", "sensor", "rules", "initial"]
    /// `sensor:`'s keys.
    public static let sensor = ["kind", "connection", "realReader"]
    /// `rules:`'s keys.
    public static let rules = ["attemptsPerPrompt", "fallbackAfterFailures", "latencyMilliseconds", "lockout"]
    /// `rules.lockout:`'s keys.
    public static let lockout = ["afterConsecutiveFailures", "until", "durationSeconds", "permanentAfterFailures"]
    /// `initial:`'s keys.
    public static let initial = ["enrolled", "matching", "passcodeSet", "hardware", "script"]

    /// Every field as a dotted path, containers included (`sensor`, `rules.lockout`, `rules.lockout.until`).
    public static let paths: [String] =
        top + sensor.map { "sensor." + $0 } + rules.map { "rules." + $0 } + lockout.map { "rules.lockout." + $0 }
        + initial.map { "initial." + $0 }
}
