import Foundation

/// The known/unknown timing probe (issues 27 and 38): does a request about an address with an account take longer
/// to answer than the same request about an address without one?
///
/// Sends the request for the known address and for the unknown one in turns (known, unknown, unknown, known, ...
/// so each kind follows each kind equally often and work left running by one call weighs on both kinds alike),
/// one request at a time, and compares the median latencies. The server must run with limits high enough for
/// every call to get the answer `send` expects.
struct KnownUnknownTiming {
    /// The medians and their ratio.
    struct Result {
        let known: Duration
        let unknown: Duration
        var ratio: Double { known / unknown }
    }

    /// Sends one request, for the known address when `true`; throws when the answer is not the expected one.
    let send: @Sendable (_ known: Bool) async throws -> Void

    /// `pairs` known and `pairs` unknown calls after `warmUp` pairs that are not counted.
    func run(pairs: Int, warmUp: Int = 10) async throws -> Result {
        var known: [Duration] = []
        var unknown: [Duration] = []
        for index in 0..<(warmUp + pairs) {
            let order = index.isMultiple(of: 2) ? [true, false] : [false, true]
            for isKnown in order {
                let start = ContinuousClock.now
                try await send(isKnown)
                let elapsed = ContinuousClock.now - start
                guard index >= warmUp else { continue }
                if isKnown { known.append(elapsed) } else { unknown.append(elapsed) }
            }
        }
        return Result(known: Self.median(known), unknown: Self.median(unknown))
    }

    /// Several runs at rest, then as many with `load` running beside (each run a ratio of medians), alternating
    /// rest and load so the machine's drift weighs on both; prints each run's ratio and their spread.
    func report(
        _ label: String, runs: Int, pairs: Int, load: MeLoad, print say: (String) -> Void = { print($0) }
    ) async throws {
        var rest: [Double] = []
        var loaded: [Double] = []
        var loadRates: [Double] = []
        for number in 1...runs {
            rest.append(try await run(pairs: pairs).ratio)
            let running = load.start()
            let started = ContinuousClock.now
            loaded.append(try await run(pairs: pairs).ratio)
            let requests = await running.stop()
            loadRates.append(Double(requests) / Self.seconds(ContinuousClock.now - started))
            let progress =
                "\(label) run \(number)/\(runs): \(Self.format(rest.last!)) at rest, "
                + "\(Self.format(loaded.last!)) with load\n"
            FileHandle.standardError.write(Data(progress.utf8))
        }
        for (condition, ratios) in [("at rest", rest), ("with /me load", loaded)] {
            let inTarget = ratios.filter { (0.9...1.1).contains($0) }.count
            say(
                "\(label) known / unknown, \(condition)".padding(toLength: 64, withPad: " ", startingAt: 0)
                    + ": \(Self.format(Self.median(ratios))) median, \(Self.format(ratios.min()!))-"
                    + "\(Self.format(ratios.max()!)) over \(runs) runs of \(pairs) pairs "
                    + "(\(ratios.map(Self.format).joined(separator: " "))); \(inTarget)/\(runs) in 0.9-1.1 "
                    + "(target: all)")
        }
        say(
            "\(label) /me load beside".padding(toLength: 64, withPad: " ", startingAt: 0)
                + ": \(String(format: "%.0f", Self.median(loadRates))) req/s median (\(load.connections) connections)")
    }

    private static func median<T: Comparable>(_ values: [T]) -> T {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func format(_ ratio: Double) -> String { String(format: "%.2f", ratio) }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
