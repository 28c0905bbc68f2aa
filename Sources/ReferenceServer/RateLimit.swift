/// At most ``count`` events per ``window`` (a fixed window, counted by `RateWindow` as the passcode rules count
/// reset-code requests).
public struct RateLimit: Sendable, Hashable {
    /// Events allowed per window.
    public var count: Int
    /// The window's length.
    public var window: Duration

    /// `count` events per `window`.
    public init(count: Int, window: Duration) {
        self.count = count
        self.window = window
    }
}
