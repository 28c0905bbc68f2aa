#if LinuxFingerprint
    import Biometrics
    import Foundation
    import Harness
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import LockCore
    import Testing

    /// Hotplug inside a session: umockdev removes the very USB device the libfprint sensor has open (the one
    /// ``LibfprintSensor/usbDevice(catalog:)`` names, which ``LibfprintSensor/watchHotplug(catalog:)`` watches),
    /// and the lock screen follows through udev → monitor → sensor → ``AppSession`` with no step applied.
    /// In ``UdevDiscoveryTests`` because the umockdev test bed is process-global (that suite is serialized).
    extension UdevDiscoveryTests {
        static let virtualReader = "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-7"

        /// A catalog that says libfprint's `virtual_device` drives the test bed's `1d6b:f00d` USB device.
        static let virtualReaderCatalog = try! ReaderCatalog(
            parsing: "# Supported by libfprint driver virtual_device\nusb:v1D6BpF00D*\n ID_AUTOSUSPEND=1\n",
            source: "virtual reader test catalog")

        /// An enrolled virtual reader whose USB device is plugged in and watched.
        func watchedReader() async throws -> (UmockdevTestbed, LibfprintSensor, VirtualDeviceControl, ReaderWatch) {
            let bed = try bed()
            try HardwareSimulation.libfprint.require()
            try bed.add(file: "virtual-reader-1d6b-f00d.umockdev")
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            let device = try #require(sensor.usbDevice(catalog: Self.virtualReaderCatalog))
            #expect(device.syspath == Self.virtualReader)
            let watch = try #require(try sensor.watchHotplug(catalog: Self.virtualReaderCatalog))
            #expect(watch.device.syspath == device.syspath)
            return (bed, sensor, control, watch)
        }

        /// Waits, applying no step, until the session's lock screen shows what `condition` looks for (`what`); how
        /// soon is `fingerprint-bench`'s figure ("udev remove -> lock screen updated"), not a test's verdict.
        func waitForLockScreen(
            _ what: String, of session: AppSession, sourceLocation: SourceLocation = #_sourceLocation,
            _ condition: @escaping @Sendable (SessionSnapshot) -> Bool
        ) async throws {
            try await waitUntil("the lock screen \(what)", sourceLocation: sourceLocation) {
                condition(await session.snapshot())
            }
        }

        /// `run --real-reader libfprint`: a prompt is waiting for a finger when the reader is unplugged. The lock
        /// screen drops the biometric button and says `biometryDisconnected`, the prompt ends with it, and
        /// plugging the reader back brings the button back — all without a step being applied.
        @Test func unplugDuringAPromptEndsItAndHidesTheButtonReplugRestoresIt() async throws {
            let (bed, sensor, _, watch) = try await watchedReader()
            defer { watch.stop() }
            var policy = LockPolicy.hardened
            policy.localVerifier = .pbkdf2SHA256(rounds: 1000)
            let session = try await AppSession(
                SessionConfiguration(
                    policy: policy, deviceName: "linux-laptop-usb-reader",
                    device: SimulatedBiometricDevice(biometryType: .fingerprint), biometricEnabled: true),
                externalSensor: sensor)
            // Launch locks and prompts; no SCAN is queued, so the prompt waits for a finger.
            async let launched: Void = session.apply(.launch)
            try await waitForLockScreen("prompting at launch", of: session) { $0.prompt }
            var snapshot = await session.snapshot()
            #expect(snapshot.locked && snapshot.biometricButton && snapshot.biometricUnavailable == nil)

            bed.unplug(watch.device.syspath)
            try await waitForLockScreen("dropping the button on the udev remove", of: session) {
                !$0.biometricButton && $0.biometricUnavailable == "biometryDisconnected"
            }
            try await launched
            snapshot = await session.snapshot()
            #expect(snapshot.locked && !snapshot.prompt && snapshot.lastOutcome == "biometryDisconnected")
            #expect(!snapshot.biometricButton && snapshot.biometricUnavailable == "biometryDisconnected")

            try bed.add(file: "virtual-reader-1d6b-f00d.umockdev")
            try await waitForLockScreen("restoring the button on the udev add", of: session) {
                $0.biometricButton && $0.biometricUnavailable == nil
            }
        }

        /// `session --real-reader libfprint`: the unplug shows on the live session's lock screen between two typed
        /// steps (nothing is typed in between), and the replug restores it.
        @Test func unplugShowsOnALiveSessionBetweenStepsAndReplugRestoresIt() async throws {
            let (bed, sensor, control, watch) = try await watchedReader()
            defer { watch.stop() }
            let live = try await LiveSession(
                headerYAML: LiveSession.headerYAML(
                    device: "linux-laptop-usb-reader", policy: "hardened", passcode: "482916", biometricEnabled: true),
                catalog: try DeviceProfileCatalog.embedded(), externalSensor: sensor)
            try await control.deliver("SCAN mallory")
            _ = await live.handle("launch")
            #expect(await live.session.snapshot().biometricButton)

            bed.unplug(watch.device.syspath)
            try await waitForLockScreen("dropping the button on the udev remove", of: live.session) {
                !$0.biometricButton
            }
            let expectGone = await live.handle(
                "expect: {biometricButton: false, biometricUnavailable: biometryDisconnected}")
            #expect(await live.failedExpectations == 0, "\(expectGone)")
            _ = await live.handle("tap-biometric")
            #expect(await live.session.snapshot().promptCount == 1, "no prompt goes to an unplugged reader")

            try bed.add(file: "virtual-reader-1d6b-f00d.umockdev")
            try await waitForLockScreen("restoring the button on the udev add", of: live.session) { $0.biometricButton }
            let expectBack = await live.handle("expect: {biometricButton: true, biometricUnavailable: null}")
            #expect(await live.failedExpectations == 0, "\(expectBack)")
        }
    }
#endif
