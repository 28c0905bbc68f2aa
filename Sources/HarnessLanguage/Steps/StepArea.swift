/// The areas the steps are grouped in, each declared in its own `StepVocabulary+*.swift` file: the step table
/// lists them in this order, and the MCP server offers one typed tool per area, so a new step joins its tool by
/// being declared in its area.
public enum StepArea: String, Sendable, Hashable, CaseIterable {
    /// The app's process and scene, and the device under it (`launch`, `background`, `erase-device`, ...).
    case scene
    /// Time: the virtual clock, sleep, reboot and the wall clock.
    case clock
    /// The lock screen and the number pads.
    case lockScreen
    /// The simulated sensor.
    case sensor
    /// Settings and the account.
    case settings
    /// The email password reset and deep links.
    case passwordReset
    /// The backend's faults and latency.
    case backend
}
