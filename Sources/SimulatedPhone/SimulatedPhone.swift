import Biometrics
import LockCore
import Synchronization

/// The process-wide simulated phone the framework shims (`LocalAuthentication`, `Security`) talk to.
///
/// App code owns singletons and creates `LAContext()` anywhere, so the device cannot be passed in: it is
/// ``current``, which the harness or a test configures and resets between cases. The rules live in the value
/// ``SimulatedPhoneState``; this class only holds it behind a lock and runs the replies of prompts, always
/// outside the lock (a reply may call back into the phone).
///
/// ```swift
/// SimulatedPhone.current.reset(to: profile)                    // a fresh device, empty keychain
/// SimulatedPhone.current.update { $0.biometrics.enqueue([.noMatch, .noMatch]) }
/// SimulatedPhone.current.update { $0.changeEnrollment() }      // a finger added
/// SimulatedPhone.current.state.prompts.count                   // prompts shown so far
/// ```
public final class SimulatedPhone: Sendable {
    /// A reply waiting for a held prompt.
    public typealias Reply = @Sendable (AuthenticationResult) -> Void

    private struct Storage: Sendable {
        var state: SimulatedPhoneState
        var waiting: [Int: Reply] = [:]
    }

    /// The phone the shims use.
    public static let current = SimulatedPhone()

    private let storage: Mutex<Storage>

    /// A phone in `state` (default: an iPhone with Face ID, enrolled and matching, passcode set).
    public init(_ state: SimulatedPhoneState = SimulatedPhoneState(profile: SimulatedPhoneState.faceIDProfile)) {
        storage = Mutex(Storage(state: state))
    }

    /// A copy of the phone's state now.
    public var state: SimulatedPhoneState { storage.withLock { $0.state } }

    /// Replaces the phone with a fresh one built from `profile` at `clock` (empty keychain, no prompt); a held
    /// prompt's reply gets `systemCancel`.
    public func reset(
        to profile: DeviceProfile = SimulatedPhoneState.faceIDProfile, clock: VirtualClock = VirtualClock()
    ) {
        reset(to: SimulatedPhoneState(profile: profile, clock: clock))
    }

    /// Replaces the phone's whole state; a held prompt's reply gets `systemCancel`.
    public func reset(to state: SimulatedPhoneState) {
        update { $0 = state }
    }

    /// Changes the phone (lock, unlock, reboot, enrollment, passcode, script, clock...) and returns what
    /// `change` returns. A held prompt that the change removed (reboot, relaunch) is answered `systemCancel`.
    @discardableResult
    public func update<T: Sendable>(_ change: (inout SimulatedPhoneState) -> T) -> T {
        let (value, orphans) = storage.withLock { storage in
            let value = change(&storage.state)
            return (value, Self.takeOrphans(&storage))
        }
        for reply in orphans { reply(.failed(.systemCancel)) }
        return value
    }

    /// Authenticates for `request`; `reply` runs once with the result, before this returns unless the prompt is
    /// held (``PromptMode/held``), in which case the ticket of the held prompt is returned.
    @discardableResult
    public func authenticate(_ request: AuthenticationRequest, reply: @escaping Reply) -> Int? {
        let (step, orphans) = storage.withLock { storage in
            let step = storage.state.authenticate(request)
            if case .held(let ticket) = step { storage.waiting[ticket] = reply }
            return (step, Self.takeOrphans(&storage))
        }
        for orphan in orphans { orphan(.failed(.systemCancel)) }
        switch step {
        case .finished(let result):
            reply(result)
            return nil
        case .held(let ticket):
            return ticket
        }
    }

    /// Answers the held prompt with the sensor's script and matching mode; returns whether one was held.
    @discardableResult
    public func answerHeldPrompt() -> Bool {
        let answered = storage.withLock { storage -> (Reply?, AuthenticationResult)? in
            guard let (ticket, result) = storage.state.answerHeldPrompt() else { return nil }
            return (storage.waiting.removeValue(forKey: ticket), result)
        }
        guard let (reply, result) = answered else { return false }
        reply?(result)
        return true
    }

    /// Answers the held prompt with `sensor`, a reader outside the simulation (with the `LinuxFingerprint` trait, a
    /// libfprint or fprintd reader): shows it one prompt with the held request's reason and ends the held prompt
    /// with its outcome. Returns whether a prompt was held and still is when the reader answers (a prompt canceled
    /// meanwhile, by the app or by going to the background, keeps its cancel).
    ///
    /// ```swift
    /// SimulatedPhone.current.update { $0.promptMode = .held }
    /// async let unlocked = LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
    /// _ = await SimulatedPhone.current.answerHeldPrompt(using: libfprintSensor)   // a finger on the reader
    /// ```
    @discardableResult
    public func answerHeldPrompt(using sensor: any BiometricSensor) async -> Bool {
        guard let held = storage.withLock({ $0.state.heldPrompt }) else { return false }
        let outcome = await sensor.evaluate(reason: held.request.reason)
        let answered = storage.withLock { storage -> (Reply?, AuthenticationResult)? in
            guard let (ticket, result) = storage.state.answerHeldPrompt(readerOutcome: outcome, ticket: held.ticket)
            else { return nil }
            return (storage.waiting.removeValue(forKey: ticket), result)
        }
        guard let (reply, result) = answered else { return false }
        reply?(result)
        return true
    }

    /// Ends the held prompt (only if its ticket is `ticket`, when given) with `outcome`; returns whether one was.
    @discardableResult
    public func cancelHeldPrompt(with outcome: BiometricOutcome = .systemCancel, ticket: Int? = nil) -> Bool {
        let canceled = storage.withLock { storage -> (Reply?, AuthenticationResult)? in
            guard let (ticket, result) = storage.state.cancelHeldPrompt(with: outcome, ticket: ticket) else {
                return nil
            }
            return (storage.waiting.removeValue(forKey: ticket), result)
        }
        guard let (reply, result) = canceled else { return false }
        reply?(result)
        return true
    }

    /// Replies waiting for a prompt that is no longer held.
    private static func takeOrphans(_ storage: inout Storage) -> [Reply] {
        let held = storage.state.heldPrompt?.ticket
        let orphaned = storage.waiting.keys.filter { $0 != held }
        return orphaned.compactMap { storage.waiting.removeValue(forKey: $0) }
    }
}
