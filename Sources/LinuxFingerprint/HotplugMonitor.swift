import Foundation

#if LinuxFingerprint
    import CUdev
#endif

/// Watches udev for USB devices being plugged in and out and publishes them as an `AsyncStream`.
///
/// ```swift
/// let monitor = try HotplugMonitor.start(catalog: .fallback)
/// for await event in monitor.events where event.device.classification.isReader { print(event) }
/// ```
/// Events are read on a dedicated thread blocked in `poll()`; `stop()` (or dropping the stream) ends it.
public final class HotplugMonitor: Sendable {
    /// The events, in the order udev delivered them; finishes after `stop()`.
    public let events: AsyncStream<HotplugEvent>
    private let stopper: Stopper

    private init(events: AsyncStream<HotplugEvent>, stopper: Stopper) {
        self.events = events
        self.stopper = stopper
    }

    /// Starts listening now: events that happen after this returns are delivered.
    public static func start(catalog: ReaderCatalog) throws(LinuxFingerprintError) -> HotplugMonitor {
        #if LinuxFingerprint
            let udev = try Udev()
            let monitor = try udev.monitor()
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else {
                udev_monitor_unref(monitor)
                throw .monitorUnavailable("pipe() failed: \(Udev.errnoText())")
            }
            let (stream, continuation) = AsyncStream<HotplugEvent>.makeStream(bufferingPolicy: .bufferingNewest(1024))
            let stopper = Stopper(writeEnd: fds[1])
            continuation.onTermination = { [stopper] _ in stopper.stop() }
            let context = LoopConfined((udev, monitor))
            let readEnd = fds[0]
            let thread = Thread {
                Self.readLoop(
                    udev: context.pointer.0, monitor: context.pointer.1, stopFD: readEnd, catalog: catalog,
                    continuation: continuation)
            }
            thread.name = "LinuxFingerprint.udev-monitor"
            thread.start()
            return HotplugMonitor(events: stream, stopper: stopper)
        #else
            throw .builtWithoutTrait
        #endif
    }

    /// Stops listening and finishes `events`.
    public func stop() { stopper.stop() }

    deinit { stopper.stop() }

    #if LinuxFingerprint
        private static func readLoop(
            udev: Udev, monitor: OpaquePointer, stopFD: Int32, catalog: ReaderCatalog,
            continuation: AsyncStream<HotplugEvent>.Continuation
        ) {
            var known: [String: FingerprintReader] = [:]
            if let present = try? udev.usbDevices(catalog: catalog) {
                for reader in present { known[reader.syspath] = reader }
            }
            let monitorFD = udev_monitor_get_fd(monitor)
            defer {
                udev_monitor_unref(monitor)
                close(stopFD)
                continuation.finish()
            }
            while true {
                var fds = [
                    pollfd(fd: monitorFD, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return
                }
                if fds[1].revents != 0 { return }
                guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
                guard let device = udev_monitor_receive_device(monitor) else { continue }
                let now = monotonicNanoseconds()
                let action = udev_device_get_action(device).map { String(cString: $0) } ?? ""
                let syspath = udev_device_get_syspath(device).map { String(cString: $0) } ?? ""
                let parsed = Udev.reader(from: device, catalog: catalog)
                udev_device_unref(device)
                let event: HotplugEvent?
                switch action {
                case "add":
                    if let parsed { known[syspath] = parsed }
                    event = parsed.map { HotplugEvent(action: .added, device: $0, receivedAtNanoseconds: now) }
                case "remove":
                    let reader = parsed ?? known[syspath]
                    known[syspath] = nil
                    event = reader.map { HotplugEvent(action: .removed, device: $0, receivedAtNanoseconds: now) }
                default:
                    let reader = parsed ?? known[syspath]
                    event = reader.map { HotplugEvent(action: .changed, device: $0, receivedAtNanoseconds: now) }
                }
                if let event { continuation.yield(event) }
            }
        }
    #endif
}

/// Wakes the monitor thread's `poll()` through a pipe, once.
private final class Stopper: @unchecked Sendable {
    private let lock = NSLock()
    private var writeEnd: Int32?

    init(writeEnd: Int32?) { self.writeEnd = writeEnd }

    func stop() {
        lock.lock()
        let fd = writeEnd
        writeEnd = nil
        lock.unlock()
        guard let fd else { return }
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
        close(fd)
    }
}
