import Foundation
import ServerRules

/// The JSON body rule's cost as bodies grow (the figure `JSONBodyRuleTests` used to bound with a wall-clock limit):
/// the best of several scans of flat bodies of 2,000, 4,000 and 8,000 keys, and each doubling's ratio (linear: about
/// 2; quadratic: about 4). Runs in process; needs no server.
struct JSONRuleScaling {
    /// Scans per size; the best is printed (a shared machine's other work only ever adds time).
    var runs = 7

    /// One line per size and the ratio of each doubling.
    func figures() -> [String] {
        let sizes = [2_000, 4_000, 8_000]
        let best = sizes.map { keys in bestScan(of: Self.flatBody(keys: keys)) }
        var lines = zip(sizes, best).map { keys, time in
            String(format: "JSON body rule, %5d keys        : %8.0f µs a scan (best of %d)", keys, time * 1e6, runs)
        }
        let ratios = zip(best.dropFirst(), best).map { String(format: "%.2f", $0 / $1) }
        lines.append("JSON body rule, per doubling     : \(ratios.joined(separator: ", ")) (linear ~2, quadratic ~4)")
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 16_383)
        lines.append(
            String(
                format: "JSON body rule, 16,383 '['       : %8.1f µs a scan (stops at byte 32)",
                bestScan(of: deep) * 1e6))
        return lines
    }

    /// `{"key0": [0, {"k": "v"}], ...}` with `keys` members.
    static func flatBody(keys: Int) -> [UInt8] {
        let members = (0..<keys).map { #""key\#($0)": [\#($0), {"k": "v"}]"# }.joined(separator: ",")
        return Array("{\(members)}".utf8)
    }

    private func bestScan(of body: [UInt8]) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let started = ContinuousClock.now
            let verdict = JSONBodyRule().violation(in: body)
            let elapsed = ContinuousClock.now - started
            precondition(verdict == nil || body.first == UInt8(ascii: "["), "the bench's flat body was refused")
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return best
    }
}
