/// `fingerprint-bench`'s command line: `--rounds N` and `--help`, read before anything touches a reader.
///
/// ```swift
/// switch BenchOptions.parse(["--rounds", "50"], environment: [:]) {
/// case .run(let options): options.rounds  // 50
/// case .help, .invalid: ...
/// }
/// ```
struct BenchOptions: Equatable {
    /// Verify round trips per libfprint measurement (the udev and fprintd phases use fixed counts).
    var rounds = 200

    /// What the command line asks for.
    enum Parsed: Equatable {
        /// Run the benchmark with these options.
        case run(BenchOptions)
        /// Print ``usage`` and exit 0.
        case help
        /// Print the problem and ``usage`` on stderr and exit 2.
        case invalid(String)
    }

    static let usage = """
        fingerprint-bench: latencies of the Linux fingerprint adapters; prints figures, asserts nothing.

        Usage:
          swift build -c release --traits LinuxFingerprint --product fingerprint-bench
          umockdev-wrapper .build/release/fingerprint-bench [--rounds N]

        Options:
          --rounds N   verify round trips per libfprint measurement (default 200, or FINGERPRINT_BENCH_ROUNDS)
          -h, --help   print this help and exit

        Phases: libfprint verify round trip (LibfprintSensor vs fp_device_verify_sync on virtual_device, target
        <= 1.1x); udev remove/add -> lock screen updated through umockdev (target < 1 ms; skipped without
        umockdev-wrapper); fprintd verify round trip on a private bus (FprintdSensor vs bare D-Bus calls, target
        <= 1.1x; skipped without fprintd, dbus-daemon and python3-dbusmock).
        """

    /// Reads `arguments` (without the program name); `FINGERPRINT_BENCH_ROUNDS` sets the default rounds.
    static func parse(_ arguments: [String], environment: [String: String]) -> Parsed {
        var options = BenchOptions()
        if let text = environment["FINGERPRINT_BENCH_ROUNDS"] {
            guard let rounds = Int(text), rounds > 0 else {
                return .invalid("FINGERPRINT_BENCH_ROUNDS must be a positive whole number, not '\(text)'")
            }
            options.rounds = rounds
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--rounds":
                guard let text = remaining.popFirst(), let rounds = Int(text), rounds > 0 else {
                    return .invalid("--rounds needs a positive whole number")
                }
                options.rounds = rounds
            default:
                return .invalid("unknown argument '\(argument)'")
            }
        }
        return .run(options)
    }
}
