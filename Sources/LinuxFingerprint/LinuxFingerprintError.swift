/// Why the Linux fingerprint stack (udev, libfprint, fprintd) could not do what was asked.
public enum LinuxFingerprintError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The package was built without the trait, so none of the C libraries are linked.
    case builtWithoutTrait
    /// libudev could not be initialised or enumerate devices.
    case udevUnavailable(String)
    /// The udev monitor (netlink socket) could not be created.
    case monitorUnavailable(String)
    /// The reader catalog could not be used.
    case catalog(ReaderCatalogError)
    /// libfprint found no device (`driver` names the one asked for, if any).
    case noDevice(driver: String?)
    /// libfprint reported an error (`domain` is its GError quark, `code` its code).
    case libfprint(domain: String, code: Int, message: String)
    /// The reader is not available now (unplugged, closed).
    case deviceUnavailable(String)
    /// fprintd could not be reached on the bus.
    case fprintdUnavailable(String)
    /// fprintd answered with an error.
    case fprintd(name: String, message: String)
    /// An operation did not finish in time.
    case timedOut(operation: String, seconds: Double)
    /// A umockdev device description could not be loaded.
    case malformedDeviceDescription(String)
    /// No reader has the id asked for (`--device`); `available` lists the ids there are.
    case unknownDevice(id: String, available: [String])
    /// The print store refused (permissions, a corrupt or foreign print file, ...).
    case printStore(PrintStoreError)
    /// A helper process (dbus-daemon, fprintd, the polkit mock) could not be started or did not come up.
    case helperFailed(String)
    /// `finger` already has a print on `reader` (kept at `location`: a print file, or fprintd); enrolling it again
    /// would replace that print, which needs to be asked for.
    case alreadyEnrolled(finger: String, reader: String, location: String)

    public var description: String {
        switch self {
        case .builtWithoutTrait:
            return "built without the LinuxFingerprint trait: rebuild with `swift build --traits LinuxFingerprint` "
                + "after `apt-get install libudev-dev libfprint-2-dev` to use real fingerprint readers."
        case .udevUnavailable(let why):
            return "udev is unavailable: \(why). Containers often have no /sys/bus/usb; run on the host or under "
                + "umockdev-wrapper with a test bed."
        case .monitorUnavailable(let why):
            return "cannot watch for hotplug events: \(why). The udev netlink socket needs a host network "
                + "namespace (or umockdev-wrapper)."
        case .catalog(let error):
            return error.description
        case .noDevice(let driver):
            return "libfprint found no fingerprint device\(driver.map { " with driver \($0)" } ?? ""): plug one in, "
                + "check `lockharness devices`, or set FP_VIRTUAL_DEVICE for the virtual driver."
        case .libfprint(let domain, let code, let message):
            return "libfprint error \(domain) \(code): \(message)"
        case .deviceUnavailable(let why):
            return "the fingerprint reader is unavailable: \(why)"
        case .fprintdUnavailable(let why):
            return "fprintd is not reachable: \(why). Install fprintd and make sure the system bus is running "
                + "(or point DBUS_SYSTEM_BUS_ADDRESS at the bus fprintd is on)."
        case .fprintd(let name, let message) where name.hasSuffix("PermissionDenied"):
            return "fprintd refused (\(name): \(message)): polkit does not allow this user the fprintd action "
                + "(net.reactivated.fprint.device.enroll to enroll or delete, .verify to verify); run it from a "
                + "local session, or add a polkit rule granting it."
        case .fprintd(let name, let message):
            return "fprintd error \(name): \(message)"
        case .timedOut(let operation, let seconds):
            return "\(operation) did not finish within \(seconds) s; the reader or service is not responding."
        case .malformedDeviceDescription(let why):
            return "malformed umockdev device description: \(why). Use umockdev-record's format (P:, N:, E:, A: lines)."
        case .unknownDevice(let id, let available):
            return "no fingerprint reader has the id \(id); "
                + (available.isEmpty
                    ? "no reader is connected (`lockharness devices` lists what udev sees)."
                    : "readers here: \(available.joined(separator: ", ")).")
        case .printStore(let error):
            return error.description
        case .helperFailed(let why):
            return "helper process failed: \(why)"
        case .alreadyEnrolled(let finger, let reader, let location):
            return "\(finger) is already enrolled on \(reader) (\(location)); enrolling it again would replace that "
                + "print: pass --replace to do so, choose another --finger, or delete it first with --delete."
        }
    }
}
