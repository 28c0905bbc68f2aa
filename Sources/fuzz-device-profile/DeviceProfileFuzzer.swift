import FuzzEntryPoints

/// `fuzz-device-profile`: libFuzzer over device-profile files when built by `scripts/fuzz`; otherwise
/// `fuzz-device-profile FILE|DIR...` replays inputs through the same check.
@main
enum DeviceProfileFuzzer {
    static func main() { FuzzTarget.deviceProfile.main(testOneInput: deviceProfileTestOneInput) }
}

/// libFuzzer's per-input entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func deviceProfileTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.deviceProfile.testOneInput(data, size)
}
