import Biometrics
import HarnessSession
import LockCore
import LockFlows

/// What the explorer learns from the steps applied so far, for invariants that need more than two snapshots:
/// the passcodes that may legitimately be set, the digits on the pad, when the app went to the background, the
/// lock cycle of the last biometric prompt, and every applied input.
public struct ExploreHistory: Sendable, Hashable {
    /// Every input applied so far (skipped ones excluded), in order.
    public private(set) var applied: [SessionInput] = []
    /// The initial passcode and every six digits typed on a set, change or reset screen (an over-approximation of
    /// the passcodes the account can have).
    public private(set) var knownPasscodes: Set<String>
    /// The digits on the top number pad, oldest first; `nil` where the explorer cannot know them.
    public private(set) var pad: [Character?] = []
    /// The clocks when the scene last entered the background phase, including a re-entry through `inactive`
    /// without becoming active (cleared on return to `active` and on termination).
    public private(set) var backgroundedAt: ClockReading?
    /// The clocks when the scene first entered the background since it was last `active`.
    public private(set) var firstBackgroundedAt: ClockReading?
    /// The lock cycle the most recent biometric prompt was started for.
    public private(set) var promptCycle: Int?

    /// An empty history for an account whose passcode is `passcode`.
    public init(passcode: String) { knownPasscodes = [passcode] }

    /// The digits an input types, or `nil` when it types none; an emailed reset code is six unknown digits.
    public static func typedDigits(_ input: SessionInput) -> [Character?]? {
        switch input {
        case .digit(let digit): return [digit]
        case .enterPIN(let pin): return pin.map { $0 }
        case .enterEmailedResetCode: return Array(repeating: nil, count: 6)
        default: return nil
        }
    }

    static let passcodeScreens: Set<String> = ["set-passcode", "change-passcode", "reset-passcode"]

    /// Learns from one applied step.
    public mutating func record(_ step: ExploreTransition) {
        applied.append(step.input)
        let digits = Self.typedDigits(step.input)
        if let digits, Self.passcodeScreens.contains(step.before.screen) {
            var buffer = pad + digits
            while buffer.count >= 6 {
                let chunk = buffer.prefix(6).compactMap { $0 }
                if chunk.count == 6 { knownPasscodes.insert(String(chunk)) }
                buffer.removeFirst(6)
            }
        }
        updatePad(step, digits: digits)
        if step.after.screen == "not-running" {
            backgroundedAt = nil
            firstBackgroundedAt = nil
            promptCycle = nil
            return
        }
        if step.after.phase == "background" && (step.before.phase != "background" || step.input == .background) {
            backgroundedAt = step.clockAfter
            if firstBackgroundedAt == nil { firstBackgroundedAt = step.clockAfter }
        } else if step.after.phase == "active" || step.returnedToForeground {
            backgroundedAt = nil
            firstBackgroundedAt = nil
        }
        if step.after.promptCount > step.before.promptCount { promptCycle = step.after.lockCycle }
    }

    private mutating func updatePad(_ step: ExploreTransition, digits: [Character?]?) {
        let dots = step.after.dots
        var next: [Character?]?
        if step.after.screen == step.before.screen {
            if let digits {
                next = pad + digits
            } else if step.input == .delete {
                next = Array(pad.dropLast())
            } else if dots == pad.count {
                next = pad
            }
        }
        if let next, next.count >= dots {
            pad = Array(next.suffix(dots))
        } else {
            pad = Array(repeating: nil, count: dots)
        }
    }
}
