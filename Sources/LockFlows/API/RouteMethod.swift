/// The HTTP methods the seeds' APIs use, as a type: a route declared with one the servers cannot register does not
/// compile (a misspelt method used to fall back to `GET` at registration).
public enum RouteMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `GET`: reads; sends no body.
    case get = "GET"
    /// `POST`.
    case post = "POST"
    /// `PUT`.
    case put = "PUT"

    /// Whether a call carries its input as a JSON body (every method but `GET`).
    public var sendsBody: Bool { self != .get }

    /// The method as it goes on the wire (`GET`).
    public var description: String { rawValue }
}
