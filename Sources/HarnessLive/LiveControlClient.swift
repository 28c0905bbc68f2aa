import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client of `lockharness serve`'s control API over URLSession (what `lockharness ctl` and the tests use).
///
/// ```swift
/// let client = LiveControlClient(baseURL: URL(string: "http://127.0.0.1:8080")!, token: token)
/// let reply = try await client.send(.post, "/api/steps", body: "sensor: {matching: false}")
/// // reply.status == 200, reply.text == {"applied": 1, "state": {...}}
/// ```
public struct LiveControlClient: Sendable {
    /// Where `lockharness serve` writes `{"url", "token", "pid"}` and `ctl` reads it:
    /// `$XDG_STATE_HOME/lockharness/serve.json`, else `~/.local/state/lockharness/serve.json`.
    public static func defaultStateFile(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String
    {
        let base: String
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            base = state
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = home + "/.local/state"
        }
        return base + "/lockharness/serve.json"
    }

    /// An HTTP answer.
    public struct Reply: Sendable {
        /// The status code.
        public let status: Int
        /// The body as text.
        public let text: String
        /// The response headers (names as sent).
        public let headers: [String: String]

        /// The body parsed as a JSON object (empty when it is not one).
        public var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        }
    }

    /// The method.
    public enum Method: String, Sendable {
        /// GET.
        case get = "GET"
        /// POST.
        case post = "POST"
        /// PUT.
        case put = "PUT"
        /// DELETE.
        case delete = "DELETE"
    }

    /// One server-sent event.
    public struct Event: Sendable, Equatable {
        /// `id:`, if any.
        public var id: Int?
        /// `event:` (`message` when absent).
        public var name: String
        /// `data:` lines joined by newlines.
        public var data: String
    }

    /// The server, e.g. `http://127.0.0.1:PORT`.
    public let baseURL: URL
    /// The bearer token (nil: send none).
    public let token: String?

    /// A client for `baseURL`.
    public init(baseURL: URL, token: String?) {
        self.baseURL = baseURL
        self.token = token
    }

    /// Sends one request and returns the answer (any status).
    /// - Throws: when there is no answer (no server there).
    public func send(
        _ method: Method, _ path: String, body: String? = nil, contentType: String = "text/plain",
        headers: [String: String] = [:]
    ) async throws -> Reply {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method.rawValue
        request.timeoutInterval = 30
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as? HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return Reply(status: http?.statusCode ?? 0, text: String(decoding: data, as: UTF8.self), headers: fields)
    }

    /// Follows `GET /api/events` (from `lastEventID` when given) until the stream's consumer stops iterating,
    /// which closes the connection.
    public func events(lastEventID: Int? = nil) -> AsyncThrowingStream<Event, any Error> {
        var request = URLRequest(url: baseURL.appendingPathComponent("/api/events"))
        request.timeoutInterval = 3600
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let lastEventID { request.setValue(String(lastEventID), forHTTPHeaderField: "Last-Event-ID") }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Event.self, throwing: (any Error).self)
        let delegate = EventStreamDelegate(continuation: continuation)
        let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
        let task = session.dataTask(with: request)
        continuation.onTermination = { _ in
            task.cancel()
            session.invalidateAndCancel()
        }
        task.resume()
        return stream
    }
}

/// The error of an event stream that did not open (`status` is not 200).
public struct LiveControlStreamError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// `event stream refused: HTTP <status>`.
    public var description: String { "event stream refused: HTTP \(status)" }
}

/// Feeds a data task's bytes through the `text/event-stream` parser into a stream.
private final class EventStreamDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let continuation: AsyncThrowingStream<LiveControlClient.Event, any Error>.Continuation
    private let lock = NSLock()
    private var pending = ""

    init(continuation: AsyncThrowingStream<LiveControlClient.Event, any Error>.Continuation) {
        self.continuation = continuation
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status != 200 {
            continuation.finish(throwing: LiveControlStreamError(status: status))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let events: [LiveControlClient.Event] = lock.withLock {
            pending += String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            var parsed: [LiveControlClient.Event] = []
            while let end = pending.range(of: "\n\n") {
                let block = pending[..<end.lowerBound]
                pending = String(pending[end.upperBound...])
                if let event = Self.parse(block) { parsed.append(event) }
            }
            return parsed
        }
        for event in events { continuation.yield(event) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
    }

    /// One block of `field: value` lines; comments (`: keep-alive`) and blocks without data are skipped.
    static func parse(_ block: Substring) -> LiveControlClient.Event? {
        var id: Int?
        var name = "message"
        var data: [String] = []
        for line in block.split(separator: "\n") where !line.hasPrefix(":") {
            let field = line.prefix { $0 != ":" }
            var value = line.dropFirst(field.count).dropFirst()
            if value.hasPrefix(" ") { value = value.dropFirst() }
            switch field {
            case "id": id = Int(value)
            case "event": name = String(value)
            case "data": data.append(String(value))
            default: break
            }
        }
        return data.isEmpty ? nil : LiveControlClient.Event(id: id, name: name, data: data.joined(separator: "\n"))
    }
}
