#if os(Linux)
    /// Why ``AppHost`` could not finish a step.
    public enum AppHostError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Calls the app made outside the timeline (real HTTP) were still in flight after the limit.
        case callsDidNotReturn(inFlight: Int, within: Duration)

        public var description: String {
            switch self {
            case .callsDidNotReturn(let inFlight, let limit):
                return "the app's backend did not answer within \(limit) (\(inFlight) call(s) in flight)"
            }
        }
    }
#endif
