#if LinuxFingerprint
    import CFPrint
    import Foundation

    extension FprintdSensor {
        /// Enrolls the sensor's finger through fprintd (`Claim`, `EnrollStart`, `EnrollStatus` signals until
        /// `enroll-completed`, `EnrollStop`, `Release`), reporting every stage and unusable scan to `progress`.
        /// Returns the device's object path.
        @discardableResult
        public func enroll(progress: (@Sendable (EnrollProgress.Event) -> Void)? = nil)
            async throws(LinuxFingerprintError) -> String
        {
            let path = try await claimedDevice()
            do {
                try await enroll(on: path, progress: progress)
                await release(path)
                return path
            } catch {
                await release(path)
                // fprintd 1.94 reports an unplug mid-enroll as enroll-unknown-error; it drops the device on Release.
                if case .fprintd = error, await deviceVanished(path) {
                    throw remember(.deviceUnavailable("the reader \(path) was unplugged during enrollment"))
                }
                throw error
            }
        }

        /// fprintd's `num-enroll-stages` property of the device at `path` (0 when it cannot say).
        public func enrollStages(devicePath path: String) async -> Int {
            let reply = await bus.call(
                destination: Self.service, path: path, interface: "org.freedesktop.DBus.Properties", method: "Get",
                strings: [Self.deviceInterface, "num-enroll-stages"], timeout: configuration.callTimeout
            ) { DBusConnection.int32(inVariant: $0, at: 0) ?? 0 }
            return (try? reply.get()).map(Int.init) ?? 0
        }

        /// The device path fprintd uses (``connect(busAddress:username:finger:device:configuration:)``'s `device`,
        /// else its default device).
        public func devicePath() async throws(LinuxFingerprintError) -> String {
            switch await defaultDevice() {
            case .success(let path): return path
            case .failure(let error): throw remember(Self.unavailable(error))
            }
        }

        /// The fingers fprintd holds for the sensor's user on the device at `path` (`ListEnrolledFingers`; none when
        /// fprintd says `NoEnrolledPrints`).
        public func enrolledFingers(devicePath path: String) async throws(LinuxFingerprintError) -> [String] {
            let reply = await bus.call(
                destination: Self.service, path: path, interface: Self.deviceInterface, method: "ListEnrolledFingers",
                strings: [username], timeout: configuration.callTimeout
            ) { DBusConnection.strings($0, at: 0) ?? [] }
            switch reply {
            case .success(let fingers): return fingers
            case .failure(let error) where error.name.hasSuffix("NoEnrolledPrints"): return []
            case .failure(let error): throw remember(Self.unavailable(error))
            }
        }

        /// Deletes the sensor's finger (`allFingers`: every finger of the user) from fprintd (`Claim`,
        /// `DeleteEnrolledFinger` or `DeleteEnrolledFingers2`, `Release`).
        public func deleteEnrolledFinger(allFingers: Bool = false) async throws(LinuxFingerprintError) {
            let path = try await claimedDevice()
            let result =
                allFingers
                ? await call(path, "DeleteEnrolledFingers2") : await call(path, "DeleteEnrolledFinger", [finger])
            await release(path)
            try check(result)
        }

        private func enroll(on path: String, progress: (@Sendable (EnrollProgress.Event) -> Void)?)
            async throws(LinuxFingerprintError)
        {
            let statuses = await listen(path: path, member: "EnrollStatus", timeout: configuration.enrollTimeout)
            defer { stopListening(statuses) }
            try check(await call(path, "EnrollStart", [finger]))
            var stages = 0
            for await status in statuses.stream {
                switch status {
                case .status("enroll-completed", _):
                    _ = await call(path, "EnrollStop")
                    return
                case .status("enroll-stage-passed", false):
                    stages += 1
                    progress?(.stagePassed(stages))
                case .status(let result, let done) where done || result == "enroll-disconnected":
                    _ = await call(path, "EnrollStop")
                    if result == "enroll-disconnected" {
                        throw remember(.deviceUnavailable("the reader \(path) was unplugged during enrollment"))
                    }
                    throw remember(.fprintd(name: result, message: "enrollment failed"))
                case .status(let result, _):
                    progress?(.retry(result))
                case .ended(let reason):
                    if reason == .serviceGone || reason == .timedOut { _ = await call(path, "EnrollStop") }
                    throw remember(
                        reason == .timedOut
                            ? .timedOut(
                                operation: "enrolling through fprintd", seconds: configuration.enrollTimeout.seconds)
                            : reason == .deviceRemoved
                                ? .deviceUnavailable("the reader \(path) was unplugged during enrollment")
                                : .fprintdUnavailable("enrollment ended: \(reason)"))
                }
            }
            throw .fprintdUnavailable("enrollment ended without a result")
        }

        /// Whether fprintd dropped the device at `path` within a short grace period. fprintd 1.94 reports an unplug
        /// mid-verify as `verify-unknown-error` and removes the device object only once it is released, so a
        /// failed prompt asks again after `Release` before calling the reader merely unavailable.
        func deviceVanished(_ path: String, within grace: Duration = .milliseconds(500)) async -> Bool {
            let deadline = ContinuousClock.now + grace
            while true {
                let devices = await bus.call(
                    destination: Self.service, path: "/net/reactivated/Fprint/Manager",
                    interface: "net.reactivated.Fprint.Manager", method: "GetDevices",
                    timeout: configuration.callTimeout
                ) { DBusConnection.strings($0, at: 0) ?? [] }
                guard case .success(let paths) = devices else { return false }
                if !paths.contains(path) { return true }
                guard ContinuousClock.now < deadline else { return false }
                try? await Task.sleep(for: .milliseconds(20))
            }
        }

        /// The device whose object path is `selector` or ends in `/selector`, from `GetDevices`.
        func namedDevice(_ selector: String) async -> Result<String, DBusConnection.CallError> {
            let devices = await bus.call(
                destination: Self.service, path: "/net/reactivated/Fprint/Manager",
                interface: "net.reactivated.Fprint.Manager", method: "GetDevices", timeout: configuration.callTimeout
            ) { DBusConnection.strings($0, at: 0) ?? [] }
            switch devices {
            case .failure(let error):
                return .failure(error)
            case .success(let paths):
                if let path = paths.first(where: { $0 == selector || $0.hasSuffix("/" + selector) }) {
                    return .success(path)
                }
                return .failure(
                    DBusConnection.CallError(
                        name: "net.reactivated.Fprint.Error.NoSuchDevice",
                        message: "fprintd has no device \(selector); its devices: "
                            + (paths.isEmpty ? "none" : paths.joined(separator: ", "))))
            }
        }
    }
#endif
