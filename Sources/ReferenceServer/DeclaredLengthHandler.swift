import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The body limit at the request head: a request whose `Content-Length` declares more than ``maxBytes`` gets `413`
/// with a JSON body and `Connection: close` at once, without waiting for a body it would refuse anyway (before,
/// a declared length with no body waited for the 408 of the body deadline). A body sent without a length
/// (chunked) is still measured as it is read (`JSONBody`'s 413).
///
/// The refused request never reaches a handler. Whatever the client still sends is read and dropped until its end
/// or ``linger`` passes, and only then is the connection closed: closing a socket with unread bytes sends a reset,
/// which would make a client still writing its body lose the 413. One instance per connection, in the HTTP pipeline
/// after the HTTP/1 codec.
final class DeclaredLengthHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    private let maxBytes: Int
    private let linger: TimeAmount
    private var refused = false
    private var closer: Scheduled<Void>?

    init(maxBytes: Int, linger: TimeAmount = .seconds(2)) {
        self.maxBytes = maxBytes
        self.linger = linger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if refused {
            if case .end = part { close(context) }
            return
        }
        guard case .head(let head) = part, let declared = head.headerFields[.contentLength].flatMap({ Int($0) }),
            declared > maxBytes
        else {
            context.fireChannelRead(data)
            return
        }
        refused = true
        let body = ByteBuffer(string: ErrorBody(error: "request body must be at most \(maxBytes) bytes").json)
        var answer = HTTPResponse(status: .contentTooLarge)
        answer.headerFields[.contentType] = "application/json; charset=utf-8"
        answer.headerFields[.contentLength] = String(body.readableBytes)
        answer.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(answer)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        closer = context.eventLoop.scheduleTask(in: linger) {
            let (handler, context) = loopBound.value
            handler.close(context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        closer?.cancel()
        closer = nil
    }

    private func close(_ context: ChannelHandlerContext) {
        closer?.cancel()
        closer = nil
        context.close(promise: nil)
    }
}
