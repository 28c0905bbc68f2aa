import Foundation

/// Reads a request's JSON body into one of the APIs' Codable shapes, or says what is wrong with it in words a client
/// can act on: the field at fault (`"passcode is required"`, `"minutes must be an integer"`, `"token must be a
/// string, not null"`) and, read strictly, the first field the shape does not have (`"emial is not a known field
/// (expected email)"`).
///
/// The reference server reads every body through it, after its own checks on the bytes (the size limit, the JSON
/// body rule), and the in-process password-reset backend reads a body through it when asked to answer one as the
/// server does (`InMemoryPasswordResetBackend.respond(to:body:client:)`), so both refuse a bad body in the same words.
/// ```swift
/// RequestBodyDecoder.decodeStrict(ForgotPasswordRequest.self, from: Data(#"{"emial": "a@b.co"}"#.utf8))
/// // .failure(RequestBodyRefusal(message: "email is required"))
/// ```
public enum RequestBodyDecoder {
    /// `data` as a `T`, or the refusal naming the field at fault.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> Result<T, RequestBodyRefusal> {
        do {
            return .success(try JSONDecoder().decode(T.self, from: data))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let field = badNumberField(in: data)
            {
                // swift-corelibs-foundation reports a number that does not fit the field's type (1.5 or 1e30 for
                // an Int) as invalid JSON with no coding path; find the field so the message can name it.
                return .failure(RequestBodyRefusal("\(field) has an invalid value (not a whole number in range)"))
            }
            return .failure(RequestBodyRefusal(message(for: error)))
        } catch {
            return .failure(RequestBodyRefusal("request body is not valid JSON"))
        }
    }

    /// Like ``decode(_:from:)``, and also refuses an object with a field other than `fields` (naming the first
    /// unknown one), so a misspelt key is not silently ignored. Without `fields`, the known fields are the ones the
    /// decoded request writes back: every field of a shape whose fields are all required (the `/v1` requests).
    public static func decodeStrict<T: Codable>(
        _ type: T.Type, from data: Data, fields: Set<String>? = nil
    ) -> Result<T, RequestBodyRefusal> {
        decode(type, from: data).flatMap { value in
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return .success(value)
            }
            let known = fields ?? writtenFields(of: value)
            guard let unknown = object.keys.filter({ !known.contains($0) }).sorted().first else {
                return .success(value)
            }
            return .failure(
                RequestBodyRefusal(
                    "\(unknown) is not a known field (expected \(known.sorted().joined(separator: ", ")))"))
        }
    }

    /// The top-level keys `value` encodes to.
    private static func writtenFields(of value: some Encodable) -> Set<String> {
        guard let data = try? JSONEncoder().encode(value),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return Set(object.keys)
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

    /// The words for a decoding failure, naming the field's path.
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

    /// A type as the messages name it (`a string`).
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        default: return "a JSON object"
        }
    }
}
