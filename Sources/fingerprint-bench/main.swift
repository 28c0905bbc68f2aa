// fingerprint-bench: prints latencies of the Linux fingerprint adapters; asserts nothing.
//
//   swift build -c release --traits LinuxFingerprint --product fingerprint-bench
//   umockdev-wrapper .build/release/fingerprint-bench
//
// Targets: each adapter's verify round trip within 1.1x of the bare call (libfprint: fp_device_verify_sync from C;
// fprintd: the same D-Bus calls on a bare connection); udev remove -> lock screen updated under 1 ms.
import Biometrics
import Foundation
import Harness
import LinuxFingerprint
import LinuxFingerprintTesting
import LockCore

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment) {
case .run(let parsed):
    options = parsed
case .help:
    print(BenchOptions.usage)
    exit(0)
case .invalid(let problem):
    FileHandle.standardError.write(Data("fingerprint-bench: \(problem)\n\n\(BenchOptions.usage)\n".utf8))
    exit(2)
}

#if LinuxFingerprint
    import CFPrint
    import CUmockdev

    func median(_ samples: [Duration]) -> Double {
        let sorted = samples.sorted()
        let d = sorted[sorted.count / 2]
        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// `adapter / bare = 1.23x`, from the medians.
    func ratio(_ adapter: [Duration], _ bare: [Duration]) -> String {
        String(format: "%.2fx", median(adapter) / median(bare))
    }

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

    func libfprintVerify(rounds: Int) async throws -> [Duration] {
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
        return samples
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
        var bare: [Duration] = []
        // Alternate blocks of adapter and bare rounds on the same daemon, so load changes hit both.
        for _ in 0..<3 {
            bare += try await BareFprintd.verify(rounds: rounds / 3, busAddress: bed.busAddress, control: control)
            for _ in 0..<rounds / 3 {
                let start = ContinuousClock.now
                async let outcome = sensor.evaluate(reason: "bench")
                try control.send("SCAN bench")
                let result = await outcome
                samples.append(ContinuousClock.now - start)
                guard result == .success else { throw LinuxFingerprintError.deviceUnavailable("unexpected \(result)") }
            }
        }
        print("fprintd verify round trip (Claim, VerifyStart, SCAN, VerifyStatus, VerifyStop, Release):")
        print("  FprintdSensor.evaluate:      \(summary(samples))")
        print("  bare D-Bus calls:            \(summary(bare))")
        print("  adapter / bare:              \(ratio(samples, bare))  [target <= 1.1x]")
    }

    func removeLatency(rounds: Int) async throws {
        guard (ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "").contains("libumockdev-preload") else {
            print("udev remove -> lock screen updated: skipped (run under umockdev-wrapper)")
            return
        }
        let testbed = UnsafeMutablePointer<UMockdevTestbed>(umockdev_testbed_new())!
        let syspath = "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-7"
        let description = """
            P: /devices/pci0000:00/0000:00:14.0/usb1/1-7
            E: DEVTYPE=usb_device
            E: SUBSYSTEM=usb
            E: PRODUCT=1d6b/f00d/100
            A: idVendor=1d6b
            A: idProduct=f00d

            """
        var error: UnsafeMutablePointer<GError>? = nil
        guard umockdev_testbed_add_from_string(testbed, description, &error) != 0 else {
            throw LinuxFingerprintError.malformedDeviceDescription("umockdev rejected the bench device")
        }
        // The bench's catalog says libfprint's virtual_device drives that USB device, so the sensor watches it.
        let catalog = try ReaderCatalog(
            parsing: "# Supported by libfprint driver virtual_device\nusb:v1D6BpF00D*\n ID_AUTOSUSPEND=1\n",
            source: "bench")
        let socket = temporarySocket("remove.sock")
        // One attempt per prompt: the launch prompt's no-match ends it, instead of a second scan waiting out the
        // 30 s scan timeout for a finger that never comes.
        let sensor = try await LibfprintSensor.open(
            driver: "virtual_device", virtualDeviceSocket: socket,
            configuration: .init(attempts: VerifyAttempts(attemptsPerPrompt: 1)))
        let control = VirtualDeviceControl(socketPath: socket)
        try control.send("SET_ENROLL_STAGES 1")
        try control.send("SCAN bench")
        try await sensor.enroll()
        guard let watch = try sensor.watchHotplug(catalog: catalog) else {
            throw LinuxFingerprintError.deviceUnavailable("udev shows no device for the bench reader")
        }
        defer { watch.stop() }
        var policy = LockPolicy.hardened
        policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
        let session = try await AppSession(
            SessionConfiguration(
                policy: policy, deviceName: "linux-laptop-usb-reader",
                device: SimulatedBiometricDevice(biometryType: .fingerprint), biometricEnabled: true),
            externalSensor: sensor)
        try control.send("SCAN other")
        try await session.apply(.launch)  // locked, the prompt ends with a no-match: the button shows
        // Every prompt the bench makes ends with the outcome it expects, so one that waited out a scan timeout (a
        // second scan no finger answers) ends the run with an error instead of stalling a figure.
        let launchOutcome = await session.snapshot().lastOutcome
        guard launchOutcome == "authenticationFailed" else {
            throw LinuxFingerprintError.deviceUnavailable(
                "the launch prompt ended \(launchOutcome ?? "with no outcome"), not with the no-match")
        }
        var removed: [Duration] = []
        var added: [Duration] = []
        func waitFor(_ start: ContinuousClock.Instant, _ condition: (SessionSnapshot) -> Bool) async throws -> Duration
        {
            // A hang guard, far above any loaded run: the figure is the bench's output, never its verdict.
            while !condition(await session.snapshot()) {
                if ContinuousClock.now - start > .seconds(60) {
                    throw LinuxFingerprintError.timedOut(operation: "lock screen update (hung)", seconds: 60)
                }
                await Task.yield()
            }
            return ContinuousClock.now - start
        }
        guard await session.snapshot().biometricButton else {
            throw LinuxFingerprintError.deviceUnavailable("the lock screen shows no biometric button")
        }
        for _ in 0..<rounds {
            var start = UeventSender.send(testbed, syspath, "remove")
            removed.append(try await waitFor(start) { !$0.biometricButton })
            start = UeventSender.send(testbed, syspath, "add")
            added.append(try await waitFor(start) { $0.biometricButton })
        }
        print(
            "udev remove -> lock screen updated (button gone, biometryDisconnected): \(summary(removed))  [target < 1 ms]"
        )
        print("udev add -> lock screen restored (reader reopened):                    \(summary(added))")
    }

    do {
        let rounds = options.rounds
        // Plain C first: once the adapter's GLib thread runs, it owns the default context for good.
        let bare = try BareLibfprint.verify(rounds: rounds, socket: temporarySocket("bare.sock"))
        let adapter = try await libfprintVerify(rounds: rounds)
        print("libfprint verify round trip (SCAN queued on virtual_device, verify -> match):")
        print("  LibfprintSensor.evaluate:    \(summary(adapter))")
        print("  fp_device_verify_sync (C):   \(summary(bare))")
        print("  adapter / bare:              \(ratio(adapter, bare))  [target <= 1.1x]")
        fflush(nil)
        // Before fprintd: fprintd runs under umockdev's preload too, and once it exits umockdev cannot deliver
        // uevents to its closed monitor socket (it aborts).
        try await removeLatency(rounds: 50)
        fflush(nil)
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
