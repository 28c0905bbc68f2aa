#if os(Linux)
    import CombineShim
    import Foundation

    extension NotificationCenter {
        /// Foundation's Combine publisher of the notifications named `name` (from `object`, or any):
        /// `NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification).sink { … }`.
        ///
        /// Apple: `NotificationCenter.publisher(for:object:)`
        /// (developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)), part of Apple's
        /// Foundation; OpenCombine keeps it in a separate module under another name, so it is declared here.
        public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
            Publisher(center: self, name: name, object: object)
        }

        /// A publisher that emits each notification posted with its name (and object), until cancelled.
        public struct Publisher: CombineShim.Publisher, @unchecked Sendable {
            /// Notifications.
            public typealias Output = Notification
            /// It never fails.
            public typealias Failure = Never

            /// The center observed.
            public let center: NotificationCenter
            /// The name observed.
            public let name: Notification.Name
            /// The object observed (`nil`: any).
            public let object: AnyObject?

            /// A publisher of `name` from `object` on `center`.
            public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
                self.center = center
                self.name = name
                self.object = object
            }

            /// Observes the center for `subscriber`; the observer is removed when the subscription is cancelled.
            public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
                let subject = PassthroughSubject<Notification, Never>()
                let relay = PublisherRelay(subject)
                let token = center.addObserver(forName: name, object: object, queue: nil) { relay.send($0) }
                let center = self.center
                subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
            }
        }

        /// Carries the subject into the observer block (delivery is synchronous, on the posting thread).
        private final class PublisherRelay: @unchecked Sendable {
            let subject: PassthroughSubject<Notification, Never>
            init(_ subject: PassthroughSubject<Notification, Never>) { self.subject = subject }
            func send(_ notification: Notification) { subject.send(notification) }
        }
    }
#endif
