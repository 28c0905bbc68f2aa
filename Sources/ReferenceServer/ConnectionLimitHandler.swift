import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The connection cap: a connection beyond ``ConnectionCounter/limit`` open ones gets `503` with a JSON body and
/// `Connection: close` at once, before any request is read, and is closed.
///
/// One instance per connection, in the HTTP pipeline after the HTTP/1 codec; admitted connections are uncounted
/// when their pipeline is torn down.
final class ConnectionLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let counter: ConnectionCounter
    private var admitted = false
    private var refused = false

    init(counter: ConnectionCounter) { self.counter = counter }

    func handlerAdded(context: ChannelHandlerContext) {
        admitted = counter.admit()
        if !admitted, context.channel.isActive { refuse(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if !admitted { refuse(context) }
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if admitted { counter.release() }
        admitted = false
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }  // a refused connection's request is never handled
        context.fireChannelRead(data)
    }

    private func refuse(_ context: ChannelHandlerContext) {
        guard !refused else { return }
        refused = true
        let message = "server busy: at most \(counter.limit) connections at once; retry shortly"
        context.answerJSONErrorAndClose(.serviceUnavailable, message: message, headers: [.retryAfter: "1"])
    }
}
