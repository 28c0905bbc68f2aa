import Foundation
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The body limit at the request head: a request whose `Content-Length` declares more than ``maxBytes`` gets `413`
/// with the JSON body `{"error": message}` and `Connection: close` at once, without waiting for a body it would
/// refuse anyway (before, a declared length with no body waited for the 408 of the body deadline, or on
/// `lockharness serve` for the idle timeout). A body sent without a length
/// (chunked) is still measured as it is read (`JSONBody`'s 413).
///
/// The refused request never reaches a handler. Whatever the client still sends is read and dropped until its end
/// or ``linger`` passes, and only then is the connection closed: closing a socket with unread bytes sends a reset,
/// which would make a client still writing its body lose the 413. One instance per connection, in the HTTP pipeline
/// after the HTTP/1 codec (both servers: the reference server and `lockharness serve`).
/// ```swift
/// HTTP1Channel.Configuration(additionalChannelHandlers: [DeclaredLengthHandler(maxBytes: 16_384)])
/// ```
public final class DeclaredLengthHandler: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = HTTPRequestPart
    public typealias InboundOut = HTTPRequestPart
    public typealias OutboundOut = HTTPResponsePart

    private let maxBytes: Int
    private let message: String
    private let linger: TimeAmount
    private var refused = false
    private var closer: Scheduled<Void>?

    /// Refuses a declared length over `maxBytes` with `message` (by default "request body must be at most N
    /// bytes"), then closes the connection once the client's body has ended or `linger` has passed.
    public init(maxBytes: Int, message: String? = nil, linger: TimeAmount = .seconds(2)) {
        self.maxBytes = maxBytes
        self.message = message ?? "request body must be at most \(maxBytes) bytes"
        self.linger = linger
    }

    /// Answers a request head whose declared length is too big; drops what follows it.
    public func channelRead(context: ChannelHandlerContext, data: NIOAny) {
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
        let body = ByteBuffer(string: Self.errorJSON(message))
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

    /// Cancels the pending close.
    public func handlerRemoved(context: ChannelHandlerContext) {
        closer?.cancel()
        closer = nil
    }

    /// `{"error":"..."}`, the error body of both servers.
    static func errorJSON(_ message: String) -> String {
        struct ErrorBody: Encodable { let error: String }
        let fallback = Data(#"{"error":"request body too large"}"#.utf8)
        let data = (try? JSONEncoder().encode(ErrorBody(error: message))) ?? fallback
        return String(decoding: data, as: UTF8.self)
    }

    private func close(_ context: ChannelHandlerContext) {
        closer?.cancel()
        closer = nil
        context.close(promise: nil)
    }
}
