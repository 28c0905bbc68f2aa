#if LinuxFingerprint
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// Enumeration, classification and hotplug through libudev against umockdev test beds built from
    /// `devices/udev/`. Needs `umockdev-wrapper`; serialized because the test bed is process-global.
    @Suite(.serialized, .enabled(if: HardwareSimulation.umockdev.runs, "\(HardwareSimulation.umockdev.reason)"))
    struct UdevDiscoveryTests {
        static let goodixmoc = "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-3"
        static let unsupported = "/sys/devices/pci0000:00/0000:00:14.0/usb1/1-9"

        func bed() throws -> UmockdevTestbed {
            try HardwareSimulation.umockdev.require()
            let bed = UmockdevTestbed.shared
            bed.clear()
            return bed
        }

        /// A cleared test bed with the Goodix reader plugged in and a udev monitor started (stop it when done);
        /// `simulation` is the stack the test also needs (libfprint, fprintd).
        func goodixmocUnderWatch(needing simulation: HardwareSimulation) throws -> (UmockdevTestbed, HotplugMonitor) {
            let bed = try bed()
            try simulation.require()
            try bed.add(file: "goodixmoc-27c6-5840.umockdev")
            return (bed, try HotplugMonitor.start(catalog: .fallback))
        }

        @Test func enumerationClassifiesEachDevice() throws {
            let bed = try bed()
            for file in [
                "goodixmoc-27c6-5840.umockdev", "synaptics-06cb-00bd.umockdev", "goodix-27c6-5110-unsupported.umockdev",
                "keyboard-046d-c31c-not-a-reader.umockdev",
            ] { try bed.add(file: file) }
            let report = FingerprintDevices.scan(catalog: .fallback, includeNonReaders: true)
            #expect(report.available)
            let byID = Dictionary(uniqueKeysWithValues: report.devices.map { ($0.id.description, $0) })
            #expect(byID["27c6:5840"]?.classification == .supported(driver: "goodixmoc"))
            #expect(byID["27c6:5840"]?.product == "Goodix MOC Fingerprint Sensor")
            #expect(byID["06cb:00bd"]?.classification == .supported(driver: "synaptics"))
            #expect(byID["27c6:5110"]?.classification == .knownUnsupported)
            #expect(byID["046d:c31c"]?.classification == .notAReader)

            let readersOnly = FingerprintDevices.scan(catalog: .fallback)
            #expect(readersOnly.devices.count == 3)
        }

        /// `devices --json` shows USB ids as every Linux tool does: lowercase 4-digit hex strings.
        @Test func reportJSONCarriesHexIDs() throws {
            let bed = try bed()
            try bed.add(file: "synaptics-06cb-00bd.umockdev")
            let report = FingerprintDevices.scan(catalog: .fallback)
            let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
            #expect(
                json.contains(#""id":{"vendor":"06cb","product":"00bd"}"#)
                    || json.contains(#""id":{"product":"00bd","vendor":"06cb"}"#), "\(json)")
            #expect(report.lines.first?.hasPrefix("06cb:00bd  supported") == true, "\(report.lines)")
        }

        @Test func installedHwdbClassifiesLikeTheFallback() throws {
            let bed = try bed()
            try bed.add(file: "goodixmoc-27c6-5840.umockdev")
            let path = try #require(
                ReaderCatalog.defaultSearchPaths.first { FileManager.default.fileExists(atPath: $0) },
                "libfprint's hwdb file is not installed (apt-get install libfprint-2-2)")
            let report = try FingerprintDevices.scan(hwdbPath: path)
            #expect(report.devices.map(\.classification) == [.supported(driver: "goodixmoc")])
            #expect(report.catalogSource == path)
        }

        @Test func emptyBusSaysWhy() throws {
            _ = try bed()
            let report = FingerprintDevices.scan(catalog: .fallback)
            #expect(report.devices.isEmpty)
            #expect(report.note != nil)
        }

        @Test func malformedDescriptionIsAClearError() throws {
            let bed = try bed()
            #expect(throws: LinuxFingerprintError.self) { try bed.add(file: "malformed.umockdev") }
        }

        @Test func addAndRemoveEventsReachTheMonitor() async throws {
            let bed = try bed()
            let monitor = try HotplugMonitor.start(catalog: .fallback)
            defer { monitor.stop() }
            try bed.add(file: "goodixmoc-27c6-5840.umockdev")
            try bed.add(file: "keyboard-046d-c31c-not-a-reader.umockdev")
            bed.unplug(Self.goodixmoc)
            let events = monitor.events
            let collector = Task {
                var seen: [String] = []
                for await event in events {
                    seen.append("\(event.action.rawValue) \(event.device.id) \(event.device.classification.label)")
                    if seen.count == 3 { break }
                }
                return seen
            }
            let seen = try await awaitOrHang("the udev monitor's three events") { await collector.value }
            #expect(seen == ["added 27c6:5840 supported", "added 046d:c31c none", "removed 27c6:5840 supported"])
        }

        @Test func removeEventMakesTheSensorUnavailableAndAddRestoresIt() async throws {
            let (bed, monitor) = try goodixmocUnderWatch(needing: .libfprint)
            defer { monitor.stop() }
            let (sensor, _) = try await LibfprintSensorTests.enrolled()
            let following = sensor.follow(monitor.events) { $0.id == USBDeviceID(vendor: 0x27c6, product: 0x5840) }
            defer { following.cancel() }
            #expect(await sensor.capability().canEvaluate)

            bed.unplug(Self.goodixmoc)
            try await waitUntil("the sensor going unavailable on the udev remove") {
                await sensor.capability().unavailableReason == .biometryDisconnected
            }
            #expect(await sensor.evaluate(reason: "unlock") == .biometryDisconnected)

            try bed.add(file: "goodixmoc-27c6-5840.umockdev")
            try await waitUntil("the sensor coming back on the udev add") { await sensor.capability().canEvaluate }
        }

        /// A udev `remove` (umockdev → libudev monitor → ``LibfprintSensor/follow(_:matching:)``) ends a libfprint
        /// prompt in flight with `biometryDisconnected`; the `add` that follows restores the sensor. The remove comes
        /// once the prompt's scan waits for a finger; its scan timeout is a minute, so `systemCancel` would mean the
        /// remove never ended the prompt.
        @Test func udevRemoveDuringVerifyEndsWithDisconnectedAndAddRestores() async throws {
            let (bed, monitor) = try goodixmocUnderWatch(needing: .libfprint)
            defer { monitor.stop() }
            let (sensor, _) = try await LibfprintSensorTests.enrolled()
            let following = sensor.follow(monitor.events) { $0.id == USBDeviceID(vendor: 0x27c6, product: 0x5840) }
            defer { following.cancel() }
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            bed.unplug(Self.goodixmoc)
            #expect(
                try await awaitOrHang("the prompt udev removed the reader from") { await outcome.value }
                    == .biometryDisconnected)
            #expect(await sensor.capability().unavailableReason == .biometryDisconnected)
            try bed.add(file: "goodixmoc-27c6-5840.umockdev")
            try await waitUntil("the sensor coming back on the udev add") { await sensor.capability().canEvaluate }
        }

        /// A udev `remove` (umockdev → libudev monitor → ``FprintdSensor/follow(_:matching:)``) ends an fprintd
        /// prompt in flight with `biometryDisconnected` (sent once fprintd waits for a finger; the scan timeout is a
        /// minute).
        @Test func udevRemoveDuringVerifyEndsWithDisconnected() async throws {
            let (bed, monitor) = try goodixmocUnderWatch(needing: .fprintd)
            defer { monitor.stop() }
            let (fprintd, sensor, control) = try await FprintdSensorTests.start()
            defer { fprintd.stop() }
            try await FprintdSensorTests.enroll(sensor, control)
            let following = sensor.follow(monitor.events) {
                $0.id == USBDeviceID(vendor: 0x27c6, product: 0x5840)
            }
            defer { following.cancel() }
            let starts = sensor.scanStarts()
            let outcome = Task { await sensor.evaluate(reason: "unlock") }
            try await scanStart(on: starts)
            bed.unplug(Self.goodixmoc)
            #expect(
                try await awaitOrHang("the fprintd prompt udev removed the reader from") { await outcome.value }
                    == .biometryDisconnected)
        }
    }
#endif
