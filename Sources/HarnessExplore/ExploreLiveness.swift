import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// The liveness check: from states the explorer reaches, a breadth-first search over a small alphabet of
/// goal-relevant moves (``alphabet(for:)``) must still reach every ``ExploreGoal`` within ``depth`` moves. A state
/// from which one cannot be reached is a dead end, reported like a broken invariant named `dead-end-<goal>`.
///
/// ```swift
/// var options = ExploreOptions(seed: 42, runs: 200)
/// options.liveness = ExploreLiveness(depth: 8)          // nil: no liveness check
/// let report = try await Explorer(catalog: catalog).explore(options)
/// report.violations.first?.violation.invariant          // e.g. "dead-end-passcode-enabled"
/// ```
///
/// Which states are checked (``checkpoints``): the last state of every run, and, with
/// ``Checkpoints/goalChanges``, every state where being logged in or the lock being on changed. States already
/// proven live are remembered (``ExploreLivenessCache``), and a search that meets one stops: from there every goal
/// is known to be reachable.
public struct ExploreLiveness: Sendable, Hashable {
    /// Which states of a run are searched from (`--liveness-checkpoints`).
    public enum Checkpoints: String, NamedChoice {
        public static let kind = "checkpoints"

        /// Checked at every goal change unless `--liveness-checkpoints last` says otherwise.
        public static let defaultChoice = goalChanges

        /// The last state and every state where `loggedIn` or `passcodeEnabled` changed.
        case goalChanges = "changes"
        /// Only the last state of each run.
        case lastState = "last"

        public var summary: String {
            switch self {
            case .goalChanges: "the last state and every login or lock-on change"
            case .lastState: "the last state of each run"
            }
        }
    }

    /// The most moves the search takes from a checked state.
    public var depth: Int
    /// The goals every checked state must still reach.
    public var goals: [ExploreGoal]
    /// Which states are checked.
    public var checkpoints: Checkpoints

    /// The default depth, in moves: deep enough for the longest goal path from the explorer's states, plus one
    /// (logged out, not running, the local verifier gone: login, launch, lock now, reset by email, settings, toggle
    /// off, the PIN — seven moves).
    public static let defaultDepth = 8
    /// The allowed depths.
    public static let depthRange = 1...16

    /// A check to `depth` for `goals` at `checkpoints`.
    public init(
        depth: Int = defaultDepth, goals: [ExploreGoal] = ExploreGoal.allCases,
        checkpoints: Checkpoints = .defaultChoice
    ) {
        self.depth = depth
        self.goals = goals
        self.checkpoints = checkpoints
    }

    /// The moves the search tries, in order, each one step or a short fixed sequence, with concrete arguments for
    /// `setup`: the scene, time past the half-second returns and every timeout or delay, the known passcodes (the
    /// initial one and the one the explorer sets, once or twice as a set-passcode sheet asks), the lock screen's
    /// forgot flow, settings and its passcode toggle, logout and login; and three recoveries as single moves, so
    /// the depth needed stays small: "lock now" (background, an hour, foreground), "reset by email" (forgot, send
    /// the code, type it, the initial passcode twice) and "sync with the server" (log out and in again, from home
    /// or settings: the seed's next `/api/auth/me`, which turns on a lock set under `seed`). The sync is one move
    /// because ``ExploreStateKey`` leaves the server's account out: the login screen reached by logging out after
    /// a set and the one reached without it share a key, and the search would follow only the first.
    public static func alphabet(for setup: ExploreSetup) -> [[SessionInput]] {
        let pin = SessionInput.enterPIN(setup.passcode)
        let newPIN = SessionInput.enterPIN(ExploreGenerator.newPasscode)
        let singles: [SessionInput] = [
            .launch, .foreground, .background, .advance(.seconds(1)), .advance(.seconds(3600)), pin, newPIN,
            .enterEmailedResetCode, .forgotPasscode, .forgotAlert(.logout), .openSettings, .closeSettings,
            .togglePasscode(true), .togglePasscode(false), .cancelSheet, .logout, .login(email: nil, password: nil),
        ]
        return singles.map { [$0] } + [
            [pin, pin], [newPIN, newPIN], [.background, .advance(.seconds(3600)), .foreground],
            [.forgotPasscode, .forgotAlert(.sendResetEmail), .enterEmailedResetCode, pin, pin],
            [.logout, .login(email: nil, password: nil)],
            [.closeSettings, .logout, .login(email: nil, password: nil)],
        ]
    }

    /// Whether the state after a step is a checkpoint, given the state before it.
    public func isCheckpoint(before: SessionSnapshot, after: SessionSnapshot) -> Bool {
        switch checkpoints {
        case .lastState: return false
        case .goalChanges: return before.loggedIn != after.loggedIn || before.passcodeEnabled != after.passcodeEnabled
        }
    }
}
