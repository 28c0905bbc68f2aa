/// A scan a reader has started and waits for a finger.
///
/// Published by ``LibfprintSensor/scanStarts()`` after libfprint has handed the verify (or identify) call to the
/// driver, and by ``FprintdSensor/scanStarts()`` once fprintd answered `VerifyStart` (or reported an unusable scan
/// and scans again), so a finger (or a virtual-device `SCAN` command) that arrives after it is this scan's.
public struct ScanStart: Sendable, Equatable, CustomStringConvertible {
    /// The reader: `driver/deviceID` for libfprint (`virtual_device/0`), `fprintd DEVICE-PATH` for fprintd.
    public var reader: String
    /// Which scan of the prompt this is, from 1: an unusable scan or a no-match starts the next one.
    public var scan: Int

    /// A started scan of `reader`.
    public init(reader: String, scan: Int) {
        self.reader = reader
        self.scan = scan
    }

    /// What `lockharness run --real-reader libfprint|fprintd` prints on stderr:
    /// `virtual_device/0: touch the reader (scan 1)`.
    public var description: String { "\(reader): touch the reader (scan \(scan))" }
}
