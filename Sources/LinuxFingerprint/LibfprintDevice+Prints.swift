#if LinuxFingerprint
    import Biometrics
    import CFPrint
    import Foundation

    extension LibfprintDevice {
        /// Enrolls `finger` (as many scans as the device needs), reporting each stage and each unusable scan to
        /// `progress` (on the loop thread); returns the print.
        func enroll(
            finger: Finger? = nil, token: CancelToken, timeout: Duration,
            progress: (@Sendable (EnrollProgress.Event) -> Void)? = nil
        ) async -> Result<EnrolledPrint, LinuxFingerprintError> {
            let username = NSUserName()
            let result: Result<EnrolledPrint, LinuxFingerprintError> = await operation(token: token, timeout: timeout) {
                device, token, box in
                let template = fp_print_new(device)
                if let finger { fp_print_set_finger(template, FpFinger(UInt32(finger.rawValue))) }
                fp_print_set_username(template, username)
                let progressData = progress.map { Unmanaged.passRetained(ProgressBox($0)).toOpaque() }
                let onProgress: FpEnrollProgress = { _, completed, _, data, error in
                    let report = Unmanaged<ProgressBox>.fromOpaque(data!).takeUnretainedValue().report
                    if let error {
                        report(.retry(BiometricFeedback(libfprintRetry: Int(error.pointee.code)).rawValue))
                    } else {
                        report(.stagePassed(Int(completed)))
                    }
                }
                let release: GDestroyNotify = { data in Unmanaged<ProgressBox>.fromOpaque(data!).release() }
                fp_device_enroll(
                    device, template, token.cancellable, progressData == nil ? nil : onProgress, progressData,
                    progressData == nil ? nil : release,
                    { source, result, data in
                        let box = Unmanaged<OperationBox<Result<EnrolledPrint, LinuxFingerprintError>>>.fromOpaque(
                            data!
                        )
                        .takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>? = nil
                        let device = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: FpDevice.self)
                        if let print = fp_device_enroll_finish(device, result, &error) {
                            box.finish(.success(EnrolledPrint(taking: print)))
                        } else {
                            let info =
                                error.map(GErrorInfo.init(taking:))
                                ?? GErrorInfo(domain: "libfprint", code: -1, message: "enroll failed without an error")
                            box.finish(
                                .failure(.libfprint(domain: info.domain, code: info.code, message: info.message)))
                        }
                    }, box)
            } timedOut: {
                .failure(.timedOut(operation: "enrolling", seconds: timeout.seconds))
            }
            // The timeout cancels first: the driver's "cancelled" answer then means "timed out".
            if case .failure(.libfprint(let domain, let code, _)) = result,
                GErrorInfo(domain: domain, code: code, message: "").isCancelled, token.reason == .timedOut
            {
                return .failure(.timedOut(operation: "enrolling", seconds: timeout.seconds))
            }
            return result
        }

        /// One identify scan against `prints` (the driver must support identify): a match with any of them is
        /// `.match`. `started` runs on the loop thread once the driver has the call.
        func identify(
            _ prints: [EnrolledPrint], token: CancelToken, timeout: Duration, started: (@Sendable () -> Void)? = nil
        ) async -> ScanResult {
            let array = g_ptr_array_new()!
            for print in prints { g_ptr_array_add(array, UnsafeMutableRawPointer(print.pointer)) }
            let gallery = LoopConfined(array)
            let raw: RawVerify = await operation(token: token, timeout: timeout) { device, token, box in
                fp_device_identify(
                    device, gallery.pointer, token.cancellable, nil, nil, nil,
                    { source, result, data in
                        let box = Unmanaged<OperationBox<RawVerify>>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>? = nil
                        var match: OpaquePointer? = nil
                        let device = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: FpDevice.self)
                        if fp_device_identify_finish(device, result, &match, nil, &error) != 0 {
                            box.finish(match != nil ? .match : .noMatch)
                            if let match { g_object_unref(UnsafeMutableRawPointer(match)) }
                        } else {
                            box.finish(
                                .error(
                                    error.map(GErrorInfo.init(taking:))
                                        ?? GErrorInfo(
                                            domain: "libfprint", code: -1,
                                            message: "identify failed without an error")))
                        }
                    }, box)
                started?()
            } timedOut: {
                .timedOut
            }
            // The prints stay referenced until the gallery goes (on the loop thread, after libfprint is done).
            GLibMainLoopThread.shared.invoke {
                withExtendedLifetime(prints) { g_ptr_array_unref(gallery.pointer) }
            }
            return Self.scanResult(raw, token: token)
        }
    }

    /// The progress closure carried through libfprint's `progress_data`.
    final class ProgressBox: @unchecked Sendable {
        let report: @Sendable (EnrollProgress.Event) -> Void
        init(_ report: @escaping @Sendable (EnrollProgress.Event) -> Void) { self.report = report }
    }
#endif
