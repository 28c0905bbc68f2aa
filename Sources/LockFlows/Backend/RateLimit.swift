/// At most ``count`` events per ``window``: in any span of that length (a sliding window, ``SlidingWindowLog``).
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
