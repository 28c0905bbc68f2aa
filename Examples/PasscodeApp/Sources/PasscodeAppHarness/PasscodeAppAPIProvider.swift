import Foundation
import Harness
import LockCore
import LockFlows
import PasscodeApp

/// Where each case's app finds its backend: the account in the case's initial state, behind an ``APIClient``.
public protocol PasscodeAppAPIProvider: Sendable {
    /// A client for a fresh account in `configuration`'s initial state; `wallClock` is the case's start.
    func makeAPI(for configuration: SessionConfiguration, wallClock: Date) async throws -> any APIClient
}

/// LockFlows' in-process backend (the reference server's rules, no HTTP), one per case.
public struct InProcessAPIProvider: PasscodeAppAPIProvider {
    /// The provider.
    public init() {}

    public func makeAPI(for configuration: SessionConfiguration, wallClock: Date) async throws -> any APIClient {
        let backend = InProcessPasscodeBackend(clock: VirtualClock())
        if let passcode = configuration.passcode {
            await backend.seed(
                passcode: passcode, enabled: configuration.passcodeEnabled,
                timeoutMinutes: configuration.timeoutMinutes)
        }
        return InProcessAPIClient(backend: backend)
    }
}
