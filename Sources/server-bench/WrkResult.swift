import Foundation

/// What one `wrk` run printed, parsed: throughput, mean latency and error responses.
struct WrkResult: Sendable, Equatable {
    /// `Requests/sec:`.
    var requestsPerSecond: Double
    /// The mean latency as printed (`1.23ms`).
    var meanLatency: String
    /// `Non-2xx or 3xx responses:` (0 when absent).
    var errorResponses: Int
    /// Socket errors (connect, read, write, timeout), summed (0 when absent).
    var socketErrors: Int

    /// Parses `wrk`'s standard output; nil when it has no `Requests/sec:` line.
    init?(parsing output: String) {
        var rate: Double?
        var latency = "?"
        var errors = 0
        var socket = 0
        for line in output.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if line.hasPrefix("Requests/sec:"), let last = fields.last { rate = Double(last) }
            if line.hasPrefix("Latency"), latency == "?", fields.count > 1, fields[1] != "Distribution" {
                latency = String(fields[1])
            }
            if line.hasPrefix("Non-2xx or 3xx responses:"), let last = fields.last { errors = Int(last) ?? 0 }
            if line.hasPrefix("Socket errors:") {
                // Socket errors: connect 0, read 0, write 0, timeout 0
                socket = fields.compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }.reduce(0, +)
            }
        }
        guard let rate else { return nil }
        requestsPerSecond = rate
        meanLatency = latency
        errorResponses = errors
        socketErrors = socket
    }
}
