import Biometrics

/// The rules of one prompt, as a pure state machine: scan results in, "scan again" or an outcome out.
///
/// A match ends with `success`; a no-match uses up one of `attemptsPerPrompt` (then `authenticationFailed`);
/// an unusable scan (`retry`) is scanned again up to `maxRetries` times without using an attempt.
///
/// ```swift
/// var attempts = VerifyAttempts(attemptsPerPrompt: 3, maxRetries: 5)
/// attempts.handle(.noMatch)  // .scanAgain
/// attempts.handle(.match)    // .finish(.success)
/// ```
public struct VerifyAttempts: Sendable, Equatable {
    /// What the adapter does next.
    public enum Step: Sendable, Equatable {
        /// Start another scan.
        case scanAgain
        /// End the prompt with this outcome.
        case finish(BiometricOutcome)
    }

    /// No-matches allowed in one prompt (Touch ID: 3).
    public let attemptsPerPrompt: Int
    /// Unusable scans tolerated in one prompt.
    public let maxRetries: Int
    /// No-matches so far.
    public private(set) var failedAttempts = 0
    /// Unusable scans so far.
    public private(set) var retries = 0

    /// A prompt with the given limits (each at least 1 and 0).
    public init(attemptsPerPrompt: Int = 3, maxRetries: Int = 5) {
        self.attemptsPerPrompt = max(1, attemptsPerPrompt)
        self.maxRetries = max(0, maxRetries)
    }

    /// The next step after `result`.
    public mutating func handle(_ result: ScanResult) -> Step {
        switch result {
        case .match:
            return .finish(.success)
        case .noMatch:
            failedAttempts += 1
            return failedAttempts < attemptsPerPrompt ? .scanAgain : .finish(.authenticationFailed)
        case .retry:
            retries += 1
            return retries <= maxRetries ? .scanAgain : .finish(.authenticationFailed)
        case .removed:
            return .finish(.biometryDisconnected)
        case .notEnrolled:
            return .finish(.biometryNotEnrolled)
        case .failed:
            return .finish(.biometryNotAvailable)
        case .cancelled(let reason):
            switch reason {
            case .requested(let name): return .finish(BiometricOutcome(named: name) ?? .appCancel)
            case .deviceRemoved: return .finish(.biometryDisconnected)
            case .timedOut: return .finish(.systemCancel)
            case .serviceGone: return .finish(.biometryNotAvailable)
            }
        }
    }
}
