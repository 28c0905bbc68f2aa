#if os(Linux)
    import Dispatch

    /// `DispatchQueue` for app code under the harness: `.main` runs on the ``AppTimeline`` (``VirtualMainQueue``:
    /// `asyncAfter` at its virtual deadline, closures on the main actor as with Dispatch's main queue), every other
    /// queue is Dispatch's. An app target adds one file with `typealias DispatchQueue = VirtualDispatchQueue`; its
    /// other files stay unedited (a module's own declarations shadow the ones it imports, in type and expression
    /// positions alike).
    public struct VirtualDispatchQueue: @unchecked Sendable {
        private let real: Dispatch.DispatchQueue

        /// The main queue, on the timeline.
        public static let main = VirtualMainQueue()

        /// A Dispatch queue, as `DispatchQueue(label:...)`.
        public init(
            label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
            target: Dispatch.DispatchQueue? = nil
        ) {
            real = Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes, target: target)
        }

        private init(real: Dispatch.DispatchQueue) { self.real = real }

        /// A global Dispatch queue.
        public static func global(qos: DispatchQoS.QoSClass = .default) -> VirtualDispatchQueue {
            VirtualDispatchQueue(real: .global(qos: qos))
        }

        /// Runs `work` on this queue.
        public func async(execute work: @escaping @Sendable @convention(block) () -> Void) { real.async(execute: work) }

        /// Runs `work` on this queue at `deadline`.
        public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void)
        {
            real.asyncAfter(deadline: deadline, execute: work)
        }
    }

    /// `DispatchQueue.main` under the harness: blocks run on the ``AppTimeline`` as main-actor code (Swift infers
    /// `@MainActor` for closures given to Dispatch's main queue; these signatures say it, so a view model's
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.dots = 0 }` compiles unchanged).
    public struct VirtualMainQueue: Sendable {
        /// Runs `work` on the main actor, on the timeline.
        public func async(execute work: @escaping @MainActor @Sendable () -> Void) {
            AppTimeline.shared.submit(.block { MainActor.assumeIsolated(work) })
        }

        /// Runs `work` on the main actor at `deadline`'s distance from now, on the timeline's suspending clock:
        /// `DispatchTime` is the uptime clock, which stands still while the device sleeps (Apple's `DispatchTime`:
        /// "relative to the default clock"; `DispatchWallTime` is the one that counts a sleep).
        public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void) {
            let now = DispatchTime.now().uptimeNanoseconds
            let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
            AppTimeline.shared.submit(
                .block { MainActor.assumeIsolated(work) }, after: .nanoseconds(Int64(clamping: delay)), suspends: true)
        }
    }
#endif
