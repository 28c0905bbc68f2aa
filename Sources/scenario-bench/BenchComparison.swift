import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scenario-bench compare --baseline PATH [--runs N]`: this build and another build's `scenario-bench` (a previous
/// commit's, built by `scripts/scenario-bench-baseline`) in turns in one sitting, so that both see the same machine.
/// Each round runs `profile` (the 10,000-case, 14-step matrix, 4 times on 1 worker and 4 on 2) and `model` (the
/// session model alone and the bare coordinator, 20 times each) of both binaries, the order swapped every round;
/// then each figure's median and spread for both, the ratio of the medians and the range of the rounds' ratios.
/// Ratios are time ratios, this build over the baseline: above 1.00 this build is slower.
///
/// Only `profile` and `model` are run because every build since the eighth round prints them in these words.
struct BenchComparison {
    /// The command line after `compare`.
    struct Options {
        var baseline: String
        /// The build compared with the baseline: this executable unless `--current PATH` names another.
        var current: String?
        var runs = 5

        init(parsing arguments: [String]) throws {
            var baseline: String?
            var index = 0
            while index < arguments.count {
                let argument = arguments[index]
                let value = index + 1 < arguments.count ? arguments[index + 1] : nil
                switch argument {
                case "--baseline":
                    guard let value else { throw Failure("--baseline needs the path of a scenario-bench binary") }
                    baseline = value
                    index += 2
                case "--current":
                    guard let value, FileManager.default.isExecutableFile(atPath: value) else {
                        throw Failure("--current needs the path of a scenario-bench binary (got \(value ?? "nothing"))")
                    }
                    current = value
                    index += 2
                case "--runs":
                    guard let value, let runs = Int(value), runs >= 1 else {
                        throw Failure("--runs needs a whole number of rounds, 1 or more (got \(value ?? "nothing"))")
                    }
                    self.runs = runs
                    index += 2
                default:
                    throw Failure("unknown argument '\(argument)'")
                }
            }
            guard let baseline else { throw Failure("--baseline PATH is required") }
            guard FileManager.default.isExecutableFile(atPath: baseline) else {
                throw Failure("--baseline \(baseline): no executable there")
            }
            self.baseline = baseline
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// One figure the two modes print: its name, how it is read from a line, and whether it is a rate.
    struct Figure: Sendable {
        let name: String
        let unit: String
        /// cases/s (higher is faster) rather than a time.
        let isRate: Bool
        let pattern: String
        /// The value from the pattern's first capture group.
        let value: @Sendable (Double) -> Double
    }

    static let figures = [
        Figure(
            name: "10,000 x 14 steps on 2 workers", unit: "cases/s", isRate: true,
            pattern: #"on 2 worker\(s\): ([0-9.]+) s ="#, value: { 10_000 / $0 }),
        Figure(
            name: "core time a case on 1 worker", unit: "µs", isRate: false,
            pattern: #"on 1 worker\(s\): ([0-9.]+) s ="#, value: { $0 / 10_000 * 1e6 }),
        Figure(
            name: "CPU time a case (profile: 80,000 cases)", unit: "µs", isRate: false,
            pattern: #"profile CPU time ([0-9.]+) µs"#, value: { $0 }),
        Figure(
            name: "the session model alone", unit: "µs", isRate: false,
            pattern: #"session model alone ([0-9.]+) µs"#, value: { $0 }),
        Figure(
            name: "bare coordinator (control)", unit: "µs", isRate: false,
            pattern: #"bare coordinator ([0-9.]+) µs"#, value: { $0 }),
    ]

    let options: Options

    func run() throws {
        let this = options.current ?? Self.ownPath()
        let binaries = [("this build", this), ("baseline", options.baseline)]
        print("scenario-bench compare: \(options.runs) rounds, in turns")
        print("  this build: \(this)")
        print("  baseline:   \(options.baseline)")
        // samples[binary][figure] over every round; roundMedians[binary][figure][round]
        var samples = [[[Double]]](repeating: [[Double]](repeating: [], count: Self.figures.count), count: 2)
        var roundMedians = samples
        for round in 1...options.runs {
            let order = round % 2 == 1 ? [0, 1] : [1, 0]
            for binary in order {
                var output = ""
                let before = Self.childrenCPUSeconds()
                output += try Self.runChild(binaries[binary].1, "profile")
                // CPU time is what the other processes of a shared machine disturb least (wall time waits for cores).
                output += "profile CPU time \((Self.childrenCPUSeconds() - before) / 80_000 * 1e6) µs a case\n"
                output += try Self.runChild(binaries[binary].1, "model")
                for (index, figure) in Self.figures.enumerated() {
                    let values = Self.values(of: figure, in: output)
                    guard !values.isEmpty else {
                        throw Failure("\(binaries[binary].0) printed no '\(figure.name)' figure:\n\(output)")
                    }
                    samples[binary][index] += values
                    roundMedians[binary][index].append(Self.median(values))
                }
            }
            let line = Self.figures.indices.prefix(4).map { index in
                let figure = Self.figures[index]
                return "\(figure.name) \(Self.text(roundMedians[0][index].last!)) vs "
                    + "\(Self.text(roundMedians[1][index].last!)) \(figure.unit)"
            }
            let turns = order.map { binaries[$0].0 }.joined(separator: " first, then ")
            print("round \(round)/\(options.runs) (\(turns)): " + line.joined(separator: "; "))
        }
        print(
            "medians [min-max], this build vs baseline; time ratio this/baseline "
                + "(median of the rounds' ratios, range):")
        for (index, figure) in Self.figures.enumerated() {
            let this = samples[0][index]
            let base = samples[1][index]
            let ratio = figure.isRate ? Self.median(base) / Self.median(this) : Self.median(this) / Self.median(base)
            let perRound = zip(roundMedians[0][index], roundMedians[1][index]).map { this, base in
                figure.isRate ? base / this : this / base
            }
            func spread(_ values: [Double]) -> String {
                "\(Self.text(Self.median(values))) [\(Self.text(values.min()!))-\(Self.text(values.max()!))]"
            }
            func ratioText(_ value: Double) -> String { String(format: "%.3f", value) }
            print(
                "  \(figure.name): \(spread(this)) vs \(spread(base)) \(figure.unit): ratio \(ratioText(ratio)) "
                    + "(rounds \(ratioText(Self.median(perRound))), "
                    + "\(ratioText(perRound.min()!))-\(ratioText(perRound.max()!)))")
        }
    }

    /// This executable's path (the way the system ran it, not argv[0], which may be a bare name).
    static func ownPath() -> String {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// User and system CPU seconds of every child this process has waited for so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_CHILDREN, &usage)
        #else
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs `binary mode` to its end; its standard output (its standard error goes to ours).
    static func runChild(_ binary: String, _ mode: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [mode]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(binary) \(mode) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func values(of figure: Figure, in output: String) -> [Double] {
        guard let expression = try? NSRegularExpression(pattern: figure.pattern) else { return [] }
        let range = NSRange(output.startIndex..., in: output)
        return expression.matches(in: output, range: range).compactMap { match in
            Range(match.range(at: 1), in: output).flatMap { Double(output[$0]) }.map(figure.value)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func text(_ value: Double) -> String {
        value >= 1000 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }
}
