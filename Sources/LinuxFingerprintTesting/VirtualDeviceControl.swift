#if LinuxFingerprint
    import CFPrint
    import Foundation
    import LinuxFingerprint

    /// Drives libfprint's `virtual_device` driver through its control socket (the path in `FP_VIRTUAL_DEVICE`).
    ///
    /// One command per connection; the driver closes the connection once it has processed the command, which is
    /// the acknowledgement. Commands: `SCAN id`, `RETRY n`, `ERROR n`, `UNPLUG`, `SET_ENROLL_STAGES n`, `SLEEP ms`.
    ///
    /// ```swift
    /// let control = VirtualDeviceControl(socketPath: "/tmp/fp.sock")
    /// try control.send("SCAN alice")
    /// ```
    public struct VirtualDeviceControl: Sendable {
        /// The driver's socket.
        public var socketPath: String
        /// How long to wait for the socket to appear and for the driver to process a command. The default is a hang
        /// guard, far above any loaded machine's delay: a test's verdict never depends on how fast the driver is.
        public var timeout: Duration

        /// A controller for the socket at `socketPath`.
        public init(socketPath: String, timeout: Duration = .seconds(60)) {
            self.socketPath = socketPath
            self.timeout = timeout
        }

        /// Sends `command` and waits until the driver has processed it (it closes the connection).
        ///
        /// Waits up to `timeout` for the socket to appear (fprintd opens the device only when a client claims it).
        public func send(_ command: String) throws(LinuxFingerprintError) {
            let deadline = ContinuousClock.now + timeout
            var fd: Int32 = -1
            while true {
                fd = try connectOnce()
                if fd >= 0 { break }
                guard ContinuousClock.now < deadline else {
                    throw .deviceUnavailable(
                        "cannot connect to the virtual device at \(socketPath): \(String(cString: strerror(-fd))) "
                            + "after \(timeout) (is the device open with FP_VIRTUAL_DEVICE set?)")
                }
                usleep(500)
            }
            defer { close(fd) }
            var receiveTimeout = timeval(
                tv_sec: Int(timeout.components.seconds),
                tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &receiveTimeout, socklen_t(MemoryLayout<timeval>.size))
            let bytes = Array(command.utf8)
            guard write(fd, bytes, bytes.count) == bytes.count else {
                throw .deviceUnavailable("writing to \(socketPath): \(String(cString: strerror(errno)))")
            }
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count == 0 { return }
                if count < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
                        throw .timedOut(operation: "virtual device command '\(command)' (hung)", seconds: seconds)
                    }
                    // The driver closing with an error (ECONNRESET) still means it took the command.
                    return
                }
            }
        }

        /// A connected socket, or `-errno` when the socket is not there (yet).
        private func connectOnce() throws(LinuxFingerprintError) -> Int32 {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw .deviceUnavailable("socket(): \(String(cString: strerror(errno)))") }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let pathBytes = Array(socketPath.utf8)
            guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
                close(fd)
                throw .deviceUnavailable("socket path too long: \(socketPath)")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: pathBytes)
                raw[pathBytes.count] = 0
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if connected == 0 { return fd }
            let failure = errno
            close(fd)
            return -failure
        }

        /// Sends each command in order.
        public func send(_ commands: [String]) throws(LinuxFingerprintError) {
            for command in commands { try send(command) }
        }

        /// Sends each command in order from a thread of its own, for async callers: ``send(_:)-(String)`` blocks
        /// while it waits for the socket, and a blocked thread of the concurrency pool (two threads on a
        /// two-core machine) can starve the very task that would open the device (fprintd's `Claim`, say).
        public func deliver(_ commands: [String]) async throws(LinuxFingerprintError) {
            let result: Result<Void, LinuxFingerprintError> = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    do throws(LinuxFingerprintError) {
                        try send(commands)
                        continuation.resume(returning: .success(()))
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }
            }
            try result.get()
        }

        /// Whether `command` answers a scan (`SCAN`, `RETRY`, `ERROR`), rather than being run as it arrives.
        ///
        /// The driver runs a command that arrives while a scan is finishing against that finished scan, so a test
        /// that feeds a running scan sends each of these only once the scan it answers has started
        /// (``LinuxFingerprint/LibfprintSensor/scanStarts()``, or `lockharness`'s "touch the reader" line).
        public static func answersAScan(_ command: String) -> Bool {
            ["SCAN ", "RETRY ", "ERROR "].contains { command.hasPrefix($0) }
        }

        /// ``deliver(_:)-([String])`` for one command.
        public func deliver(_ command: String) async throws(LinuxFingerprintError) {
            try await deliver([command])
        }
    }
#endif
