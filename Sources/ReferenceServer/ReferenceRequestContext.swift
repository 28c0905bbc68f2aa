import Hummingbird
import NIOCore

/// The request context of every reference-server route: Hummingbird's basics plus the client's address, which
/// the per-client limits (forgot-password, reset-token guesses) count by.
struct ReferenceRequestContext: RequestContext {
    /// Hummingbird's per-request storage (parameters, endpoint path, logger).
    var coreContext: CoreRequestContextStorage
    /// The client: the peer's IP address (`127.0.0.1`, `::1`), or `"unknown"` when the channel has none.
    let client: String

    /// The context of a request arriving on `source.channel`.
    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = ClientAddress.key(of: source.channel.remoteAddress)
    }
}
