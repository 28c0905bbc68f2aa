#if LinuxFingerprint
    import Biometrics
    import CFPrint
    import Foundation

    /// One opened libfprint device. Every C call happens on ``GLibMainLoopThread``; results come back through
    /// continuations that a timeout also resolves, so no call can hang its caller.
    final class LibfprintDevice: @unchecked Sendable {
        private let context: UnsafeMutablePointer<FpContext>
        private let device: UnsafeMutablePointer<FpDevice>
        /// `fp_device_get_driver`.
        let driver: String
        /// `fp_device_get_name`.
        let name: String
        /// `fp_device_get_nr_enroll_stages`.
        let enrollStages: Int
        /// `fp_device_get_device_id` (`0` for the virtual drivers, the USB path for real readers).
        let deviceID: String
        /// Whether the driver can match one scan against several prints (`FP_DEVICE_FEATURE_IDENTIFY`).
        let supportsIdentify: Bool

        private init(context: UnsafeMutablePointer<FpContext>, device: UnsafeMutablePointer<FpDevice>) {
            self.context = context
            self.device = device
            driver = String(cString: fp_device_get_driver(device))
            name = String(cString: fp_device_get_name(device))
            enrollStages = Int(fp_device_get_nr_enroll_stages(device))
            deviceID = fp_device_get_device_id(device).map { String(cString: $0) } ?? ""
            supportsIdentify = fp_device_has_feature(device, FP_DEVICE_FEATURE_IDENTIFY) != 0
        }

        /// `driver/deviceID`, as `lockharness enroll --device` takes it and the print store names files.
        var reader: String { "\(driver)/\(deviceID)" }

        /// Whether `selector` (`driver/id`, an id or a driver name) names the device `driver`/`id`.
        static func matches(_ selector: String, driver: String, id: String) -> Bool {
            selector == "\(driver)/\(id)" || selector == id || selector == driver
        }

        deinit {
            let context = LoopConfined((self.context, self.device))
            GLibMainLoopThread.shared.invoke {
                let (fpContext, device) = context.pointer
                guard fp_device_is_open(device) != 0 else {
                    g_object_unref(device)
                    g_object_unref(fpContext)
                    return
                }
                // Close before the last reference goes, then drop both references in the callback.
                fp_device_close(
                    device, nil,
                    { source, result, data in
                        var error: UnsafeMutablePointer<GError>? = nil
                        _ = fp_device_close_finish(
                            UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: FpDevice.self), result, &error)
                        if let error { g_error_free(error) }
                        g_object_unref(source)
                        g_object_unref(data)
                    }, fpContext)
            }
        }

        /// Enumerates devices, picks the first (with `driver`, and matching the `device` selector, if given) and
        /// opens it. An unknown `device` is ``LinuxFingerprintError/unknownDevice(id:available:)``.
        static func open(
            driver wanted: String?, device selector: String? = nil, virtualDeviceSocket: String?, timeout: Duration
        ) async -> Result<LibfprintDevice, LinuxFingerprintError> {
            let found: Result<LibfprintDevice, LinuxFingerprintError> = await GLibMainLoopThread.shared.run {
                // libfprint reads FP_VIRTUAL_DEVICE while enumerating; the loop thread serializes concurrent opens.
                if let virtualDeviceSocket { setenv("FP_VIRTUAL_DEVICE", virtualDeviceSocket, 1) }
                let context = fp_context_new()!
                fp_context_enumerate(context)
                let devices = fp_context_get_devices(context)!
                var chosen: UnsafeMutablePointer<FpDevice>? = nil
                var available: [String] = []
                for index in 0..<Int(devices.pointee.len) {
                    let candidate = devices.pointee.pdata[index]!.assumingMemoryBound(to: FpDevice.self)
                    let driver = String(cString: fp_device_get_driver(candidate))
                    let id = fp_device_get_device_id(candidate).map { String(cString: $0) } ?? ""
                    available.append("\(driver)/\(id)")
                    guard chosen == nil, wanted == nil || driver == wanted else { continue }
                    if let selector, !matches(selector, driver: driver, id: id) { continue }
                    chosen = candidate
                }
                guard let chosen else {
                    g_object_unref(context)
                    if let selector { return .failure(.unknownDevice(id: selector, available: available)) }
                    return .failure(.noDevice(driver: wanted))
                }
                g_object_ref(chosen)
                return .success(LibfprintDevice(context: context, device: chosen))
            }
            guard case .success(let device) = found else { return found }
            let token = CancelToken()
            let opened: Result<Void, LinuxFingerprintError> = await device.operation(token: token, timeout: timeout) {
                device, token, box in
                fp_device_open(
                    device, token.cancellable,
                    { source, result, data in
                        let box = Unmanaged<OperationBox<Result<Void, LinuxFingerprintError>>>.fromOpaque(data!)
                            .takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>? = nil
                        if fp_device_open_finish(
                            UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: FpDevice.self), result, &error)
                            == 0, let error
                        {
                            let info = GErrorInfo(taking: error)
                            box.finish(
                                .failure(.libfprint(domain: info.domain, code: info.code, message: info.message)))
                        } else {
                            box.finish(.success(()))
                        }
                    }, box)
            } timedOut: {
                .failure(.timedOut(operation: "opening the reader", seconds: timeout.seconds))
            }
            return opened.map { device }
        }

        /// One verify scan against `print`; `started` runs on the loop thread once the driver has the call.
        func verify(
            _ print: EnrolledPrint, token: CancelToken, timeout: Duration, started: (@Sendable () -> Void)? = nil
        ) async -> ScanResult {
            let raw: RawVerify = await operation(token: token, timeout: timeout) { device, token, box in
                fp_device_verify(
                    device, print.pointer, token.cancellable, nil, nil, nil,
                    { source, result, data in
                        let box = Unmanaged<OperationBox<RawVerify>>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>? = nil
                        var match: gboolean = 0
                        let device = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: FpDevice.self)
                        if fp_device_verify_finish(device, result, &match, nil, &error) != 0 {
                            box.finish(match != 0 ? .match : .noMatch)
                        } else {
                            box.finish(
                                .error(
                                    error.map(GErrorInfo.init(taking:))
                                        ?? GErrorInfo(
                                            domain: "libfprint", code: -1, message: "verify failed without an error")))
                        }
                    }, box)
                started?()
            } timedOut: {
                .timedOut
            }
            return Self.scanResult(raw, token: token)
        }

        /// Maps what the callback saw onto a scan result (a cancellation carries the token's reason).
        static func scanResult(_ raw: RawVerify, token: CancelToken) -> ScanResult {
            switch raw {
            case .match: return .match
            case .noMatch: return .noMatch
            case .timedOut: return .cancelled(.timedOut)
            case .error(let info):
                if info.isCancelled { return .cancelled(token.reason ?? .timedOut) }
                return Self.scanResult(for: info)
            }
        }

        /// Maps a libfprint GError onto a scan result.
        static func scanResult(for info: GErrorInfo) -> ScanResult {
            switch info.domain {
            case "fp - device - retry - quark", "fp-device-retry-quark":
                return .retry(BiometricFeedback(libfprintRetry: info.code))
            case "fp - device - error - quark", "fp-device-error-quark":
                switch info.code {
                case Int(FP_DEVICE_ERROR_REMOVED.rawValue): return .removed
                case Int(FP_DEVICE_ERROR_DATA_NOT_FOUND.rawValue): return .notEnrolled
                default: return .failed(.libfprint(domain: info.domain, code: info.code, message: info.message))
                }
            default:
                return .failed(.libfprint(domain: info.domain, code: info.code, message: info.message))
            }
        }

        /// Starts `start` on the loop thread and waits for its callback, a cancellation or `timeout` (+1 s grace
        /// after cancelling, for drivers that never answer a cancellation).
        func operation<T: Sendable>(
            token: CancelToken, timeout: Duration,
            _ start: @escaping @Sendable (UnsafeMutablePointer<FpDevice>, CancelToken, UnsafeMutableRawPointer) -> Void,
            timedOut: @escaping @Sendable () -> T
        ) async -> T {
            let device = LoopConfined(self.device)
            return await withCheckedContinuation { continuation in
                let box = OperationBox(OneShot(continuation))
                let shot = box.shot
                // A dispatch timer, not a Task: nothing is scheduled on the concurrency pool per operation, and the
                // timer is cancelled when the operation finishes. It cancels the operation after `timeout`, and
                // answers `timedOut()` a second later if libfprint never calls back (the loop thread is stuck).
                let timer = DispatchWorkItem {
                    guard !shot.isFinished else { return }
                    token.cancel(.timedOut)
                    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { shot.finish(timedOut()) }
                }
                box.timer = timer
                GLibMainLoopThread.shared.invoke {
                    start(device.pointer, token, Unmanaged.passRetained(box).toOpaque())
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds, execute: timer)
            }
        }

        /// A scan's result as the C callback saw it.
        enum RawVerify: Sendable {
            case match, noMatch, timedOut
            case error(GErrorInfo)
        }
    }

    /// The one-shot result slot handed to a C callback as `user_data`.
    final class OperationBox<T: Sendable>: @unchecked Sendable {
        let shot: OneShot<T>
        /// The operation's timeout, cancelled when it finishes (set before the operation starts).
        var timer: DispatchWorkItem?
        init(_ shot: OneShot<T>) { self.shot = shot }

        /// Delivers the operation's result (the first one wins) and cancels its timeout.
        func finish(_ value: T) {
            timer?.cancel()
            shot.finish(value)
        }
    }

    extension Array {
        subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
    }

    extension Duration {
        /// The duration in seconds, for messages.
        var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    }
#endif
