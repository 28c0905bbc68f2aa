#if os(Linux)
    /// The scene's operational state, as SwiftUI reports it through `@Environment(\.scenePhase)`.
    public enum ScenePhase: Comparable, Hashable, Sendable {
        /// Not visible.
        case background
        /// Visible but not receiving events (app switcher, a system sheet such as the Face ID prompt).
        case inactive
        /// In the foreground and interactive.
        case active
    }
#endif
