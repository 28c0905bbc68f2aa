#if os(Linux)
    import Dispatch

    /// `DispatchQueue` for app code under the harness: `.main` runs on the ``AppTimeline`` (`asyncAfter` at its
    /// virtual deadline), every other queue is Dispatch's. An app target adds one file with
    /// `typealias DispatchQueue = AppTimeline.VirtualDispatchQueue`; its other files stay unedited (a module's own
    /// declarations shadow the ones it imports, in type and expression positions alike).
    public struct VirtualDispatchQueue: @unchecked Sendable {
        private let real: Dispatch.DispatchQueue?

        /// The main queue, on the timeline.
        public static let main = VirtualDispatchQueue(real: nil)

        /// A Dispatch queue, as `DispatchQueue(label:...)`.
        public init(
            label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
            target: Dispatch.DispatchQueue? = nil
        ) {
            real = Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes, target: target)
        }

        private init(real: Dispatch.DispatchQueue?) { self.real = real }

        /// A global Dispatch queue.
        public static func global(qos: DispatchQoS.QoSClass = .default) -> VirtualDispatchQueue {
            VirtualDispatchQueue(real: .global(qos: qos))
        }

        /// Runs `work` on this queue.
        public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
            if let real { real.async(execute: work) } else { AppTimeline.shared.enqueueBlock(work) }
        }

        /// Runs `work` on this queue at `deadline`; on the main queue, that deadline's distance from now on the
        /// timeline.
        public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
            guard let real else {
                let now = DispatchTime.now().uptimeNanoseconds
                let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
                AppTimeline.shared.scheduleBlock(after: .nanoseconds(Int64(clamping: delay)), work)
                return
            }
            real.asyncAfter(deadline: deadline, execute: work)
        }
    }
#endif
