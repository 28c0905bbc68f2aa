#if os(Linux)
    import Foundation

    extension NotificationCenter {
        /// Foundation's asynchronous sequence of the notifications named `name` (from `object`, or any):
        /// `for await _ in center.notifications(named: UIApplication.willResignActiveNotification)`.
        /// Observation starts when this is called and ends when the iterating task ends or is cancelled.
        ///
        /// Apple: `NotificationCenter.notifications(named:object:)`
        /// (developer.apple.com/documentation/foundation/notificationcenter/notifications(named:object:)); absent from
        /// swift-corelibs-foundation.
        public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
            Notifications(center: self, name: name, object: object)
        }

        /// The notifications posted with one name, in posting order (buffered until read).
        public struct Notifications: AsyncSequence, @unchecked Sendable {
            /// Notifications.
            public typealias Element = Notification

            private let stream: AsyncStream<Notification>

            init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
                let (stream, continuation) = AsyncStream<Notification>.makeStream()
                let relay = StreamRelay(continuation)
                let token = center.addObserver(forName: name, object: object, queue: nil) { relay.yield($0) }
                let removal = StreamObserverRemoval(center: center, token: token)
                continuation.onTermination = { _ in removal.remove() }
                self.stream = stream
            }

            /// An iterator over the notifications.
            public func makeAsyncIterator() -> AsyncStream<Notification>.Iterator { stream.makeAsyncIterator() }
        }

        private final class StreamRelay: @unchecked Sendable {
            let continuation: AsyncStream<Notification>.Continuation
            init(_ continuation: AsyncStream<Notification>.Continuation) { self.continuation = continuation }
            func yield(_ notification: Notification) {
                // Notification is not Sendable on Linux; each one is handed over once and never touched again here.
                nonisolated(unsafe) let handedOver = notification
                continuation.yield(handedOver)
            }
        }

        private final class StreamObserverRemoval: @unchecked Sendable {
            let center: NotificationCenter
            let token: any NSObjectProtocol
            init(center: NotificationCenter, token: any NSObjectProtocol) {
                self.center = center
                self.token = token
            }
            func remove() { center.removeObserver(token) }
        }
    }
#endif
