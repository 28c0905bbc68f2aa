import HarnessLanguage
/// The LockHarness release these sources build (`lockharness --version`, reports).
public enum LockHarnessVersion {
    /// Semantic version.
    public static let current = "0.12.0"
}
