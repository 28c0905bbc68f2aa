#if LinuxFingerprint
    import CFPrint
    import Foundation

    /// A GDBus connection to a message bus, used by ``FprintdSensor``: asynchronous method calls with timeouts
    /// and signal subscriptions, all made on ``GLibMainLoopThread`` so signals arrive there. `package` so that
    /// `fingerprint-bench` can time bare calls against the sensor's.
    package final class DBusConnection: @unchecked Sendable {
        /// A D-Bus error: its name (`net.reactivated.Fprint.Error.NoEnrolledPrints`) and message.
        package struct CallError: Error, Sendable, Equatable {
            package var name: String
            package var message: String
        }

        private let connection: OpaquePointer

        private init(connection: OpaquePointer) { self.connection = connection }

        deinit {
            let connection = LoopConfined(self.connection)
            GLibMainLoopThread.shared.invoke { g_object_unref(UnsafeMutableRawPointer(connection.pointer)) }
        }

        /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/dbus/system_bus_socket`).
        package static func connect(address: String) async -> Result<DBusConnection, CallError> {
            await GLibMainLoopThread.shared.run {
                var error: UnsafeMutablePointer<GError>? = nil
                let flags = GDBusConnectionFlags(
                    G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
                guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
                    return .failure(Self.callError(taking: error))
                }
                g_dbus_connection_set_exit_on_close(connection, 0)
                return .success(DBusConnection(connection: connection))
            }
        }

        /// Calls `method` with string arguments; `decode` reads the reply on the loop thread.
        package func call<T: Sendable>(
            destination: String, path: String, interface: String, method: String, strings: [String] = [],
            timeout: Duration, decode: @escaping @Sendable (OpaquePointer) -> T
        ) async -> Result<T, CallError> {
            let connection = LoopConfined(self.connection)
            let milliseconds = Int32(
                clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
            return await withCheckedContinuation { continuation in
                let shot = OneShot<Result<T, CallError>>(continuation)
                let box = CallBox { reply, error in
                    if let reply { shot.finish(.success(decode(reply))) } else { shot.finish(.failure(error!)) }
                }
                GLibMainLoopThread.shared.invoke {
                    var children = strings.map { g_variant_new_string($0) }
                    let parameters = children.withUnsafeMutableBufferPointer {
                        g_variant_new_tuple($0.baseAddress, gsize($0.count))
                    }
                    g_dbus_connection_call(
                        connection.pointer, destination, path, interface, method, parameters, nil,
                        G_DBUS_CALL_FLAGS_NONE, milliseconds, nil,
                        { source, result, data in
                            let box = Unmanaged<CallBox>.fromOpaque(data!).takeRetainedValue()
                            var error: UnsafeMutablePointer<GError>? = nil
                            if let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) {
                                box.complete(reply, nil)
                                g_variant_unref(reply)
                            } else {
                                box.complete(nil, DBusConnection.callError(taking: error))
                            }
                        }, Unmanaged.passRetained(box).toOpaque())
                }
                // GDBus enforces the timeout itself; this is the backstop if the loop thread is stuck.
                Task.detached {
                    try? await Task.sleep(for: timeout + .seconds(1))
                    shot.finish(
                        .failure(
                            CallError(name: "org.freedesktop.DBus.Error.Timeout", message: "no reply to \(method)")))
                }
            }
        }

        /// Subscribes to a signal; `handler` runs on the loop thread with the signal's parameters.
        /// Returns the subscription id for ``unsubscribe(_:)``.
        package func subscribe(
            sender: String?, path: String?, interface: String, member: String, arg0: String? = nil,
            handler: @escaping @Sendable (OpaquePointer) -> Void
        ) async -> UInt32 {
            let connection = LoopConfined(self.connection)
            return await GLibMainLoopThread.shared.run {
                let box = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
                return g_dbus_connection_signal_subscribe(
                    connection.pointer, sender, interface, member, path, arg0,
                    G_DBUS_SIGNAL_FLAGS_NONE,
                    { _, _, _, _, _, parameters, data in
                        guard let parameters else { return }
                        Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue().handler(parameters)
                    }, box,
                    { data in Unmanaged<SignalBox>.fromOpaque(data!).release() })
            }
        }

        /// Ends a subscription.
        package func unsubscribe(_ id: UInt32) {
            let connection = LoopConfined(self.connection)
            GLibMainLoopThread.shared.invoke { g_dbus_connection_signal_unsubscribe(connection.pointer, id) }
        }

        /// The `index`th child of a tuple as a string (`s` or `o`), or `nil`.
        package static func string(_ variant: OpaquePointer, at index: Int) -> String? {
            guard g_variant_n_children(variant) > index, let child = g_variant_get_child_value(variant, gsize(index))
            else {
                return nil
            }
            defer { g_variant_unref(child) }
            let type = String(cString: g_variant_get_type_string(child))
            guard type == "s" || type == "o" else { return nil }
            return String(cString: g_variant_get_string(child, nil))
        }

        /// The `index`th child of a tuple as a boolean, or `nil`.
        package static func bool(_ variant: OpaquePointer, at index: Int) -> Bool? {
            guard g_variant_n_children(variant) > index, let child = g_variant_get_child_value(variant, gsize(index))
            else {
                return nil
            }
            defer { g_variant_unref(child) }
            return g_variant_get_boolean(child) != 0
        }

        /// The `index`th child of a tuple, a variant holding an integer (`v` of `i` or `u`), or `nil`.
        static func int32(inVariant variant: OpaquePointer, at index: Int) -> Int32? {
            guard g_variant_n_children(variant) > index, let child = g_variant_get_child_value(variant, gsize(index))
            else {
                return nil
            }
            defer { g_variant_unref(child) }
            var inner = child
            var boxed: OpaquePointer? = nil
            if String(cString: g_variant_get_type_string(child)) == "v", let unboxed = g_variant_get_variant(child) {
                boxed = unboxed
                inner = unboxed
            }
            defer { if let boxed { g_variant_unref(boxed) } }
            switch String(cString: g_variant_get_type_string(inner)) {
            case "i": return g_variant_get_int32(inner)
            case "u": return Int32(clamping: g_variant_get_uint32(inner))
            default: return nil
            }
        }

        /// The `index`th child of a tuple as a string array (`as`), or `nil`.
        static func strings(_ variant: OpaquePointer, at index: Int) -> [String]? {
            guard g_variant_n_children(variant) > index, let child = g_variant_get_child_value(variant, gsize(index))
            else {
                return nil
            }
            defer { g_variant_unref(child) }
            return (0..<Int(g_variant_n_children(child))).compactMap { string(child, at: $0) }
        }

        static func callError(taking error: UnsafeMutablePointer<GError>?) -> CallError {
            guard let error else { return CallError(name: "unknown", message: "failed without an error") }
            var name = "unknown"
            if let remote = g_dbus_error_get_remote_error(error) {
                name = String(cString: remote)
                g_free(remote)
                g_dbus_error_strip_remote_error(error)
            } else if error.pointee.domain == g_io_error_quark(),
                error.pointee.code == Int32(G_IO_ERROR_TIMED_OUT.rawValue)
            {
                name = "org.freedesktop.DBus.Error.Timeout"
            }
            let info = GErrorInfo(taking: error)
            return CallError(name: name == "unknown" ? "\(info.domain).\(info.code)" : name, message: info.message)
        }
    }

    private final class CallBox: @unchecked Sendable {
        let complete: (OpaquePointer?, DBusConnection.CallError?) -> Void
        init(_ complete: @escaping (OpaquePointer?, DBusConnection.CallError?) -> Void) { self.complete = complete }
    }

    private final class SignalBox: @unchecked Sendable {
        let handler: @Sendable (OpaquePointer) -> Void
        init(_ handler: @escaping @Sendable (OpaquePointer) -> Void) { self.handler = handler }
    }
#endif
