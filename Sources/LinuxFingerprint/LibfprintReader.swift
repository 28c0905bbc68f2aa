#if LinuxFingerprint
    import CFPrint
#endif

/// One device libfprint can drive, as `lockharness enroll --device` names it.
public struct LibfprintReader: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The libfprint driver (`elan`, `goodixmoc`, `virtual_device`).
    public var driver: String
    /// libfprint's device id (`fp_device_get_device_id`).
    public var deviceID: String
    /// The device's name as libfprint reports it.
    public var name: String
    /// Whether the driver matches one touch against several prints (`FP_DEVICE_FEATURE_IDENTIFY`).
    public var identify: Bool
    /// Touches an enrollment takes.
    public var enrollStages: Int

    /// A reader from its parts.
    public init(driver: String, deviceID: String, name: String, identify: Bool, enrollStages: Int) {
        self.driver = driver
        self.deviceID = deviceID
        self.name = name
        self.identify = identify
        self.enrollStages = enrollStages
    }

    /// `driver/deviceID`, the `--device` spelling.
    public var device: String { "\(driver)/\(deviceID)" }

    /// `elan/1-3  ELAN:Fingerprint  (identify, 10 stages)`.
    public var description: String {
        "\(device)  \(name)  (\(identify ? "identify" : "verify only"), \(enrollStages) enroll stages)"
    }

    /// The devices libfprint finds now (enumerated, not opened); empty without the trait.
    public static func list() async -> [LibfprintReader] {
        #if LinuxFingerprint
            await GLibMainLoopThread.shared.run {
                let context = fp_context_new()!
                defer { g_object_unref(context) }
                fp_context_enumerate(context)
                let devices = fp_context_get_devices(context)!
                return (0..<Int(devices.pointee.len)).map { index in
                    let device = devices.pointee.pdata[index]!.assumingMemoryBound(to: FpDevice.self)
                    return LibfprintReader(
                        driver: String(cString: fp_device_get_driver(device)),
                        deviceID: fp_device_get_device_id(device).map { String(cString: $0) } ?? "",
                        name: String(cString: fp_device_get_name(device)),
                        identify: fp_device_has_feature(device, FP_DEVICE_FEATURE_IDENTIFY) != 0,
                        enrollStages: Int(fp_device_get_nr_enroll_stages(device)))
                }
            }
        #else
            return []
        #endif
    }
}
