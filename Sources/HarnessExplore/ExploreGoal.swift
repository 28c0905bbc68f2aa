import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// A state the user must always be able to get back to, which the liveness check (``ExploreLiveness``) searches
/// for from the states the explorer reaches.
///
/// ```swift
/// ExploreGoal.passcodeEnabled.isReached(by: snapshot)   // logged in with the lock on
/// ExploreGoal(rawValue: "unlocked-home")                 // .unlockedHome
/// ```
public enum ExploreGoal: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The home screen on top, unlocked.
    case unlockedHome = "unlocked-home"
    /// Logged in with the passcode lock on.
    case passcodeEnabled = "passcode-enabled"
    /// Logged in with the passcode lock off.
    case passcodeDisabled = "passcode-disabled"
    /// Logged in.
    case loggedIn = "logged-in"

    /// Whether `snapshot` is a state where the goal holds.
    public func isReached(by snapshot: SessionSnapshot) -> Bool {
        switch self {
        case .unlockedHome: return snapshot.screen == "home" && !snapshot.locked
        case .passcodeEnabled: return snapshot.loggedIn && snapshot.passcodeEnabled
        case .passcodeDisabled: return snapshot.loggedIn && !snapshot.passcodeEnabled
        case .loggedIn: return snapshot.loggedIn
        }
    }

    /// What the goal means, in words (for reports).
    public var summary: String {
        switch self {
        case .unlockedHome: return "the home screen, unlocked"
        case .passcodeEnabled: return "logged in with the passcode on"
        case .passcodeDisabled: return "logged in with the passcode off"
        case .loggedIn: return "logged in"
        }
    }

    /// The invariant name a dead end for this goal is reported under: `dead-end-<goal>`.
    public var invariantName: String { "dead-end-\(rawValue)" }

    /// The goal a `dead-end-<goal>` invariant name stands for, if it is one.
    public init?(invariantName: String) {
        guard invariantName.hasPrefix("dead-end-") else { return nil }
        self.init(rawValue: String(invariantName.dropFirst("dead-end-".count)))
    }

    public static func < (lhs: ExploreGoal, rhs: ExploreGoal) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
