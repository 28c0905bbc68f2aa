import LockCore
import LockFlows
import Testing

/// The in-process passcode backend takes faults in the reference server's shape (`InjectFaultRequest`, the body of
/// `POST /test/faults`), checks them the way the server does, and plays each as an HTTP client would see it.
struct InProcessFaultTests {
    let verify = PasscodeRoutes.verifyPasscode.endpoint.path

    @Test func eachKindPlaysOutAsAnHTTPClientSeesIt() async throws {
        let backend = InProcessPasscodeBackend(clock: SharedVirtualClock())
        await backend.seed(passcode: "482916")
        let request = VerifyPasscodeRequest(passcode: "482916")
        try await backend.inject(InjectFaultRequest(route: verify, kind: .status, status: 418, message: "Teapot"))
        await #expect(throws: PasscodeAPIError.server(status: 418, message: "Teapot")) {
            try await backend.verifyPasscode(request)
        }
        try await backend.inject(InjectFaultRequest(route: verify, kind: .unavailable))
        await #expect(throws: PasscodeAPIError.server(status: 503, message: "Service unavailable (injected fault)")) {
            try await backend.verifyPasscode(request)
        }
        try await backend.inject(InjectFaultRequest(route: verify, kind: .hang))
        await #expect(throws: PasscodeAPIError.timeout) { try await backend.verifyPasscode(request) }
        try await backend.inject(InjectFaultRequest(route: verify, kind: .latency, latencyMilliseconds: 1))
        #expect(try await backend.verifyPasscode(request).valid, "latency answers normally")
        #expect(try await backend.verifyPasscode(request).valid, "every fault was for one call")
    }

    @Test func faultsQueueInOrderForTheirCount() async throws {
        let backend = InProcessPasscodeBackend(clock: SharedVirtualClock())
        #expect(try await backend.inject(InjectFaultRequest(route: verify, kind: .hang, count: 2)) == 2)
        #expect(try await backend.inject(InjectFaultRequest(route: verify, kind: .status, status: 500)) == 3)
        let request = VerifyPasscodeRequest(passcode: "482916")
        for _ in 1...2 { await #expect(throws: PasscodeAPIError.timeout) { try await backend.verifyPasscode(request) } }
        await #expect(throws: PasscodeAPIError.server(status: 500, message: "Injected fault")) {
            try await backend.verifyPasscode(request)
        }
        #expect(try await !backend.verifyPasscode(request).valid)
    }

    @Test func aFaultTheServerWouldRefuseIsRefusedWithItsMessage() async throws {
        let backend = InProcessPasscodeBackend(clock: SharedVirtualClock())
        await #expect(throws: PasscodeAPIError.server(status: 400, message: "status must be between 400 and 599")) {
            try await backend.inject(InjectFaultRequest(route: verify, kind: .status, status: 200))
        }
        await #expect(throws: PasscodeAPIError.server(status: 400, message: "count must be between 1 and 1000")) {
            try await backend.inject(InjectFaultRequest(route: verify, kind: .hang, count: 0))
        }
        await #expect(throws: PasscodeAPIError.self) {
            try await backend.inject(InjectFaultRequest(route: "/v1/auth/login", kind: .hang))
        }
        #expect(try await !backend.verifyPasscode(VerifyPasscodeRequest(passcode: "482916")).valid, "nothing queued")
    }
}
