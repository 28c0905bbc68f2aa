#if LinuxFingerprint
    extension LibfprintSensor {
        /// The USB device udev shows for this reader (see ``ReaderWatch/usbDevice(driver:catalog:)``), if any.
        public nonisolated func usbDevice(catalog: ReaderCatalog) -> FingerprintReader? {
            ReaderWatch.usbDevice(driver: driver, catalog: catalog)
        }

        /// Watches udev for ``usbDevice(catalog:)``: unplugging it makes the sensor unavailable, plugging it back
        /// reopens the reader. `nil` when udev shows no USB device for this driver (nothing to watch).
        public nonisolated func watchHotplug(catalog: ReaderCatalog) throws(LinuxFingerprintError) -> ReaderWatch? {
            guard let device = usbDevice(catalog: catalog) else { return nil }
            return try ReaderWatch(device: device, catalog: catalog) { follow($0, matching: $1) }
        }
    }
#endif
