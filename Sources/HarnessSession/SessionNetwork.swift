import Foundation
import LockFlows
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The phone's network as the session's app sees it: every call goes to the backend, except to an endpoint
/// `api-failure` took offline, which fails on the phone without a request (the passcode API with
/// ``offlineError``, seed 002's service with URLSession's `URLError(.notConnectedToInternet)`). Being offline is
/// the client's condition, not the server's, so it plays out here the same for every backend; server-side faults
/// go to the backend as an `InjectFaultRequest`.
final class SessionNetwork: PasscodeAPI, PasswordResetAPI {
    /// The transport error an offline passcode call fails with.
    static let offlineError = PasscodeAPIError.transport("The Internet connection appears to be offline.")

    /// The session's backend.
    let backend: SessionBackend
    /// Calls still to fail offline, per endpoint.
    private let offline = Mutex<[APIEndpoint: Int]>([:])

    /// The network to `backend`, online.
    init(backend: SessionBackend) { self.backend = backend }

    /// Makes the next `count` calls to `endpoint` fail as offline.
    func goOffline(_ endpoint: APIEndpoint, count: Int) {
        offline.withLock { $0[endpoint] = count }
    }

    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        if takeOffline(route.endpoint) { throw Self.offlineError }
        return try await backend.passcodeAPI.call(route, input)
    }

    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasswordResetRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        if takeOffline(route.endpoint) { throw URLError(.notConnectedToInternet) }
        return try await backend.passwordResetAPI.call(route, input)
    }

    /// Whether this call to `endpoint` fails offline (using up one of its offline calls).
    private func takeOffline(_ endpoint: APIEndpoint) -> Bool {
        offline.withLock { offline in
            guard let count = offline[endpoint], count > 0 else { return false }
            offline[endpoint] = count > 1 ? count - 1 : nil
            return true
        }
    }
}
