import Foundation

/// The forgot-password timing probe (issue 27): does a known address take longer to answer than an unknown one?
///
/// Sends forgot-password for the known address and for an unknown one in turns (known, unknown, unknown, known,
/// ... so each kind follows each kind equally often and work left running by one call weighs on both kinds
/// alike), one request at a time, and compares the median latencies. The server must run with limits high enough
/// for every call to be answered 200.
struct ForgotPasswordTiming {
    /// The medians and their ratio.
    struct Result {
        let known: Duration
        let unknown: Duration
        var ratio: Double { known / unknown }
    }

    let server: BenchServer
    let knownEmail: String
    let unknownEmail: String

    /// `pairs` known and `pairs` unknown calls after `warmUp` pairs that are not counted.
    func run(pairs: Int, warmUp: Int = 20) async throws -> Result {
        var known: [Duration] = []
        var unknown: [Duration] = []
        for index in 0..<(warmUp + pairs) {
            let order = index.isMultiple(of: 2) ? [true, false] : [false, true]
            for isKnown in order {
                let elapsed = try await time(email: isKnown ? knownEmail : unknownEmail)
                guard index >= warmUp else { continue }
                if isKnown { known.append(elapsed) } else { unknown.append(elapsed) }
            }
        }
        return Result(known: Self.median(known), unknown: Self.median(unknown))
    }

    private func time(email: String) async throws -> Duration {
        let start = ContinuousClock.now
        let status = try await server.send(
            "POST", "/v1/auth/forgot-password", token: nil, body: "{\"email\": \"\(email)\"}")
        let elapsed = ContinuousClock.now - start
        guard status == 200 else { throw BenchError("forgot-password for \(email) answered \(status)") }
        return elapsed
    }

    private static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
