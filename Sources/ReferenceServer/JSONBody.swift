import Foundation
import HTTPTypes
import Hummingbird
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
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBytes)
        } catch is NIOTooManyBytesError {
            throw PasscodeServerError(
                status: .contentTooLarge, message: "request body must be at most \(maxBytes) bytes")
        }
        let data = Data(buffer.readableBytesView)
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }), let empty { return empty }
        if let violation = JSONBodyRule.violation(ofContentType: request.headers[.contentType])
            ?? JSONBodyRule().violation(in: Array(buffer.readableBytesView))
        {
            throw PasscodeServerError.badRequest(violation.description)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let field = Self.badNumberField(in: data)
            {
                // swift-corelibs-foundation reports a number that does not fit the field's type (1.5 or 1e30 for
                // an Int) as invalid JSON with no coding path; find the field so the message can name it.
                throw PasscodeServerError.badRequest("\(field) has an invalid value (not a whole number in range)")
            }
            throw PasscodeServerError.badRequest(Self.message(for: error))
        } catch {
            throw PasscodeServerError.badRequest("request body is not valid JSON")
        }
    }

    /// In a body that is valid JSON, the first top-level field holding a number that is not a 64-bit integer.
    static func badNumberField(in data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        for key in object.keys.sorted() {
            guard let number = object[key] as? NSNumber, !(object[key] is Bool) else { continue }
            if Int(number.stringValue) == nil { return key }
        }
        return nil
    }

    static func message(for error: DecodingError) -> String {
        func name(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(name(context.codingPath + [key])) is required"
        case .typeMismatch(let type, let context):
            guard !context.codingPath.isEmpty else { return "request body must be a JSON object" }
            return "\(name(context.codingPath)) must be \(describe(type))"
        case .valueNotFound(let type, let context):
            guard !context.codingPath.isEmpty else { return "request body must be a JSON object" }
            return "\(name(context.codingPath)) must be \(describe(type)), not null"
        case .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "request body is not valid JSON" }
            return "\(name(context.codingPath)) has an invalid value (\(context.debugDescription))"
        @unknown default:
            return "request body is not valid JSON"
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        default: return "a JSON object"
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
