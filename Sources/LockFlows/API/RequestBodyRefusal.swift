/// Why a request body was not read (``RequestBodyDecoder``): a 400 in either API's error body.
public struct RequestBodyRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the field at fault where there is one.
    public let message: String

    /// A refusal saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
