import Foundation

#if LOCKHARNESS_FUZZING
    import CLibFuzzer
#endif

/// One fuzz target: a name and the check that runs on each input, shared by the libFuzzer build, the corpus
/// replayer and the regression tests.
///
/// A fuzz executable is two lines around one of these:
///
/// ```swift
/// @main enum ScenarioParserFuzzer {
///     static func main() { FuzzTarget.scenarioParser.main(testOneInput: scenarioParserTestOneInput) }
/// }
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func scenarioParserTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
///     FuzzTarget.scenarioParser.testOneInput(data, size)
/// }
/// ```
///
/// Built with `-sanitize=fuzzer -DLOCKHARNESS_FUZZING` (`scripts/fuzz`), `main` hands over to libFuzzer's driver;
/// in a normal build it replays the files (or directories of files) named on the command line and prints what each
/// one did, so a crash input can be reproduced in a debugger without the sanitizer build.
public struct FuzzTarget: Sendable {
    /// The executable's name.
    public let name: String
    /// Checks one input: a one-line summary for the replayer and, when the project's bad-input rule is broken,
    /// why (libFuzzer then reports the input as a crash).
    public let check: @Sendable (Data) -> (summary: String, violation: String?)

    /// Creates a target.
    public init(name: String, check: @escaping @Sendable (Data) -> (summary: String, violation: String?)) {
        self.name = name
        self.check = check
    }

    /// Scenario files: decode, parse, plan, check the first cases (``ScenarioFuzzEntry``).
    public static let scenarioParser = FuzzTarget(name: "fuzz-scenario-parser") { data in
        let outcome = ScenarioFuzzEntry.check(data)
        return (outcome.summary, ScenarioFuzzEntry.violation(in: outcome, input: data))
    }

    /// Device profiles: decode, parse, merge into the catalog (``DeviceProfileFuzzEntry``).
    public static let deviceProfile = FuzzTarget(name: "fuzz-device-profile") { data in
        let outcome = DeviceProfileFuzzEntry.check(data)
        return (outcome.summary, DeviceProfileFuzzEntry.violation(in: outcome, input: data))
    }

    /// libFuzzer's per-input call: runs ``check`` and stops the process on a violation, which libFuzzer records
    /// as a crash with the input saved.
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
        if let violation = check(bytes).violation {
            fatalError("\(name): \(violation)")
        }
        return 0
    }

    /// The executable's entry: libFuzzer's driver in a fuzz build, the corpus replayer otherwise.
    public func main(testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        #if LOCKHARNESS_FUZZING
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
        #else
            exit(replay(Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// Runs ``check`` on every file named (directories: the files directly in them), printing one summary per
    /// file; returns the exit status: 0, 1 when a file broke the rule, 2 for a usage error or an unreadable path.
    public func replay(_ paths: [String]) -> Int32 {
        let usage = """
            usage: \(name) FILE|DIRECTORY...

            Replays each input (each file directly in a directory) through the fuzzer's check and prints one line per
            file; exit 1 when one breaks the rule. The fuzzing build (scripts/fuzz) is libFuzzer's driver instead.
              -h, --help   print this help and exit
            """
        if paths.contains(where: { $0 == "-h" || $0 == "--help" }) {
            print(usage)
            return 0
        }
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
        var status: Int32 = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("\(name): no such file: \(path)\n".utf8))
                return 2
            }
            let files =
                isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                    .map { (path as NSString).appendingPathComponent($0) }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                let (summary, violation) = check(data)
                print("\(file): \(summary)")
                if let violation {
                    print("\(file): VIOLATION: \(violation)")
                    status = 1
                }
            }
        }
        return status
    }
}
