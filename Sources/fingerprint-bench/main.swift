// fingerprint-bench: prints latencies of the Linux fingerprint adapters; asserts nothing.
//
//   swift build -c release --traits LinuxFingerprint --product fingerprint-bench
//   umockdev-wrapper .build/release/fingerprint-bench
//
// Targets: udev remove -> sensor unavailable under 10 ms; a verify round trip under 5 ms per adapter.
import Biometrics
import Foundation
import LinuxFingerprint
import LinuxFingerprintTesting

#if LinuxFingerprint
    import CFPrint
    import CUmockdev

    /// Median and 95th percentile of `samples`, in milliseconds.
    func summary(_ samples: [Duration]) -> String {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return "no samples" }
        func ms(_ d: Duration) -> String {
            String(format: "%.3f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
        }
        return
            "median \(ms(sorted[sorted.count / 2])), p95 \(ms(sorted[min(sorted.count - 1, sorted.count * 95 / 100)])), n=\(sorted.count)"
    }

    func temporarySocket(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fp-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    func libfprintVerify(rounds: Int) async throws {
        let socket = temporarySocket("virtual.sock")
        let sensor = try await LibfprintSensor.open(
            driver: "virtual_device", virtualDeviceSocket: socket,
            configuration: .init(attempts: VerifyAttempts(attemptsPerPrompt: 1)))
        let control = VirtualDeviceControl(socketPath: socket)
        try control.send("SET_ENROLL_STAGES 1")
        try control.send("SCAN bench")
        try await sensor.enroll()
        var samples: [Duration] = []
        for _ in 0..<rounds {
            try control.send("SCAN bench")
            let start = ContinuousClock.now
            let outcome = await sensor.evaluate(reason: "bench")
            samples.append(ContinuousClock.now - start)
            guard outcome == .success else { throw LinuxFingerprintError.deviceUnavailable("unexpected \(outcome)") }
        }
        print("libfprint verify round trip (SCAN queued, evaluate -> success): \(summary(samples))  [target < 5 ms]")
    }

    func fprintdVerify(rounds: Int) async throws {
        let bed = try FprintdTestBed.start()
        defer { bed.stop() }
        let sensor = try await FprintdSensor.connect(
            busAddress: bed.busAddress, configuration: .init(attempts: VerifyAttempts(attemptsPerPrompt: 1)))
        let control = VirtualDeviceControl(socketPath: bed.virtualDeviceSocket)
        async let enrolled = sensor.enroll()
        for _ in 0..<5 { try control.send("SCAN bench") }
        _ = try await enrolled
        var samples: [Duration] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            async let outcome = sensor.evaluate(reason: "bench")
            try control.send("SCAN bench")
            let result = await outcome
            samples.append(ContinuousClock.now - start)
            guard result == .success else { throw LinuxFingerprintError.deviceUnavailable("unexpected \(result)") }
        }
        print(
            "fprintd verify round trip (Claim, VerifyStart, SCAN, VerifyStatus, VerifyStop, Release): \(summary(samples))  [target < 5 ms]"
        )
    }

    func removeLatency(rounds: Int) async throws {
        guard (ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "").contains("libumockdev-preload") else {
            print("udev remove -> unavailable: skipped (run under umockdev-wrapper)")
            return
        }
        let testbed = UnsafeMutablePointer<UMockdevTestbed>(umockdev_testbed_new())
        let syspath = "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-3"
        let description = """
            P: /devices/pci0000:00/0000:00:14.0/usb1/1-3
            E: DEVTYPE=usb_device
            E: SUBSYSTEM=usb
            E: PRODUCT=27c6/5840/100
            A: idVendor=27c6
            A: idProduct=5840

            """
        func add() throws {
            var error: UnsafeMutablePointer<GError>? = nil
            guard umockdev_testbed_add_from_string(testbed, description, &error) != 0 else {
                throw LinuxFingerprintError.malformedDeviceDescription("umockdev rejected the bench device")
            }
        }
        try add()
        let socket = temporarySocket("remove.sock")
        let sensor = try await LibfprintSensor.open(driver: "virtual_device", virtualDeviceSocket: socket)
        let control = VirtualDeviceControl(socketPath: socket)
        try control.send("SET_ENROLL_STAGES 1")
        try control.send("SCAN bench")
        try await sensor.enroll()
        let monitor = try HotplugMonitor.start(catalog: .fallback)
        let follower = sensor.follow(monitor.events) { $0.id == USBDeviceID(vendor: 0x27c6, product: 0x5840) }
        var samples: [Duration] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            umockdev_testbed_uevent(testbed, syspath, "remove")
            while await sensor.capability().unavailableReason != .biometryDisconnected {
                if ContinuousClock.now - start > .seconds(5) {
                    throw LinuxFingerprintError.timedOut(operation: "remove", seconds: 5)
                }
                await Task.yield()
            }
            samples.append(ContinuousClock.now - start)
            umockdev_testbed_uevent(testbed, syspath, "add")
            while await !sensor.capability().canEvaluate {
                if ContinuousClock.now - start > .seconds(5) {
                    throw LinuxFingerprintError.timedOut(operation: "add", seconds: 5)
                }
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        follower.cancel()
        monitor.stop()
        print("udev remove event -> sensor reports biometryDisconnected: \(summary(samples))  [target < 10 ms]")
    }

    do {
        try await removeLatency(rounds: 50)
        try await libfprintVerify(rounds: 100)
        if FprintdTestBed.missingPrograms().isEmpty {
            try await fprintdVerify(rounds: 30)
        } else {
            print("fprintd verify: skipped (missing \(FprintdTestBed.missingPrograms().joined(separator: ", ")))")
        }
    } catch {
        print("fingerprint-bench: \(error)")
        exit(1)
    }
#else
    print("fingerprint-bench: \(LinuxFingerprintError.builtWithoutTrait)")
#endif
