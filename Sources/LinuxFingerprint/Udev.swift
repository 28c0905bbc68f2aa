#if LinuxFingerprint
    import CUdev
    import Foundation

    /// The libudev calls this module makes: USB device enumeration and the netlink monitor.
    ///
    /// A `struct udev_device` is read into a ``FingerprintReader`` at once, so no libudev pointer escapes this file.
    final class Udev: @unchecked Sendable {
        private let handle: OpaquePointer

        /// A libudev context.
        init() throws(LinuxFingerprintError) {
            guard let handle = udev_new() else { throw .udevUnavailable("udev_new() failed: \(Self.errnoText())") }
            self.handle = handle
        }

        deinit { udev_unref(handle) }

        /// Every USB device (`usb`/`usb_device`) udev sees, classified by `catalog`, sorted by syspath.
        func usbDevices(catalog: ReaderCatalog) throws(LinuxFingerprintError) -> [FingerprintReader] {
            guard let enumerate = udev_enumerate_new(handle) else {
                throw .udevUnavailable("udev_enumerate_new() failed: \(Self.errnoText())")
            }
            defer { udev_enumerate_unref(enumerate) }
            udev_enumerate_add_match_subsystem(enumerate, "usb")
            udev_enumerate_add_match_property(enumerate, "DEVTYPE", "usb_device")
            let status = udev_enumerate_scan_devices(enumerate)
            guard status >= 0 else {
                throw .udevUnavailable("scanning /sys failed: \(String(cString: strerror(-status)))")
            }
            var readers: [FingerprintReader] = []
            var entry = udev_enumerate_get_list_entry(enumerate)
            while let current = entry {
                if let path = udev_list_entry_get_name(current),
                    let device = udev_device_new_from_syspath(handle, path)
                {
                    if let reader = Self.reader(from: device, catalog: catalog) { readers.append(reader) }
                    udev_device_unref(device)
                }
                entry = udev_list_entry_get_next(current)
            }
            return readers.sorted { $0.syspath < $1.syspath }
        }

        /// A netlink monitor for USB devices, listening already; `nil` source picks `udev` when udevd runs.
        func monitor() throws(LinuxFingerprintError) -> OpaquePointer {
            let source = FileManager.default.fileExists(atPath: "/run/udev/control") ? "udev" : "kernel"
            guard let monitor = udev_monitor_new_from_netlink(handle, source) else {
                throw .monitorUnavailable("udev_monitor_new_from_netlink(\(source)) failed: \(Self.errnoText())")
            }
            udev_monitor_filter_add_match_subsystem_devtype(monitor, "usb", "usb_device")
            let status = udev_monitor_enable_receiving(monitor)
            guard status >= 0 else {
                udev_monitor_unref(monitor)
                throw .monitorUnavailable("udev_monitor_enable_receiving failed: \(String(cString: strerror(-status)))")
            }
            return monitor
        }

        /// Reads one device into a value; `nil` for devices that are not USB devices with ids.
        static func reader(from device: OpaquePointer, catalog: ReaderCatalog) -> FingerprintReader? {
            func sysattr(_ name: String) -> String? {
                udev_device_get_sysattr_value(device, name).map { String(cString: $0).trimmingWhitespace() }
            }
            func property(_ name: String) -> String? {
                udev_device_get_property_value(device, name).map { String(cString: $0) }
            }
            let id: USBDeviceID? =
                if let vendor = sysattr("idVendor"), let product = sysattr("idProduct") {
                    USBDeviceID(vendorHex: vendor, productHex: product)
                } else if let product = property("PRODUCT") {
                    USBDeviceID(productProperty: product)
                } else if let vendor = property("ID_VENDOR_ID"), let model = property("ID_MODEL_ID") {
                    USBDeviceID(vendorHex: vendor, productHex: model)
                } else {
                    nil
                }
            guard let id, let syspath = udev_device_get_syspath(device) else { return nil }
            return FingerprintReader(
                syspath: String(cString: syspath),
                devnode: udev_device_get_devnode(device).map { String(cString: $0) },
                id: id,
                product: sysattr("product") ?? property("ID_MODEL"),
                manufacturer: sysattr("manufacturer") ?? property("ID_VENDOR"),
                classification: catalog.classify(id))
        }

        static func errnoText() -> String { String(cString: strerror(errno)) }
    }
#endif
