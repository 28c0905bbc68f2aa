import Harness
import HarnessLive

/// The server's own session: one ``LiveController`` (the owner `lockharness serve` uses), built from the same
/// options as `session` and `serve`.
public struct LocalDrivenSession: DrivenSession {
    /// The owner of the session.
    public let controller: LiveController

    /// A driver of `controller`.
    public init(controller: LiveController) { self.controller = controller }

    public func apply(steps: [String]) async throws -> StepsReply {
        let numbered = steps.enumerated().map { LiveController.Step(text: $0.element, line: $0.offset + 1, column: 1) }
        let result = await controller.apply(steps: numbered)
        return StepsReply(
            applied: result.applied, failure: result.failure.map { StepFailure($0.outcome, step: $0.step) },
            state: result.state)
    }

    public func state() async throws -> String { await controller.state() }

    public func screen() async throws -> String { await controller.screen() }

    public func recording() async throws -> String { await controller.recording() }

    public func reset() async throws -> String { try await controller.reset() }

    public func events() async -> AsyncThrowingStream<LiveEvent, any Error> {
        let subscription = await controller.subscribe(after: 0)
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: LiveEvent.self, throwing: (any Error).self)
        for event in subscription.backlog { continuation.yield(event) }
        let forward = Task {
            for await event in subscription.live { continuation.yield(event) }
            continuation.finish()
        }
        let controller = controller
        let id = subscription.id
        continuation.onTermination = { _ in
            forward.cancel()
            Task { await controller.unsubscribe(id) }
        }
        return stream
    }
}
