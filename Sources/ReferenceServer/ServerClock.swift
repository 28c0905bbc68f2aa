import Foundation

/// The server's source of wall-clock time (reset-code expiry). Injected so tests can move time.
public protocol ServerClock: Sendable {
    /// The current time.
    func now() -> Date
}
