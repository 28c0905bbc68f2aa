/// How long passcode entry is refused after consecutive wrong passcodes.
///
/// `delays[n - 1]` is the wait after the `n`th consecutive failure; failures past the end of
/// the list use the last entry. The default, ``iOSLike``, follows Apple's published table:
/// no delay for failures 1-4, then 1 min, 5 min, 15 min, 15 min, and 1 h from the 9th on.
public struct PasscodeDelaySchedule: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The wait after each consecutive failure.
    public var delays: [Duration]

    /// A schedule from explicit delays (each must be 0 ... 24 h).
    public init(delays: [Duration]) throws(LockConfigurationError) {
        for (index, delay) in delays.enumerated() where !LockTimeout.range.contains(delay) {
            throw LockConfigurationError(
                field: "policy.passcodeDelays[\(index)]", value: "\(delay)", expected: "0 seconds to 24 hours")
        }
        self.delays = delays
    }

    private init(unchecked delays: [Duration]) { self.delays = delays }

    /// No delays at all (the seeds: "no lockout in v1").
    public static let none = PasscodeDelaySchedule(unchecked: [])

    /// Apple's escalation: 1-4 none, 5 → 1 min, 6 → 5 min, 7-8 → 15 min, 9+ → 1 h.
    public static let iOSLike = PasscodeDelaySchedule(unchecked: [
        .zero, .zero, .zero, .zero, .seconds(60), .seconds(300), .seconds(900), .seconds(900), .seconds(3600),
    ])

    /// The wait imposed after `failures` consecutive failures.
    public func delay(afterFailures failures: Int) -> Duration {
        guard failures > 0, let last = delays.last else { return .zero }
        return failures <= delays.count ? delays[failures - 1] : last
    }

    public var description: String {
        delays.isEmpty ? "none" : delays.map { "\($0.components.seconds)s" }.joined(separator: ",")
    }
}
