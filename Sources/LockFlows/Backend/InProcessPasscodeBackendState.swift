import LockCore

/// Everything an ``InProcessPasscodeBackend`` holds, as a value: taken from one backend
/// (``InProcessPasscodeBackend/state``) it starts another in the same place
/// (``InProcessPasscodeBackend/init(clock:state:rules:)``), which is how the harness starts many sessions from one
/// account set up once.
public struct InProcessPasscodeBackendState: Sendable, Hashable {
    /// The account: verifier, lock on or off, timeout, pending reset code, guess and rate counters.
    var account = PasscodeServerAccount()
    /// The boot the pending reset code was issued in.
    var resetCodeBoot: BootID?
    /// Faults queued per route.
    var faults = FaultQueue()
    /// The fixed sequence reset codes come from, if replayable.
    var replayableCodes: SplitMix64?
    /// Every endpoint called, in order.
    var requestLog: [APIEndpoint] = []
    /// Reset codes "emailed" to the user, oldest first.
    var sentResetCodes: [String] = []
}
