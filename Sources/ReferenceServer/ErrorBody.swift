import Foundation

/// The JSON body of every error response: `{"error": "..."}`.
public struct ErrorBody: Codable, Sendable, Equatable {
    /// What went wrong, naming the field when a field is at fault.
    public let error: String

    /// A body with `error`.
    public init(error: String) { self.error = error }

    /// The encoded JSON (never fails for a string field).
    var json: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data(#"{"error":"internal error"}"#.utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
