import Biometrics
import LockCore

/// The device facts a keychain decision depends on, read at one instant.
public struct KeychainDeviceState: Sendable, Hashable {
    /// Now.
    public var now: ClockReading
    /// Whether the screen is locked.
    public var isLocked: Bool
    /// The last unlock, if any (compared with ``now``'s boot for "after first unlock").
    public var lastUnlock: ClockReading?
    /// Whether the device has a passcode.
    public var isPasscodeSet: Bool
    /// The enrolled set now, or `nil` when nothing is enrolled (or there is no sensor).
    public var enrollment: EnrollmentState?

    /// Device facts from their parts.
    public init(
        now: ClockReading, isLocked: Bool, lastUnlock: ClockReading?, isPasscodeSet: Bool,
        enrollment: EnrollmentState?
    ) {
        self.now = now
        self.isLocked = isLocked
        self.lastUnlock = lastUnlock
        self.isPasscodeSet = isPasscodeSet
        self.enrollment = enrollment
    }

    /// Whether the device was unlocked since it last booted.
    public var unlockedSinceBoot: Bool { lastUnlock?.boot == now.boot }

    /// Whether an item of `accessibility` can be read or written now.
    public func allows(_ accessibility: KeychainAccessibility) -> Bool {
        if accessibility.requiresPasscode, !isPasscodeSet { return false }
        if accessibility.requiresUnlockedDevice { return !isLocked }
        return unlockedSinceBoot
    }
}
