import Foundation

/// The system clock, for a deployed server.
public struct SystemServerClock: ServerClock {
    /// The system clock.
    public init() {}

    /// `Date()`.
    public func now() -> Date { Date() }
}
