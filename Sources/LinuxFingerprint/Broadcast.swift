import Synchronization

/// Fans values out to every stream handed out by ``subscribe()``: a sensor's capability changes
/// (``Biometrics/BiometricAvailabilityReporting/availabilityChanges()``) and the scans it starts
/// (``LibfprintSensor/scanStarts()``).
final class Broadcast<Value: Sendable>: Sendable {
    private let subscribers = Mutex<(next: Int, streams: [Int: AsyncStream<Value>.Continuation])>((0, [:]))

    /// A new stream that receives every later ``publish(_:)`` (the newest 16 when it falls behind); dropped from
    /// the fan-out when it terminates.
    func subscribe() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .bufferingNewest(16))
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

    /// Sends `value` to every stream.
    func publish(_ value: Value) {
        let streams = subscribers.withLock { Array($0.streams.values) }
        for stream in streams { stream.yield(value) }
    }

    deinit {
        let streams = subscribers.withLock { Array($0.streams.values) }
        for stream in streams { stream.finish() }
    }
}
