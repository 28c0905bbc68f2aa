#if LinuxFingerprint
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting

    /// fprintd called with bare D-Bus calls on the same ``DBusConnection`` the sensor uses, with nothing around
    /// them (no capability checks, no attempt rules, no timers): the baseline ``FprintdSensor`` is compared with.
    enum BareFprintd {
        static let service = "net.reactivated.Fprint"
        static let device = "net.reactivated.Fprint.Device"

        /// `rounds` verify round trips: Claim, VerifyStart, SCAN, VerifyStatus, VerifyStop, Release.
        static func verify(rounds: Int, busAddress: String, control: VirtualDeviceControl) async throws -> [Duration] {
            let bus = try await DBusConnection.connect(address: busAddress).get()
            let path = try await bus.call(
                destination: service, path: "/net/reactivated/Fprint/Manager",
                interface: "net.reactivated.Fprint.Manager",
                method: "GetDefaultDevice", timeout: .seconds(5)
            ) { DBusConnection.string($0, at: 0) ?? "" }.get()
            let (statuses, continuation) = AsyncStream<String>.makeStream()
            let subscription = await bus.subscribe(
                sender: service, path: path, interface: device, member: "VerifyStatus"
            ) {
                continuation.yield(DBusConnection.string($0, at: 0) ?? "unknown")
            }
            defer { bus.unsubscribe(subscription) }
            var next = statuses.makeAsyncIterator()
            func call(_ method: String, _ strings: [String] = []) async throws {
                _ = try await bus.call(
                    destination: service, path: path, interface: device, method: method, strings: strings,
                    timeout: .seconds(5)
                ) { _ in () }.get()
            }
            var samples: [Duration] = []
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                try await call("Claim", [""])
                try await call("VerifyStart", ["any"])
                try control.send("SCAN bench")
                let status = await next.next()
                try await call("VerifyStop")
                try await call("Release")
                samples.append(ContinuousClock.now - start)
                guard status == "verify-match" else {
                    throw LinuxFingerprintError.deviceUnavailable("bare fprintd verify: \(status ?? "no status")")
                }
            }
            return samples
        }
    }
#endif
