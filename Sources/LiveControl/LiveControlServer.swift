import Foundation
import HarnessLive
import Hummingbird
import HummingbirdCore
import LockCore
import Logging
import NIOCore
import ServerChannelRules
import ServiceLifecycle

/// The control API and web panel over one ``LiveController``, on Hummingbird.
///
/// ```swift
/// let server = LiveControlServer(controller: controller, token: "secret")
/// let running = try await server.start()          // port 0: an ephemeral loopback port
/// // GET http://127.0.0.1:\(running.port)/api/state with `Authorization: Bearer secret`
/// await running.stop()
/// ```
public struct LiveControlServer: Sendable {
    /// How the session's time moves.
    public enum ClockMode: String, Sendable, CaseIterable {
        /// Only `advance`, `sleep` and `reboot` steps move time.
        case virtual
        /// A background task advances the session by the wall-clock time that passed, every ``tickInterval``.
        case real
    }

    /// The session owner.
    public let controller: LiveController
    /// The token every `/api/` route requires.
    public let token: String
    /// The address to bind (loopback unless the caller was told otherwise).
    public let host: String
    /// The port (0: ephemeral).
    public let port: Int
    /// How time moves.
    public let clock: ClockMode
    /// How often `--clock real` advances the session.
    public let tickInterval: Duration
    /// How often an event stream gets a `: keep-alive` comment.
    public let heartbeat: Duration
    /// How long a connection may sit without a complete request before it is closed (a stalled or malformed
    /// request head never holds a connection forever; an event stream in progress is not affected).
    public let idleTimeout: Duration

    /// A server; nothing is bound until ``start(logger:)``.
    public init(
        controller: LiveController, token: String, host: String = "127.0.0.1", port: Int = 0,
        clock: ClockMode = .virtual, tickInterval: Duration = .milliseconds(100), heartbeat: Duration = .seconds(15),
        idleTimeout: Duration = .seconds(30)
    ) {
        self.controller = controller
        self.token = token
        self.host = host
        self.port = port
        self.clock = clock
        self.tickInterval = tickInterval
        self.heartbeat = heartbeat
        self.idleTimeout = idleTimeout
    }

    /// A 32-byte random token, hex.
    public static func generateToken() -> String { Hex.random(byteCount: 32) }

    func makeApplication(logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol
    {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: LiveControlMiddleware(token: token))
        LiveControlRoutes(controller: controller, heartbeat: heartbeat, clock: clock, tickInterval: tickInterval)
            .register(on: router)
        return Application(
            router: router,
            // A declared length over the body limit gets its 413 at the request head (issue 38), not after the idle
            // timeout spent waiting for a body the route would refuse.
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        DeclaredLengthHandler(
                            maxBytes: LiveControlRoutes.bodyLimit, message: LiveControlRoutes.bodyLimitMessage)
                    ],
                    idleTimeout: TimeAmount(idleTimeout))),
            configuration: .init(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Serves in a background task (with the real-time ticker for `--clock real`) and returns once bound.
    public func start(logger: Logger = Logger(label: "lockharness-serve")) async throws -> RunningLiveControlServer {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = makeApplication(logger: logger) { port in continuation.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        let ticker = clock == .real ? Self.startTicker(controller: controller, every: tickInterval) : nil
        for await port in ports {
            return RunningLiveControlServer(
                port: port, host: host, controller: controller, group: group, task: task, ticker: ticker)
        }
        ticker?.cancel()
        try await task.value
        throw CancellationError()
    }

    /// Advances the session by the real time that passed, every `interval`, in whole milliseconds (the rest
    /// carries over), so a recording's `advance` lines are exact.
    static func startTicker(controller: LiveController, every interval: Duration) -> Task<Void, Never> {
        Task {
            let clock = ContinuousClock()
            var last = clock.now
            var carried = Duration.zero
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let now = clock.now
                carried += now - last
                last = now
                let milliseconds =
                    carried.components.seconds * 1000 + carried.components.attoseconds / 1_000_000_000_000_000
                guard milliseconds > 0 else { continue }
                let step = Duration.milliseconds(milliseconds)
                carried -= step
                await controller.tick(step)
            }
        }
    }
}

/// A ``LiveControlServer`` serving in a background task.
public struct RunningLiveControlServer: Sendable {
    /// The bound port.
    public let port: Int
    /// The bound host.
    public let host: String
    let controller: LiveController
    let group: ServiceGroup
    let task: Task<Void, any Error>
    let ticker: Task<Void, Never>?

    /// `http://HOST:PORT` (IPv6 hosts in brackets).
    public var baseURL: String { host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)" }

    /// Ends the event streams, stops the ticker, shuts the server down gracefully (requests in flight finish),
    /// and waits for it to finish.
    public func stop() async {
        ticker?.cancel()
        await controller.closeSubscribers()
        await group.triggerGracefulShutdown()
        _ = await task.result
    }

    /// Waits until the server stops (by ``stop()`` or a failure).
    public func wait() async throws {
        try await task.value
    }
}
