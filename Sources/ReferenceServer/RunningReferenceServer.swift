/// A ``ReferenceServer`` serving in a background task.
public struct RunningReferenceServer: Sendable {
    /// The bound port.
    public let port: Int
    let task: Task<Void, any Error>

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops the server and waits for it to finish.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}
