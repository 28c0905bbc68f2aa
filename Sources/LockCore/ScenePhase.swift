/// The scene phases SwiftUI reports, plus the moment before the first one.
public enum ScenePhase: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The process started; no scene phase has been reported yet.
    case launching
    /// In the foreground and receiving input.
    case active
    /// Visible but not receiving input (app switcher, a system sheet such as the Face ID prompt).
    case inactive
    /// Not visible.
    case background

    public var description: String { rawValue }
}
