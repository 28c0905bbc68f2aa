import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The connection caps: a connection beyond ``ConnectionCounter/limit`` open ones gets `503`, and one beyond its
/// client network's share (``ConnectionCounter/perClientLimit``, or the reserve) gets `429`, both with a JSON body,
/// `Retry-After` and `Connection: close` at once, before any request is read, and is closed.
///
/// One instance per connection, in the HTTP pipeline after the HTTP/1 codec; admitted connections are uncounted
/// when their pipeline is torn down.
final class ConnectionLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let counter: ConnectionCounter
    private var client = ClientAddress.key(of: nil)
    private var admission = ConnectionCounter.Admission.serverFull
    private var refused = false

    init(counter: ConnectionCounter) { self.counter = counter }

    func handlerAdded(context: ChannelHandlerContext) {
        client = ClientAddress.key(of: context.channel.remoteAddress)
        admission = counter.admit(client: client)
        if admission != .admitted, context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if admission != .admitted { refuse(context) }
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if admission == .admitted { counter.release(client: client) }
        admission = .serverFull
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }  // a refused connection's request is never handled
        context.fireChannelRead(data)
    }

    private func refuse(_ context: ChannelHandlerContext) {
        guard !refused else { return }
        refused = true
        let network = ClientAddress.network(of: client)
        switch admission {
        case .clientFull:
            let message =
                "too many connections from \(client): at most \(counter.perClientLimit) per client network "
                + "(\(network)) at once; close one and retry"
            context.answerJSONErrorAndClose(.tooManyRequests, message: message, headers: [.retryAfter: "1"])
        case .reserveOnly:
            let message =
                "too many connections from \(client): its network (\(network)) holds \(counter.guaranteed) or more "
                + "and the last \(counter.reserved) are kept for clients holding fewer; close one and retry"
            context.answerJSONErrorAndClose(.tooManyRequests, message: message, headers: [.retryAfter: "1"])
        case .admitted, .serverFull:
            let message = "server busy: at most \(counter.limit) connections at once; retry shortly"
            context.answerJSONErrorAndClose(.serviceUnavailable, message: message, headers: [.retryAfter: "1"])
        }
    }
}
