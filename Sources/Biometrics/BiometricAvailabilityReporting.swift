/// A sensor whose availability changes by itself — a USB reader unplugged and plugged back — and says so, so its
/// owner can update the lock screen as it happens instead of on the next prompt or scene change.
///
/// ```swift
/// for await capability in sensor.availabilityChanges() {
///     print(capability.unavailableReason?.rawValue ?? "available")  // biometryDisconnected, then available
/// }
/// ```
public protocol BiometricAvailabilityReporting: BiometricSensor {
    /// A new stream of the sensor's capability after each change of availability, from the call on; it ends when
    /// the consumer stops iterating (each call gets its own stream, so several owners can follow one sensor).
    func availabilityChanges() -> AsyncStream<BiometricCapability>
}
