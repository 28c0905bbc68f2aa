import Foundation
import HTTPTypes
import Hummingbird
import LockFlows
import NIOCore
import ServerRules

/// Reads a request's JSON body into one of the LockFlows shapes, and writes JSON responses.
///
/// Every decoding failure becomes a 400 naming the field (`"minutes must be an integer"`,
/// `"passcode is required"`); a body over the size limit becomes a 413; a body that breaks ``JSONBodyRule`` (not
/// UTF-8, a trailing comma, nesting deeper than 32, an object naming a key twice) becomes a 400 saying which and
/// where, before any decoder reads it (the one rule for every body, `/api`, `/v1` and `/test` alike, and the live
/// control server's). Nothing is stored before decoding succeeds, so a bad request changes nothing.
struct JSONBody: Sendable {
    /// The largest body accepted, in bytes.
    let maxBytes: Int

    func decode<T: Decodable>(_ type: T.Type, from request: Request, emptyAs empty: T? = nil) async throws -> T {
        let data = try await bytes(of: request)
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }), let empty { return empty }
        try check(data, of: request)
        return try RequestBodyDecoder.decode(T.self, from: data).mapError { PasscodeServerError.badRequest($0.message) }
            .get()
    }

    /// Decodes like ``decode(_:from:emptyAs:)`` and also refuses fields other than `fields` (400 naming the
    /// first unknown one), so a misspelt key is not silently ignored; without `fields`, the ones the decoded request
    /// writes back (``RequestBodyDecoder/decodeStrict(_:from:fields:)``).
    func decodeStrict<T: Codable>(_ type: T.Type, fields: Set<String>? = nil, from request: Request) async throws -> T {
        let data = try await bytes(of: request)
        try check(data, of: request)
        return try RequestBodyDecoder.decodeStrict(T.self, from: data, fields: fields)
            .mapError { PasscodeServerError.badRequest($0.message) }.get()
    }

    /// The body's bytes, up to ``maxBytes`` (413 beyond).
    func bytes(of request: Request) async throws -> Data {
        do {
            return Data(try await request.body.collect(upTo: maxBytes).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw PasscodeServerError(
                status: .contentTooLarge, message: "request body must be at most \(maxBytes) bytes")
        }
    }

    /// The content type and ``JSONBodyRule``, before any decoder reads `data`.
    func check(_ data: Data, of request: Request) throws(PasscodeServerError) {
        if let violation = JSONBodyRule.violation(ofContentType: request.headers[.contentType])
            ?? JSONBodyRule().violation(in: Array(data))
        {
            throw PasscodeServerError.badRequest(violation.description)
        }
    }

    /// A 200 with `value` as JSON that fires `sent` once its last byte is written (or when it is dropped).
    static func response(_ value: some Encodable, then sent: AnswerSent) throws -> Response {
        let buffer = ByteBuffer(bytes: try JSONEncoder().encode(value))
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        let body = ResponseBody(contentLength: buffer.readableBytes) { writer in
            defer { sent.fire() }
            try await writer.write(buffer)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    static func response(_ value: some Encodable) throws -> Response {
        let data = try JSONEncoder().encode(value)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
