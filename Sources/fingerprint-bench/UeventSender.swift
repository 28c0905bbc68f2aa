#if LinuxFingerprint
    import CFPrint
    import CUmockdev
    import Dispatch

    /// Sends umockdev uevents without racing this process's own udev sockets.
    ///
    /// umockdev (0.17) delivers a uevent by connecting to every listener socket in the test bed and sending to each
    /// in turn, and aborts the process when a socket it has connected to closes before the send ("uevent_sender
    /// sendmsg_one: sendmsg failed: Connection refused"). In this process every libfprint context owns such a socket
    /// (libusb's hotplug monitor): the sensor reacting to a `remove` drops its device, closing the old context and
    /// its socket, possibly while umockdev is still delivering that very `remove` to the other sockets. Contexts are
    /// made and dropped only on the adapter's GLib loop thread (GLib's default main context), so holding that thread
    /// while umockdev sends makes the two take turns: the sensor still sees the event at once (the udev monitor
    /// has its own thread), and does its libfprint work right after the send.
    enum UeventSender {
        /// Sends `action` for `syspath` while the loop thread is held; returns the instant just before the send.
        static func send(
            _ testbed: UnsafeMutablePointer<UMockdevTestbed>, _ syspath: String, _ action: String
        ) -> ContinuousClock.Instant {
            let hold = LoopHold()
            _ = g_idle_add_full(
                G_PRIORITY_DEFAULT,
                { data in
                    let hold = Unmanaged<LoopHold>.fromOpaque(data!).takeRetainedValue()
                    hold.held.signal()
                    hold.released.wait()
                    return 0  // G_SOURCE_REMOVE
                }, Unmanaged.passRetained(hold).toOpaque(), nil)
            hold.held.wait()
            defer { hold.released.signal() }
            let start = ContinuousClock.now
            umockdev_testbed_uevent(testbed, syspath, action)
            return start
        }

        /// The two signals between the sender and the held loop thread.
        final class LoopHold: @unchecked Sendable {
            let held = DispatchSemaphore(value: 0)
            let released = DispatchSemaphore(value: 0)
        }
    }
#endif
