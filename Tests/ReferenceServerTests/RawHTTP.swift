import Foundation

/// One HTTP/1.1 exchange written byte for byte, for requests URLSession would rewrite (a path with a doubled or
/// trailing slash) and for connections held open on purpose.
struct RawHTTP {
    /// A parsed answer.
    struct Answer {
        let status: Int
        let head: String
        let body: String
    }

    let port: Int

    /// The request's bytes: `method path`, `headers`, and `body` with its length; `close` asks the server to close
    /// the connection after answering.
    static func request(
        _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil, close: Bool = true
    ) -> [UInt8] {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        if close { text += "Connection: close\r\n" }
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        return Array(text.utf8)
    }

    /// Sends one request on a new connection that closes after the answer, and parses the answer.
    func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) async throws -> Answer {
        let socket = try RawSocket.connect(port: port)
        try socket.send(Self.request(method, path, headers: headers, body: body))
        let answer = await socket.readUntilClosed(seconds: RawSocket.hangGuardSeconds)
        return try Self.parse(answer.bytes)
    }

    /// The status, head and body of an answer's bytes.
    static func parse(_ bytes: [UInt8]) throws -> Answer {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw FixtureError("no complete answer: \(text)") }
        let head = String(text[..<split.lowerBound])
        let parts = head.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { throw FixtureError("no status line: \(head)") }
        return Answer(status: status, head: head, body: String(text[split.upperBound...]))
    }
}
