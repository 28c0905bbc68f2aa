import PasscodeApp
import Synchronization

/// The app's ``APIClient`` with its calls counted: how many are in flight (the adapter waits for them before a
/// step returns), how many came back and how many threw.
public final class TrackedAPIClient: APIClient {
    /// The client the app would have used.
    public let base: any APIClient
    private let counts = Mutex((inFlight: 0, completed: 0, failed: 0))

    /// `base`, counted.
    public init(_ base: any APIClient) {
        self.base = base
    }

    /// Calls started and not yet back.
    public var inFlight: Int { counts.withLock { $0.inFlight } }
    /// Calls that came back with an answer.
    public var completed: Int { counts.withLock { $0.completed } }
    /// Calls that threw.
    public var failed: Int { counts.withLock { $0.failed } }

    private func counted<T>(_ call: () async throws -> T) async throws -> T {
        counts.withLock { $0.inFlight += 1 }
        do {
            let value = try await call()
            counts.withLock {
                $0.inFlight -= 1
                $0.completed += 1
            }
            return value
        } catch {
            counts.withLock {
                $0.inFlight -= 1
                $0.failed += 1
            }
            throw error
        }
    }

    public func setPasscode(_ passcode: String) async throws {
        try await counted { try await base.setPasscode(passcode) }
    }
    public func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        try await counted { try await base.verifyPasscode(passcode) }
    }
    public func removePasscode(currentPasscode: String?) async throws {
        try await counted { try await base.removePasscode(currentPasscode: currentPasscode) }
    }
    public func me() async throws -> MeResponse { try await counted { try await base.me() } }
}
