import Foundation

/// `lockharness enroll`'s work: enroll a finger on a libfprint reader into a ``PrintStore``, or through fprintd;
/// delete prints. Every step has a timeout; nothing is stored unless the whole print is.
///
/// ```swift
/// let stored = try await FingerprintEnrollment.enrollWithLibfprint(
///     finger: .rightIndex, device: nil, store: PrintStore(directory: PrintStore.defaultDirectory()),
///     timeout: .seconds(60)) { print($0) }
/// ```
public enum FingerprintEnrollment {
    /// Enrolls `finger` on the libfprint reader `device` (`driver/id`, an id or a driver; default: the first
    /// reader) and stores the print in `store`. A finger that already has a print on that reader is refused with
    /// ``LinuxFingerprintError/alreadyEnrolled(finger:reader:location:)`` before the reader is touched, unless
    /// `replacing` (then `say` is told the earlier print is replaced). `say` receives one line per stage.
    /// `timeout` bounds the whole enrollment, opening included.
    public static func enrollWithLibfprint(
        finger: Finger, device: String?, store: PrintStore, replacing: Bool = false, timeout: Duration,
        say: @escaping @Sendable (String) -> Void
    ) async throws(LinuxFingerprintError) -> StoredPrint {
        #if LinuxFingerprint
            // A store we would refuse later is refused before the user touches the reader.
            do { _ = try store.list() } catch { throw .printStore(error) }
            let start = ContinuousClock.now
            let opened = try await LibfprintDevice.open(
                driver: nil, device: device, virtualDeviceSocket: nil, timeout: min(timeout, .seconds(10))
            ).get()
            let earlier: StoredPrint?
            do {
                earlier = try store.prints(driver: opened.driver, deviceID: opened.deviceID).first {
                    $0.finger == finger
                }
            } catch {
                throw .printStore(error)
            }
            if let earlier {
                guard replacing else {
                    throw .alreadyEnrolled(finger: finger.name, reader: opened.reader, location: earlier.path)
                }
                say("replacing the earlier print of \(finger.name) on \(opened.reader) (\(earlier.path))")
            }
            let progress = ProgressPrinter(
                EnrollProgress(stages: opened.enrollStages, reader: opened.reader, finger: finger), say: say)
            progress.handle(.started)
            let remaining = timeout - (ContinuousClock.now - start)
            let result = await opened.enroll(
                finger: finger, token: CancelToken(), timeout: max(remaining, .milliseconds(1))
            ) { progress.handle($0) }
            let print: EnrolledPrint
            switch result {
            case .success(let enrolled):
                print = enrolled
            case .failure(.libfprint(_, let code, _)) where code == 256:  // FP_DEVICE_ERROR_REMOVED
                throw .deviceUnavailable(
                    "the reader \(opened.reader) was unplugged during enrollment; nothing was stored")
            case .failure(.timedOut):
                throw .timedOut(operation: "enrolling on \(opened.reader)", seconds: timeout.seconds)
            case .failure(let error):
                throw error
            }
            guard !print.serialized.isEmpty else {
                throw .libfprint(
                    domain: "fp_print_serialize", code: -1, message: "the new print could not be serialized")
            }
            let stored: StoredPrint
            do {
                stored = try store.write(
                    print.serialized, driver: opened.driver, deviceID: opened.deviceID, finger: finger)
            } catch {
                throw .printStore(error)
            }
            progress.handle(.completed)
            return stored
        #else
            throw .builtWithoutTrait
        #endif
    }

    /// Enrolls `finger` through fprintd on `device` (an object path or its last component; default: fprintd's
    /// default device) for the calling user; `busAddress` defaults to the system bus. Returns the device path.
    /// A finger fprintd already holds is refused, as for libfprint, unless `replacing`.
    public static func enrollWithFprintd(
        finger: Finger, device: String?, busAddress: String?, replacing: Bool = false, timeout: Duration,
        say: @escaping @Sendable (String) -> Void
    ) async throws(LinuxFingerprintError) -> String {
        #if LinuxFingerprint
            let sensor = try await FprintdSensor.connect(
                busAddress: busAddress, finger: finger.name, device: device,
                configuration: .init(callTimeout: min(timeout, .seconds(5)), enrollTimeout: timeout))
            let path = try await sensor.devicePath()
            if try await sensor.enrolledFingers(devicePath: path).contains(finger.name) {
                guard replacing else {
                    throw .alreadyEnrolled(finger: finger.name, reader: path, location: "kept by fprintd")
                }
                say("replacing the earlier print of \(finger.name) on \(path) (kept by fprintd)")
            }
            let progress = ProgressPrinter(
                EnrollProgress(stages: await sensor.enrollStages(devicePath: path), reader: path, finger: finger),
                say: say)
            progress.handle(.started)
            try await sensor.enroll { progress.handle($0) }
            progress.handle(.completed)
            return path
        #else
            throw .builtWithoutTrait
        #endif
    }

    /// Deletes `finger` (every finger when `nil`) of the calling user from fprintd's `device`; returns the fingers
    /// asked for.
    public static func deleteWithFprintd(finger: Finger?, device: String?, busAddress: String?)
        async throws(LinuxFingerprintError) -> [Finger]
    {
        #if LinuxFingerprint
            let sensor = try await FprintdSensor.connect(
                busAddress: busAddress, finger: (finger ?? .rightIndex).name, device: device)
            try await sensor.deleteEnrolledFinger(allFingers: finger == nil)
            let deleted = finger.map { [$0] } ?? Finger.allCases
            return deleted
        #else
            throw .builtWithoutTrait
        #endif
    }
}

/// Feeds enrollment events (from the loop thread) through one ``EnrollProgress`` and prints its lines in order.
final class ProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: EnrollProgress
    private let say: @Sendable (String) -> Void

    init(_ progress: EnrollProgress, say: @escaping @Sendable (String) -> Void) {
        self.progress = progress
        self.say = say
    }

    func handle(_ event: EnrollProgress.Event) {
        lock.lock()
        defer { lock.unlock() }
        for line in progress.handle(event) { say(line) }
    }
}
