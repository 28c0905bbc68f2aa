import Biometrics
import Foundation

/// The device-profile fuzzer's one input: what `--devices DIR` does with one `*.yaml` file.
///
/// The bytes are decoded as ``DeviceProfileLoader/load(file:)`` decodes a file, parsed into a ``DeviceProfile``
/// (with the file-name id check), and a catalog is built from it merged over the shipped profiles. The libFuzzer
/// target `fuzz-device-profile` and the regression tests call the same ``check(_:)``.
///
/// ```swift
/// let outcome = DeviceProfileFuzzEntry.check(try Data(contentsOf: url))
/// if let violation = DeviceProfileFuzzEntry.violation(in: outcome, input: data) { fatalError(violation) }
/// ```
public enum DeviceProfileFuzzEntry {
    /// The file name every input is loaded as; its stem is the id the profile must declare.
    public static let fileName = "fuzz-device.yaml"
    /// The id the file name implies.
    public static let expectedID = "fuzz-device"

    /// The shipped profiles, parsed once (not per input: that would be most of each run's time).
    static let shippedCatalog = (try? DeviceProfileCatalog.embedded()) ?? DeviceProfileCatalog([])

    /// Decodes and parses one input into a profile, or the error a user would see.
    public static func check(_ data: Data) -> DeviceProfileFuzzOutcome {
        do {
            let text = try DeviceProfileLoader.text(of: data, file: fileName)
            let profile = try DeviceProfileLoader.parse(text, file: fileName, expectedID: expectedID)
            let catalog = shippedCatalog.merging(DeviceProfileCatalog([profile]))
            return .loaded(try catalog.profile(named: profile.id))
        } catch {
            return .rejected(error)
        }
    }

    /// Why `outcome` breaks the project's bad-input rule, or `nil`: an error must name the file and, when it gives
    /// a line, one inside the file; a loaded profile must come back out of the catalog unchanged.
    public static func violation(in outcome: DeviceProfileFuzzOutcome, input data: Data) -> String? {
        guard case .rejected(let error) = outcome else { return nil }
        guard error.file == fileName else { return "the error names another file: \(error)" }
        if case .unreadable = error.problem { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let lineCount = text.unicodeScalars.count { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) } + 1
        if let line = error.line, !(1...(lineCount + 1)).contains(line) {
            return "line \(line) outside the file's \(lineCount) lines: \(error)"
        }
        if let column = error.column, column < 1 { return "column \(column): \(error)" }
        guard !error.message.isEmpty else { return "an empty message: \(error)" }
        return nil
    }
}
