/// Keeps a real reader sensor in step with udev while it is in use: a `remove` of the USB device the sensor has
/// open makes it unavailable (ending a prompt in flight), an `add` of it brings it back.
///
/// ```swift
/// let sensor = try await LibfprintSensor.open(printStore: store)
/// let watch = try sensor.watchHotplug(catalog: .fallback)   // nil: udev shows no USB device for this driver
/// defer { watch?.stop() }
/// ```
/// The sensor then reports the change through ``Biometrics/BiometricAvailabilityReporting/availabilityChanges()``,
/// which the session follows to update the lock screen.
public final class ReaderWatch: Sendable {
    /// The USB device being watched, as udev showed it when the watch started.
    public let device: FingerprintReader
    private let monitor: HotplugMonitor
    private let follower: Task<Void, Never>

    /// Watches `device`: starts a udev monitor and hands its events for `device` to `follow`.
    public init(
        device: FingerprintReader, catalog: ReaderCatalog,
        follow: (AsyncStream<HotplugEvent>, @escaping @Sendable (FingerprintReader) -> Bool) -> Task<Void, Never>
    ) throws(LinuxFingerprintError) {
        let monitor = try HotplugMonitor.start(catalog: catalog)
        let syspath = device.syspath
        self.device = device
        self.monitor = monitor
        self.follower = follow(monitor.events) { $0.syspath == syspath }
    }

    /// Stops watching.
    public func stop() {
        follower.cancel()
        monitor.stop()
    }

    deinit { stop() }

    /// The USB device udev shows for a reader libfprint drives with `driver`: the first (by syspath) that `catalog`
    /// says `driver` supports, or, with no driver, the first supported reader. libfprint and fprintd do not say
    /// which USB device they opened; a machine has one reader in practice.
    public static func usbDevice(driver: String?, catalog: ReaderCatalog) -> FingerprintReader? {
        let report = FingerprintDevices.scan(catalog: catalog)
        return report.devices.first { device in
            guard let supported = device.classification.driver else { return false }
            return driver == nil || supported == driver
        }
    }
}
