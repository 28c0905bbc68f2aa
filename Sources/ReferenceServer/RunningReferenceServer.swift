/// A ``ReferenceServer`` serving in a background task.
public struct RunningReferenceServer: Sendable {
    /// The bound port.
    public let port: Int
    let task: Task<Void, any Error>
    let connections: ConnectionCounter

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// How many connections the server counts as open now (a connection is uncounted once its channel has closed,
    /// just after the peer sees it close).
    package var openConnections: Int { connections.open }

    /// Waits until the server counts at most `count` open connections; false if it still counts more after
    /// `limit` (a guard against a hang, not a speed bound).
    package func waitForOpenConnections(atMost count: Int, within limit: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while connections.open > count {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Stops the server and waits for it to finish.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}
