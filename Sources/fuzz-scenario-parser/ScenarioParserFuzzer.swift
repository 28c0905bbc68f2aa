import FuzzEntryPoints

/// `fuzz-scenario-parser`: libFuzzer over scenario files when built by `scripts/fuzz`; otherwise
/// `fuzz-scenario-parser FILE|DIR...` replays inputs through the same check.
@main
enum ScenarioParserFuzzer {
    static func main() { FuzzTarget.scenarioParser.main(testOneInput: scenarioParserTestOneInput) }
}

/// libFuzzer's per-input entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioParserTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.scenarioParser.testOneInput(data, size)
}
