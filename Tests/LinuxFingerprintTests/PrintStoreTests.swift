import Foundation
import LinuxFingerprint
import Testing

/// The print store, enrollment progress and USB id encoding: pure Swift, run in every build.
struct PrintStoreTests {
    static func freshStore() -> PrintStore {
        PrintStore(directory: URL(fileURLWithPath: temporaryPath("x")).deletingLastPathComponent().path + "/a/prints")
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func writeCreatesTheDirectory0700AndTheFile0600AndListsItBack() throws {
        let store = Self.freshStore()
        #expect(try store.list().isEmpty)
        let stored = try store.write([1, 2, 3], driver: "goodixmoc", deviceID: "1-3", finger: .leftThumb)
        #expect(try Self.mode(store.directory) == 0o700)
        #expect(try Self.mode(stored.path) == 0o600)
        #expect(try store.list() == [stored])
        #expect(try store.read(stored) == [1, 2, 3])
        #expect(try store.prints(driver: "goodixmoc", deviceID: "1-3") == [stored])
        #expect(try store.prints(driver: "goodixmoc", deviceID: "1-4").isEmpty)
    }

    @Test func rewritingReplacesAtomicallyAndLeavesNoTemporaryFile() throws {
        let store = Self.freshStore()
        try store.write([1], driver: "elan", deviceID: "0", finger: .rightIndex)
        let stored = try store.write([2, 2], driver: "elan", deviceID: "0", finger: .rightIndex)
        #expect(try store.read(stored) == [2, 2])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.directory) == ["elan+0+right-index-finger.print"])
    }

    @Test func fileNamesRoundTripOddIDs() {
        for (driver, id) in [("virtual_device", "0"), ("synaptics", "usb:1/2+3"), ("x", ".hidden"), ("d", "")] {
            let name = StoredPrint.fileName(driver: driver, deviceID: id, finger: .rightLittle)
            #expect(!name.contains("/") && !name.hasPrefix("."), "\(name)")
            #expect(
                StoredPrint.parse(fileName: name, directory: "/s")
                    == StoredPrint(driver: driver, deviceID: id, finger: .rightLittle, path: "/s/" + name))
        }
        #expect(StoredPrint.parse(fileName: ".elan+0+right-thumb.print.tmp-1", directory: "/s") == nil)
        #expect(StoredPrint.parse(fileName: "elan+0+right-toe.print", directory: "/s") == nil)
    }

    @Test func groupReadableDirectoryIsRefusedWithTheChmodThatFixesIt() throws {
        let store = Self.freshStore()
        try FileManager.default.createDirectory(
            atPath: store.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        #expect(
            throws: PrintStoreError.insecurePermissions(
                path: store.directory, mode: "0750", fix: "chmod 700 '\(store.directory)'")
        ) { try store.list() }
        #expect(throws: PrintStoreError.self) { try store.write([1], driver: "d", deviceID: "0", finger: .leftThumb) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory).isEmpty)
    }

    @Test func worldWritablePrintFileIsRefused() throws {
        let store = Self.freshStore()
        let stored = try store.write([1], driver: "d", deviceID: "0", finger: .leftThumb)
        chmod(stored.path, 0o602)
        #expect(
            throws: PrintStoreError.insecurePermissions(
                path: stored.path, mode: "0602", fix: "chmod 600 '\(stored.path)'")
        ) { try store.read(stored) }
    }

    @Test func deleteFiltersByDeviceAndFingerAndNothingMatchingIsAnError() throws {
        let store = Self.freshStore()
        try store.write([1], driver: "elan", deviceID: "0", finger: .leftThumb)
        try store.write([1], driver: "elan", deviceID: "0", finger: .rightThumb)
        try store.write([1], driver: "synaptics", deviceID: "1-2", finger: .leftThumb)
        #expect(try store.delete(device: "elan/0", finger: .rightThumb).map(\.finger) == [.rightThumb])
        #expect(try store.delete(finger: .leftThumb).map(\.device) == ["elan/0", "synaptics/1-2"])
        #expect(throws: PrintStoreError.noPrints(directory: store.directory, matching: "device elan/0")) {
            try store.delete(device: "elan/0")
        }
    }

    @Test func defaultDirectoryFollowsXDGDataHomeThenHome() {
        #expect(
            PrintStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/lockharness/prints")
        #expect(PrintStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/share/lockharness/prints")
        #expect(
            PrintStore.defaultDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
                == "/h/.local/share/lockharness/prints")
    }

    @Test func enrollProgressPrintsOneLinePerStage() {
        var progress = EnrollProgress(stages: 3, reader: "elan/0", finger: .rightIndex)
        var lines = progress.handle(.started)
        for event in [
            EnrollProgress.Event.stagePassed(1), .retry("too-short"), .stagePassed(2), .stagePassed(3), .completed,
        ] {
            lines += progress.handle(event)
        }
        #expect(
            lines == [
                "Enrolling right-index-finger on elan/0: touch the reader 3 times, lifting the finger in between.",
                "stage 1/3 done", "stage 2/3: scan again (too-short)", "stage 2/3 done", "stage 3/3 done",
                "enrolled right-index-finger on elan/0",
            ])
    }

    @Test func usbIDsAreLowercaseFourDigitHexInJSON() throws {
        let id = USBDeviceID(vendor: 0x04f3, product: 0x0c4b)
        let json = String(decoding: try JSONEncoder().encode(id), as: UTF8.self)
        #expect(json == #"{"vendor":"04f3","product":"0c4b"}"# || json == #"{"product":"0c4b","vendor":"04f3"}"#)
        #expect(try JSONDecoder().decode(USBDeviceID.self, from: Data(json.utf8)) == id)
        #expect(id.description == "04f3:0c4b")
    }
}
