/// A failed passcode API call; ``description`` is what the screens show.
public enum PasscodeAPIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server answered with an error status and message.
    case server(status: Int, message: String)
    /// The request did not complete in time.
    case timeout
    /// The network failed.
    case transport(String)
    /// The response could not be decoded.
    case invalidResponse(String)

    public var description: String {
        switch self {
        case .server(_, let message): return message
        case .timeout: return "The request timed out."
        case .transport(let message): return message
        case .invalidResponse(let detail): return "Unexpected response from the server (\(detail))."
        }
    }
}
