/// The reference server's test-mode routes (`lockharness-server --test-mode`, loopback only): what a harness
/// needs to run a scenario against a real server deterministically. JSON bodies use snake_case keys.
///
/// Every route except ``status`` and ``createSandbox`` acts on the sandbox named by the ``sandboxHeader``; the
/// seeds' routes (`/api/...`, `/v1/...`) honour the header too, so each scenario case gets its own accounts,
/// users, reset codes and tokens, clock, faults and outbox while cases run concurrently against one server.
public enum TestModeEndpoint: String, Sendable, Hashable, CaseIterable {
    /// `GET /test/status` → ``TestModeStatus``; 404 when the server is not in test mode.
    case status = "/test/status"
    /// `POST /test/sandboxes` with ``CreateSandboxRequest`` → 201 ``CreateSandboxResponse``.
    case createSandbox = "/test/sandboxes"
    /// `GET /test/outbox` → ``TestOutbox``: every message the sandbox's server "emailed", oldest first.
    case outbox = "/test/outbox"
    /// `PUT /test/clock` with ``SetTestClockRequest`` → ``TestClockResponse``.
    case setClock = "/test/clock"
    /// `POST /test/clock/advance` with ``AdvanceTestClockRequest`` → ``TestClockResponse``.
    case advanceClock = "/test/clock/advance"
    /// `POST /test/faults` with ``InjectFaultRequest`` → 201 ``InjectFaultResponse``; `DELETE` clears them.
    case faults = "/test/faults"

    /// The header naming the sandbox a request acts on.
    public static let sandboxHeader = "X-LockHarness-Sandbox"

    /// The path.
    public var path: String { rawValue }

    /// The HTTP method of the route's main use.
    public var method: RouteMethod {
        switch self {
        case .status, .outbox: .get
        case .setClock: .put
        case .createSandbox, .advanceClock, .faults: .post
        }
    }
}
