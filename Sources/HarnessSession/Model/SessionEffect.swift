import Biometrics
import LockCore
import LockFlows

/// Something ``SessionModel`` asks its owner (``AppSession``) to do. Effects that have an answer are fed back
/// as a ``SessionEvent``; the owner decides nothing.
///
/// The password-reset call and the backend's controls are `indirect` (boxed): they are rare and large (a fault
/// request is 89 bytes), and every effect is copied into the model's buffer and through the session's agenda.
public enum SessionEffect: Sendable, Hashable {
    /// Call the ``PasscodeService``; answer with ``SessionEvent/serviceAnswered(_:_:)``.
    case service(ServiceCall)
    /// Put a biometric prompt for `cycle` on the sensor; its end comes back as
    /// ``SessionEvent/biometricAnswered(_:cycle:)``.
    case startPrompt(cycle: Int)
    /// End the sensor's prompt for `cycle` (LocalAuthentication's systemCancel); no answer.
    case cancelPrompt(cycle: Int)
    /// Change the simulated sensor.
    case changeSensor(SensorChange)
    /// The device was erased or its backup restored onto another device: empty the secure store of every item that
    /// does not come along (the model's items are all `…ThisDeviceOnly`, so none does) and enroll the sensor
    /// again. No answer; the ``SessionEffect/service(_:)`` call that reloads local state follows.
    case replaceDevice(DeviceReplacement)
    /// Store the passcode attempt state in the secure store.
    case persistAttempts(PasscodeAttemptState)
    /// Fire `timer` after `delay` on the timeline.
    case schedule(ModelTimer, after: Duration)
    /// Drop every pending timer (the process ended).
    case cancelAllTimers
    /// Call the password-reset API; answer with ``SessionEvent/passwordResetAnswered(_:)``.
    indirect case passwordReset(PasswordResetCall)
    /// Make the backend's next calls to a route misbehave.
    indirect case injectFault(InjectFaultRequest)
    /// Fail the phone's next `count` calls to an endpoint as offline.
    indirect case goOffline(APIEndpoint, count: Int)
    /// Deliver answers from `endpoint` after `latency`.
    indirect case setLatency(APIEndpoint, Duration)
    /// A line for the trace (formatted only when a trace is recorded).
    case note(SessionNote)
}
