import Foundation
import HTTPTypes
import Hummingbird
import LockCore
import LockFlows

/// The `/test` routes of `TestModeEndpoint` (registered only in test mode; outside it they are 404).
///
/// Every route but `status` and `sandboxes` acts on the scope named by `X-LockHarness-Sandbox` (the default scope
/// without the header). Errors are `{"error": "..."}` like the `/api` routes.
struct TestModeRoutes: Sendable {
    let server: ReferenceServer
    let body: JSONBody

    static let version = "1"

    func register(on router: Router<ReferenceRequestContext>) {
        let server = server
        let body = body
        router.get(RouterPath(TestModeEndpoint.status.path)) { _, _ in
            try JSONBody.response(TestModeStatus(testMode: true, version: Self.version))
        }
        router.post(RouterPath(TestModeEndpoint.createSandbox.path)) { request, _ in
            let input = try await body.decodeStrict(
                CreateSandboxRequest.self,
                fields: ["email", "password", "now", "passcode", "passcode_enabled", "timeout_minutes", "policy"],
                from: request)
            var response = try JSONBody.response(try await server.createSandbox(input))
            response.status = .created
            return response
        }
        router.get(RouterPath(TestModeEndpoint.outbox.path)) { request, _ in
            let scope = try server.scope(for: request)
            await scope.passwordReset.waitForSentMail()  // forgot-password sends its email after answering
            return try JSONBody.response(scope.mailbox.outbox)
        }
        router.put(RouterPath(TestModeEndpoint.setClock.path)) { request, _ in
            let scope = try server.scope(for: request)
            let input = try await body.decodeStrict(SetTestClockRequest.self, fields: ["now"], from: request)
            try Self.clock(of: scope).set(try WallClockInstant(testModeSeconds: input.now, field: "now"))
            return try JSONBody.response(TestClockResponse(now: scope.clock.now().wall.timeIntervalSince1970))
        }
        router.post(RouterPath(TestModeEndpoint.advanceClock.path)) { request, _ in
            let scope = try server.scope(for: request)
            let input = try await body.decodeStrict(AdvanceTestClockRequest.self, fields: ["seconds"], from: request)
            guard input.seconds.isFinite, (0...315_360_000).contains(input.seconds) else {
                throw PasscodeServerError.badRequest("seconds must be between 0 and 315360000 (ten years)")
            }
            let to = scope.clock.now().wall.timeIntervalSince1970 + input.seconds
            guard WallClockInstant.testModeSeconds.contains(to) else {
                throw PasscodeServerError.badRequest(
                    "seconds would move the clock past \(Int(WallClockInstant.testModeSeconds.upperBound)) seconds since 1970"
                )
            }
            try Self.clock(of: scope).advance(by: .seconds(input.seconds))
            return try JSONBody.response(TestClockResponse(now: scope.clock.now().wall.timeIntervalSince1970))
        }
        router.post(RouterPath(TestModeEndpoint.faults.path)) { request, _ in
            let scope = try server.scope(for: request)
            let input = try await body.decodeStrict(
                InjectFaultRequest.self,
                fields: ["route", "kind", "count", "status", "message", "retry_after_seconds", "latency_ms"],
                from: request)
            let count = try InjectedFault.validate(input)
            var response = try JSONBody.response(
                InjectFaultResponse(route: input.route, queued: scope.faults.inject(input, count: count)))
            response.status = .created
            return response
        }
        router.delete(RouterPath(TestModeEndpoint.faults.path)) { request, _ in
            let scope = try server.scope(for: request)
            scope.faults.clear(route: request.uri.queryParameters["route"].map(String.init))
            return Response(status: .noContent)
        }
    }

    private static func clock(of scope: ServerScope) throws -> ScopeClock {
        guard let clock = scope.clock as? ScopeClock else {
            throw PasscodeServerError(status: .conflict, message: "this scope's clock cannot be moved")
        }
        return clock
    }
}
