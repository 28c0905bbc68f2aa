import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The whole-body deadline: a request whose body has not fully arrived within ``deadline`` of its head gets
/// `408` with a JSON body and `Connection: close`, and the connection is closed (just closed, when a response is
/// already under way).
///
/// Hummingbird's idle timeout restarts on every byte, so a body sent one byte every few seconds would otherwise
/// hold the connection (and a handler waiting for the body) forever. One instance per connection, in the HTTP
/// pipeline after the HTTP/1 codec.
final class RequestBodyDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?
    private var requestHeads = 0
    private var responseHeads = 0
    private var responseEnds = 0
    private var expired = false

    init(deadline: TimeAmount) { self.deadline = deadline }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestHeads += 1
            timer?.cancel()
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            timer = context.eventLoop.scheduleTask(in: deadline) {
                let (handler, context) = loopBound.value
                handler.expire(context)
            }
        case .end:
            timer?.cancel()
            timer = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !expired else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head: responseHeads += 1
        case .end: responseEnds += 1
        case .body: break
        }
        context.write(data, promise: promise)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    private func expire(_ context: ChannelHandlerContext) {
        timer = nil
        let responseUnderWay = responseHeads > responseEnds || responseHeads >= requestHeads
        expired = true
        guard !responseUnderWay else {
            context.close(promise: nil)
            return
        }
        let milliseconds = deadline.nanoseconds / 1_000_000
        let limit = milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
        let message = "request body not received within \(limit) of the request head"
        context.answerJSONErrorAndClose(.requestTimeout, message: message)
    }
}
