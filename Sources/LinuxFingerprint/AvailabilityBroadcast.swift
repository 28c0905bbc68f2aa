import Biometrics
import Synchronization

/// Fans a sensor's capability changes out to every stream handed out by
/// ``Biometrics/BiometricAvailabilityReporting/availabilityChanges()``.
final class AvailabilityBroadcast: Sendable {
    private let subscribers = Mutex<(next: Int, streams: [Int: AsyncStream<BiometricCapability>.Continuation])>(
        (0, [:]))

    /// A new stream that receives every later ``publish(_:)``; dropped from the fan-out when it terminates.
    func subscribe() -> AsyncStream<BiometricCapability> {
        let (stream, continuation) = AsyncStream<BiometricCapability>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = subscribers.withLock { state in
            state.next += 1
            state.streams[state.next] = continuation
            return state.next
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `capability` to every stream.
    func publish(_ capability: BiometricCapability) {
        let streams = subscribers.withLock { Array($0.streams.values) }
        for stream in streams { stream.yield(capability) }
    }

    deinit {
        let streams = subscribers.withLock { Array($0.streams.values) }
        for stream in streams { stream.finish() }
    }
}
