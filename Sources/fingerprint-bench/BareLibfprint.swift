#if LinuxFingerprint
    import CFPrint
    import Foundation
    import LinuxFingerprint

    /// libfprint called as a C program calls it: one thread, `fp_device_*_sync` calls that iterate GLib's default
    /// context themselves. The baseline the ``LibfprintSensor`` round trip is compared with.
    ///
    /// Must run before anything starts the adapter's GLib loop thread: after that, the loop thread owns the
    /// default context for the rest of the process and a second iterator would deadlock.
    enum BareLibfprint {
        struct Failure: Error, CustomStringConvertible {
            let description: String
        }

        /// `rounds` verify round trips (`SCAN` queued and acknowledged, then `fp_device_verify_sync` timed).
        static func verify(rounds: Int, socket: String) throws -> [Duration] {
            setenv("FP_VIRTUAL_DEVICE", socket, 1)
            let context = fp_context_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            let devices = fp_context_get_devices(context)!
            var found: UnsafeMutablePointer<FpDevice>?
            for index in 0..<Int(devices.pointee.len) {
                let candidate = devices.pointee.pdata[index]!.assumingMemoryBound(to: FpDevice.self)
                if String(cString: fp_device_get_driver(candidate)) == "virtual_device" { found = candidate }
            }
            guard let device = found else { throw Failure(description: "no virtual_device (FP_VIRTUAL_DEVICE)") }
            var error: UnsafeMutablePointer<GError>? = nil
            guard fp_device_open_sync(device, nil, &error) != 0 else { throw failure("open", error) }
            defer { _ = fp_device_close_sync(device, nil, nil) }
            try command("SET_ENROLL_STAGES 1", socket: socket)
            try command("SCAN bench", socket: socket)
            guard let enrolled = fp_device_enroll_sync(device, fp_print_new(device), nil, nil, nil, &error) else {
                throw failure("enroll", error)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(enrolled)) }
            var samples: [Duration] = []
            samples.reserveCapacity(rounds)
            for _ in 0..<rounds {
                try command("SCAN bench", socket: socket)
                var match: gboolean = 0
                let start = ContinuousClock.now
                let ok = fp_device_verify_sync(device, enrolled, nil, nil, nil, &match, nil, &error)
                samples.append(ContinuousClock.now - start)
                guard ok != 0, match != 0 else { throw failure("verify", error) }
            }
            return samples
        }

        /// Sends one virtual_device command and iterates the default context until the driver has processed it
        /// (it closes the connection), as ``LinuxFingerprintTesting/VirtualDeviceControl`` waits for.
        static func command(_ text: String, socket path: String) throws {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(description: "socket(): \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: Array(path.utf8))
                raw[path.utf8.count] = 0
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard connected == 0 else {
                throw Failure(description: "connect \(path): \(String(cString: strerror(errno)))")
            }
            let bytes = Array(text.utf8)
            guard write(fd, bytes, bytes.count) == bytes.count else { throw Failure(description: "write \(path)") }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let deadline = ContinuousClock.now + .seconds(5)
            var buffer = [UInt8](repeating: 0, count: 64)
            while ContinuousClock.now < deadline {
                let count = read(fd, &buffer, buffer.count)
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { return }
                g_main_context_iteration(nil, 1)
            }
            throw Failure(description: "virtual device did not take '\(text)' within 5 s")
        }

        static func failure(_ what: String, _ error: UnsafeMutablePointer<GError>?) -> Failure {
            defer { if let error { g_error_free(error) } }
            return Failure(description: "\(what): " + (error.map { String(cString: $0.pointee.message) } ?? "failed"))
        }
    }
#endif
