#if LinuxFingerprint
    import CFPrint
    import CUmockdev
    import Foundation
    import LinuxFingerprint

    /// The process's umockdev test bed (the C interop for the tests). umockdev redirects /sys and /dev for the
    /// whole process, so there is one bed, shared by the serialized suites that use it.
    final class UmockdevTestbed: @unchecked Sendable {
        static let shared = UmockdevTestbed()

        private let testbed: OpaquePointer

        private init() { testbed = OpaquePointer(umockdev_testbed_new()) }

        /// Removes every device (no events).
        func clear() { umockdev_testbed_clear(UnsafeMutablePointer(testbed)) }

        /// Adds a device from umockdev-record text; emits an `add` uevent.
        func add(description: String) throws(LinuxFingerprintError) {
            var error: UnsafeMutablePointer<GError>? = nil
            guard umockdev_testbed_add_from_string(UnsafeMutablePointer(testbed), description, &error) != 0 else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "rejected by umockdev"
                if let error { g_error_free(error) }
                throw .malformedDeviceDescription(message)
            }
        }

        /// Adds the description file `name` from `devices/udev/`.
        func add(file name: String) throws {
            try add(description: String(contentsOfFile: Self.devicesDirectory + "/" + name, encoding: .utf8))
        }

        /// Emits a `remove` uevent for `syspath` (a `/sys/...` path) and removes the device.
        func unplug(_ syspath: String) {
            umockdev_testbed_uevent(UnsafeMutablePointer(testbed), syspath, "remove")
            umockdev_testbed_remove_device(UnsafeMutablePointer(testbed), syspath)
        }

        /// `devices/udev/` in the package.
        static let devicesDirectory: String = {
            var url = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { url.deleteLastPathComponent() }
            return url.appendingPathComponent("devices/udev").path
        }()
    }
#endif
