import Foundation
import Hummingbird
import NIOCore

extension JSONBody {
    /// Decodes like ``decode(_:from:emptyAs:)`` and also refuses fields other than `fields` (400 naming the
    /// first unknown one), so a misspelt key is not silently ignored.
    func decodeStrict<T: Decodable>(_ type: T.Type, fields: Set<String>, from request: Request) async throws -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBytes)
        } catch is NIOTooManyBytesError {
            throw PasscodeServerError(
                status: .contentTooLarge, message: "request body must be at most \(maxBytes) bytes")
        }
        let data = Data(buffer.readableBytesView)
        var copy = request
        copy.body = .init(buffer: buffer)
        let value = try await decode(type, from: copy)
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let unknown = object.keys.filter({ !fields.contains($0) }).sorted().first
        {
            throw PasscodeServerError.badRequest(
                "\(unknown) is not a known field (expected \(fields.sorted().joined(separator: ", ")))")
        }
        return value
    }
}
