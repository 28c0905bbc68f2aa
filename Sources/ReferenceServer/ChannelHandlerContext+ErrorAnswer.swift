import HTTPTypes
import NIOCore
import NIOHTTPTypes

extension ChannelHandlerContext {
    /// Answers `status` with the server's JSON error body carrying `message` (plus `headers`) and closes the
    /// connection once the answer is written: how the connection guards refuse a request they will not serve.
    func answerJSONErrorAndClose(_ status: HTTPResponse.Status, message: String, headers: HTTPFields = [:]) {
        let body = ByteBuffer(string: ErrorBody(error: message).json)
        var head = HTTPResponse(status: status)
        head.headerFields = headers
        head.headerFields[.contentType] = "application/json; charset=utf-8"
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.connection] = "close"
        write(NIOAny(HTTPResponsePart.head(head)), promise: nil)
        write(NIOAny(HTTPResponsePart.body(body)), promise: nil)
        // The completion runs on this context's event loop, where the context may be used.
        let context = NIOLoopBound(self, eventLoop: eventLoop)
        writeAndFlush(NIOAny(HTTPResponsePart.end(nil))).whenComplete { _ in context.value.close(promise: nil) }
    }
}
