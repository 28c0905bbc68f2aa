/// A sensor that also answers its capability and the passcode notice at once, without suspending (its state sits
/// behind a lock, not in an actor): the harness's session sensor. ``PasscodeService`` uses these to make its sensor
/// calls synchronously when it can, so a simulated session performs them without an `async` hop.
public protocol SynchronousBiometricSensor: BiometricSensor {
    /// What ``BiometricSensor/capability()`` reports, now.
    func currentCapability() -> BiometricCapability
    /// ``BiometricSensor/passcodeAuthenticated()``, now.
    func passcodeAuthenticatedNow()
}

extension SynchronousBiometricSensor {
    /// This sensor.
    public var synchronousSensor: (any SynchronousBiometricSensor)? { self }
}
