import Foundation
import LinuxFingerprint
import Testing

/// The hwdb parser and classifier: pure Swift, runs in every build.
struct ReaderCatalogTests {
    @Test(arguments: [
        (USBDeviceID(vendor: 0x27c6, product: 0x5840), ReaderClassification.supported(driver: "goodixmoc")),
        (USBDeviceID(vendor: 0x06cb, product: 0x00bd), .supported(driver: "synaptics")),
        (USBDeviceID(vendor: 0x04f3, product: 0x0c4b), .supported(driver: "elan")),
        (USBDeviceID(vendor: 0x27c6, product: 0x5110), .knownUnsupported),
        (USBDeviceID(vendor: 0x046d, product: 0xc31c), .notAReader),
    ])
    func fallbackClassifies(id: USBDeviceID, expected: ReaderClassification) {
        #expect(ReaderCatalog.fallback.classify(id) == expected)
    }

    /// `devices --json` and `watch --json` say a classification as its name (with the driver when supported),
    /// not Swift's enum encoding (`{"supported":{"driver":"elan"}}`, `{"notAReader":{}}`), and read it back.
    @Test(arguments: [
        (ReaderClassification.supported(driver: "elan"), #"{"driver":"elan","kind":"supported"}"#),
        (.knownUnsupported, #"{"kind":"knownUnsupported"}"#),
        (.notAReader, #"{"kind":"notAReader"}"#),
    ])
    func classificationJSONIsItsName(classification: ReaderClassification, json: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(classification), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(ReaderClassification.self, from: Data(json.utf8)) == classification)
    }

    /// Skips without the file, unless `LOCKHARNESS_REQUIRE_HARDWARE_SIM=1` (CI installs libfprint-2-2): then a
    /// missing file fails.
    @Test func installedLibfprintHwdbParsesWhenPresent() throws {
        let found = ReaderCatalog.defaultSearchPaths.first(where: { FileManager.default.fileExists(atPath: $0) })
        if HardwareSimulation.required {
            _ = try #require(
                found,
                "libfprint's hwdb is not installed at \(ReaderCatalog.defaultSearchPaths) (apt-get install libfprint-2-2)"
            )
        }
        guard let path = found else { return }
        let catalog = try ReaderCatalog.load(path: path)
        #expect(catalog.entries.count > 100)
        #expect(catalog.classify(USBDeviceID(vendor: 0x27c6, product: 0x5840)) == .supported(driver: "goodixmoc"))
        #expect(catalog.classify(USBDeviceID(vendor: 0x27c6, product: 0x5110)) == .knownUnsupported)
        #expect(catalog.drivers.contains("synaptics"))
    }

    @Test func unreadableFileIsAClearError() {
        #expect(throws: ReaderCatalogError.unreadable(path: "/nonexistent/x.hwdb", reason: "no such file")) {
            _ = try ReaderCatalog.load(path: "/nonexistent/x.hwdb")
        }
        let error = ReaderCatalogError.unreadable(path: "/x", reason: "permission denied")
        #expect(error.description.contains("--hwdb"))
    }

    @Test(arguments: [
        ("usb:v27C6p5840*\n ID_AUTOSUSPEND=1\n", 1),
        ("# Supported by libfprint driver goodixmoc\nusb:v27C6p5840*\n ID_AUTOSUSPEND\n", 3),
        ("# Supported by libfprint driver x\nnot a pattern\n", 2),
    ])
    func malformedTextNamesTheLine(text: String, line: Int) {
        #expect(throws: ReaderCatalogError.self) { _ = try ReaderCatalog(parsing: text, source: "t.hwdb") }
        do {
            _ = try ReaderCatalog(parsing: text, source: "t.hwdb")
        } catch {
            guard case .malformed(_, let reported, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(reported == line)
        }
    }

    @Test func emptyFileIsRejected() {
        #expect(throws: ReaderCatalogError.empty(path: "e.hwdb")) {
            _ = try ReaderCatalog(parsing: "# nothing\n", source: "e.hwdb")
        }
    }

    @Test func usbIDParsing() {
        #expect(USBDeviceID(productProperty: "6cb/bd/164") == USBDeviceID(vendor: 0x06cb, product: 0x00bd))
        #expect(USBDeviceID(vendorHex: "27c6\n", productHex: "5840") == USBDeviceID(vendor: 0x27c6, product: 0x5840))
        #expect(USBDeviceID(vendor: 0x06cb, product: 0x00bd).modaliasPrefix == "usb:v06CBp00BD")
        #expect(USBDeviceID(vendorHex: "zz", productHex: "1") == nil)
    }

    /// Without the trait, discovery and hotplug say the build lacks it; with it, neither ever does (discovery asks
    /// udev, and a monitor starts or fails for a udev reason).
    @Test func withoutTheTraitDiscoverySaysSo() {
        let report = FingerprintDevices.scan(catalog: .fallback)
        let saysBuiltWithout = report.note?.contains("built without the LinuxFingerprint trait") == true
        var monitorError: LinuxFingerprintError? = nil
        do {
            let monitor = try HotplugMonitor.start(catalog: .fallback)
            monitor.stop()
        } catch {
            monitorError = error
        }
        #if LinuxFingerprint
            #expect(FingerprintDevices.isBuiltWithTrait)
            #expect(!saysBuiltWithout, "\(report.note ?? "")")
            #expect(report.available || report.note?.contains("udev") == true, "\(report)")
            #expect(monitorError != .builtWithoutTrait)
        #else
            #expect(!FingerprintDevices.isBuiltWithTrait)
            #expect(!report.available)
            #expect(saysBuiltWithout)
            #expect(monitorError == .builtWithoutTrait)
        #endif
    }
}
