import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import LockCore
import LockFlows
import Logging
import NIOCore
import ServerChannelRules

/// The reference backend for the seed's passcode HTTP API (Hummingbird 2 + SQLite via GRDB).
///
/// Serves exactly the routes of `PasscodeRoutes` with the LockFlows Codable shapes; every error is a JSON
/// `{"error": "..."}` with a 4xx status (unknown routes 404, wrong methods 405 with `Allow`, slow bodies 408),
/// except the 503 a connection over ``ReferenceServerConfiguration/maxConnections`` (and the 429 one over its
/// client's ``ReferenceServerConfiguration/maxConnectionsPerClient``) gets before it is closed. Paths are routed
/// exactly (``CanonicalPath``). Time is LockCore's ``ClockSource``, of which the server reads only the wall time
/// (the system's, ``LiveClock``, by default; tests pass ReferenceServerTesting's `ManualServerClock` to move it):
/// ```swift
/// let server = try ReferenceServer(configuration: .init(), clock: LiveClock())
/// let running = try await server.start()
/// // talk to http://127.0.0.1:\(running.port) with `Authorization: Bearer lockharness-dev-token`
/// await running.stop()
/// ```
public struct ReferenceServer: Sendable {
    /// The configuration in force.
    public let configuration: ReferenceServerConfiguration
    /// The simulated email outbox (reset codes).
    public let outbox: ResetCodeOutbox
    /// The rules and storage behind the routes (the default scope's passcode API).
    public let accounts: PasscodeAccounts
    /// Seed 002's password reset (the default scope's).
    public let passwordReset: PasswordResetAccounts
    let database: PasscodeDatabase
    let baseClock: any ClockSource
    let defaultScope: ServerScope
    let sandboxes = SandboxRegistry()

    /// A server over a database opened from `configuration`, reading time from `clock`.
    /// - Throws: when the database cannot be opened or migrated.
    public init(
        configuration: ReferenceServerConfiguration, clock: any ClockSource = LiveClock(),
        outbox: ResetCodeOutbox = ResetCodeOutbox()
    ) throws {
        guard !configuration.testMode || LoopbackHost.contains(configuration.host) else {
            throw PasscodeServerError(
                status: .internalServerError,
                message: "test mode is refused on the non-loopback host \(configuration.host)")
        }
        self.configuration = configuration
        self.outbox = outbox
        let database = try PasscodeDatabase(path: configuration.databasePath)
        self.database = database
        self.baseClock = clock
        let scopeClock: any ClockSource = configuration.testMode ? ScopeClock(following: clock) : clock
        defaultScope = ServerScope(
            id: "", clock: scopeClock, tokens: configuration.tokens, database: database, configuration: configuration,
            printed: outbox, collectMail: configuration.testMode, email: PasswordResetAccounts.defaultEmail(account:),
            ownRouter: false)
        self.accounts = defaultScope.passcode
        self.passwordReset = defaultScope.passwordReset
    }

    /// The Hummingbird application; `onRunning` receives the bound port.
    ///
    /// Every route is registered on `router` between the fallback's installation and ``RouteCatalog/seal(_:)``,
    /// so unknown paths get a JSON 404 and wrong methods a JSON 405 with `Allow`, whoever added the route.
    public func makeApplication(
        logger: Logger = Logger(label: "lockharness-server"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        makeApplication(logger: logger, connections: makeConnectionCounter(), onRunning: onRunning)
    }

    /// The connection caps of ``configuration``, counted from zero.
    private func makeConnectionCounter() -> ConnectionCounter {
        ConnectionCounter(
            limit: configuration.maxConnections, perClientLimit: configuration.maxConnectionsPerClient,
            reserved: configuration.reservedConnections, guaranteed: configuration.guaranteedConnectionsPerClient)
    }

    /// The Hummingbird application counting its connections in `connections`.
    private func makeApplication(
        logger: Logger, connections: ConnectionCounter, onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        let router = makeRouter()
        let bodyDeadline = TimeAmount(configuration.bodyDeadline)
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [
                ConnectionLimitHandler(counter: connections),
                DeclaredLengthHandler(maxBytes: configuration.maxBodyBytes),
                RequestBodyDeadlineHandler(deadline: bodyDeadline),
            ],
            idleTimeout: TimeAmount(configuration.idleTimeout),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: configuration.maxHeaderFieldBytes,
                maxHeaderListSize: configuration.maxHeaderListBytes,
                maxHeaderFieldCount: configuration.maxHeaderFieldCount))
        return Application(
            router: router,
            server: .http1(configuration: http1),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { [self] channel in
                do {
                    try await createConfiguredUsers()
                } catch {
                    logger.error("could not create the configured accounts' users: \(error)")
                }
                await onRunning(channel.localAddress?.port ?? 0)
            },
            logger: logger)
    }

    /// Starts serving in a background task and returns once the port is bound.
    public func start(logger: Logger = Logger(label: "lockharness-server")) async throws -> RunningReferenceServer {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let connections = makeConnectionCounter()
        let app = makeApplication(logger: logger, connections: connections) { port in continuation.yield(port) }
        let task = Task {
            defer { continuation.finish() }
            try await app.run()
        }
        for await port in ports { return RunningReferenceServer(port: port, task: task, connections: connections) }
        let failure = await task.result
        try failure.get()
        throw PasscodeServerError(status: .internalServerError, message: "server stopped before binding its port")
    }

    /// Serves until SIGTERM or SIGINT (the `lockharness-server` executable); `onRunning` receives the bound port.
    public func runUntilSignalled(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        try await makeApplication(onRunning: onRunning).runService()
    }
}
