#if LinuxFingerprint
    import Biometrics
    import Foundation

    /// A ``Biometrics/BiometricSensor`` that asks fprintd over D-Bus (GDBus, from GIO, which libfprint already
    /// links), the way `pam_fprintd` does: `Claim`, `VerifyStart`, wait for a final `VerifyStatus`, `VerifyStop`,
    /// `Release`.
    ///
    /// Every wait has a timeout; fprintd leaving the bus (`NameOwnerChanged`) ends a prompt in flight with
    /// `biometryNotAvailable`, and `verify-disconnected` (the reader was unplugged) with `biometryDisconnected`.
    ///
    /// ```swift
    /// let sensor = try await FprintdSensor.connect()  // the system bus
    /// let outcome = await sensor.evaluate(reason: "Unlock")
    /// ```
    public actor FprintdSensor: BiometricAvailabilityReporting {
        /// Limits and timeouts.
        public struct Configuration: Sendable, Equatable {
            /// The rules of one prompt.
            public var attempts: VerifyAttempts
            /// How long one scan may take before the prompt ends with `systemCancel`.
            public var scanTimeout: Duration
            /// How long a method call may take.
            public var callTimeout: Duration
            /// How long an enrollment may take.
            public var enrollTimeout: Duration

            /// Limits and timeouts (defaults: 3 attempts, 30 s per scan, 5 s per call).
            public init(
                attempts: VerifyAttempts = VerifyAttempts(), scanTimeout: Duration = .seconds(30),
                callTimeout: Duration = .seconds(5), enrollTimeout: Duration = .seconds(60)
            ) {
                self.attempts = attempts
                self.scanTimeout = scanTimeout
                self.callTimeout = callTimeout
                self.enrollTimeout = enrollTimeout
            }
        }

        static let service = "net.reactivated.Fprint"
        static let deviceInterface = "net.reactivated.Fprint.Device"

        let bus: DBusConnection
        let username: String
        let finger: String
        /// The device asked for (an object path or its last component), else fprintd's default device.
        let device: String?
        let configuration: Configuration
        private var status: AsyncStream<FprintdStatus>.Continuation?
        private var sawDevice = false
        /// The answers of the prompt in flight, and when it started.
        private var answers: [SensorPromptRecord.Answer] = []
        private var promptStart: ContinuousClock.Instant?
        /// Whether udev said the reader's USB device is gone (fprintd may not notice for a while, or ever with a
        /// virtual device): capability then reports `biometryDisconnected` until udev says it is back.
        private var unplugged = false
        private nonisolated let availability = Broadcast<BiometricCapability>()
        private nonisolated let scansStarted = Broadcast<ScanStart>()
        /// The last error fprintd or the bus reported, for diagnostics.
        public private(set) var lastError: LinuxFingerprintError?

        private init(
            bus: DBusConnection, username: String, finger: String, device: String?, configuration: Configuration
        ) {
            self.bus = bus
            self.device = device
            self.username = username
            self.finger = finger
            self.configuration = configuration
        }

        /// Connects to the bus (default: `DBUS_SYSTEM_BUS_ADDRESS`, else the standard system bus socket).
        /// `device` picks a reader by object path (`/net/reactivated/Fprint/Device/0`) or its last component
        /// (`0`); without it fprintd's default device is used.
        ///
        /// Succeeds even if fprintd is not running: ``capability()`` then reports `biometryNotAvailable`.
        public static func connect(
            busAddress: String? = nil, username: String = "", finger: String = "right-index-finger",
            device: String? = nil, configuration: Configuration = Configuration()
        ) async throws(LinuxFingerprintError) -> FprintdSensor {
            let address =
                busAddress ?? ProcessInfo.processInfo.environment["DBUS_SYSTEM_BUS_ADDRESS"]
                ?? "unix:path=/run/dbus/system_bus_socket"
            switch await DBusConnection.connect(address: address) {
            case .success(let bus):
                return FprintdSensor(
                    bus: bus, username: username, finger: finger, device: device, configuration: configuration)
            case .failure(let error):
                throw .fprintdUnavailable("cannot connect to the bus at \(address): \(error.message)")
            }
        }

        /// What fprintd says now: no service or device, nothing enrolled, or ready.
        public func capability() async -> BiometricCapability {
            if unplugged {
                return BiometricCapability(
                    biometryType: .fingerprint, unavailableReason: .biometryDisconnected, enrollment: nil)
            }
            switch await defaultDevice() {
            case .failure(let error):
                let reason: BiometricOutcome =
                    sawDevice && error.name.hasSuffix("NoSuchDevice") ? .biometryDisconnected : .biometryNotAvailable
                return BiometricCapability(biometryType: .fingerprint, unavailableReason: reason, enrollment: nil)
            case .success(let path):
                sawDevice = true
                let fingers = await bus.call(
                    destination: Self.service, path: path, interface: Self.deviceInterface,
                    method: "ListEnrolledFingers",
                    strings: [username], timeout: configuration.callTimeout
                ) { DBusConnection.strings($0, at: 0) ?? [] }
                switch fingers {
                case .success(let list) where !list.isEmpty:
                    return BiometricCapability(
                        biometryType: .fingerprint, unavailableReason: nil,
                        enrollment: EnrollmentState(Fingerprint64.hex(Array(list.sorted().joined(separator: ",").utf8)))
                    )
                case .success, .failure:
                    return BiometricCapability(
                        biometryType: .fingerprint, unavailableReason: .biometryNotEnrolled, enrollment: nil)
                }
            }
        }

        /// Every scan started from the call on, once fprintd waits for a finger (its `VerifyStart` answered, or an
        /// unusable scan reported with `done = false`, after which fprintd scans again): the moment to touch the
        /// reader. The reader is named `fprintd DEVICE-PATH`. Ends when the sensor goes.
        public nonisolated func scanStarts() -> AsyncStream<ScanStart> { scansStarted.subscribe() }

        /// Runs one prompt through fprintd.
        public func evaluate(reason: String) async -> BiometricOutcome {
            await evaluateRecorded(reason: reason).outcome
        }

        /// Runs one prompt through fprintd and reports every `VerifyStatus` it gave: a match, a no-match, an
        /// unusable scan (`verify-retry-scan`, `verify-swipe-too-short`, `verify-finger-not-centered`,
        /// `verify-remove-and-retry`, as a ``Biometrics/BiometricFeedback``) or what ended the prompt.
        public func evaluateRecorded(reason: String) async -> SensorPromptRecord {
            let start = ContinuousClock.now
            guard !unplugged else { return .only(.biometryDisconnected, after: .zero) }
            guard status == nil else { return .only(.systemCancel, after: .zero) }
            let path: String
            do {
                path = try await claimedDevice()
            } catch {
                return .only(mapClaimError(error), after: ContinuousClock.now - start)
            }
            answers = []
            promptStart = start
            var outcome = await prompt(on: path)
            await release(path)
            if outcome == .biometryNotAvailable, await deviceVanished(path) { outcome = .biometryDisconnected }
            let elapsed = ContinuousClock.now - start
            var recorded = answers
            answers = []
            let last = recorded.last?.attempt
            let explained =
                (outcome == .success && last == .match) || (outcome == .authenticationFailed && last == .noMatch)
            if !explained { recorded.append(.init(outcome == .success ? .match : .outcome(outcome), after: elapsed)) }
            return SensorPromptRecord(answers: recorded, outcome: outcome, duration: elapsed)
        }

        private func record(_ scan: ScanResult) {
            let start = promptStart ?? ContinuousClock.now
            switch scan {
            case .match: answers.append(.init(.match, after: ContinuousClock.now - start))
            case .noMatch: answers.append(.init(.noMatch, after: ContinuousClock.now - start))
            case .retry(let feedback): answers.append(.init(.feedback(feedback), after: ContinuousClock.now - start))
            default: break
            }
        }

        private func prompt(on path: String) async -> BiometricOutcome {
            var attempts = configuration.attempts
            var scansAnnounced = 0
            func announce() {
                scansAnnounced += 1
                scansStarted.publish(ScanStart(reader: "fprintd \(path)", scan: scansAnnounced))
            }
            while true {
                let statuses = await listen(path: path, member: "VerifyStatus", timeout: configuration.scanTimeout)
                if case .failure(let error) = await call(path, "VerifyStart", ["any"]) {
                    stopListening(statuses)
                    return error.name.hasSuffix("NoEnrolledPrints") ? .biometryNotEnrolled : mapCallError(error)
                }
                announce()
                var result = ScanResult.failed(.fprintdUnavailable("no verify result"))
                waiting: for await status in statuses.stream {
                    switch status {
                    case .status(let name, let done):
                        let scan = Self.scanResult(name)
                        record(scan)
                        // fprintd keeps scanning after an unusable scan (done == false), which uses no attempt.
                        if case .retry = scan, !done {
                            _ = attempts.handle(scan)
                            announce()
                            continue waiting
                        }
                        result = scan
                    case .ended(let reason):
                        result = .cancelled(reason)
                    }
                    break waiting
                }
                stopListening(statuses)
                if case .cancelled(.serviceGone) = result {} else { _ = await call(path, "VerifyStop") }
                if case .failed(let error) = result {
                    lastError = error
                    // fprintd 1.94 reports an unplug mid-verify as verify-unknown-error: ask whether the device is gone.
                    if case .failure(let probe) = await defaultDevice(), probe.name.hasSuffix("NoSuchDevice") {
                        result = .removed
                    }
                }
                if case .finish(let outcome) = attempts.handle(result) { return outcome }
            }
        }

        /// Ends the prompt in flight with `outcome`.
        public func cancel(_ outcome: BiometricOutcome) async {
            status?.yield(.ended(.requested(outcome.rawValue)))
        }

        /// fprintd has no lockout of its own: nothing to reset.
        public func passcodeAuthenticated() async {}

        /// The reader was unplugged (a udev `remove`): a prompt in flight ends with `biometryDisconnected`, and the
        /// sensor reports `biometryDisconnected` (also to ``availabilityChanges()``) until ``deviceReturned()``.
        public func deviceRemoved() {
            status?.yield(.ended(.deviceRemoved))
            guard !unplugged else { return }
            unplugged = true
            availability.publish(
                BiometricCapability(
                    biometryType: .fingerprint, unavailableReason: .biometryDisconnected, enrollment: nil))
        }

        /// The reader is back (a udev `add`): capability comes from fprintd again, and is sent to
        /// ``availabilityChanges()``.
        public func deviceReturned() async {
            guard unplugged else { return }
            unplugged = false
            availability.publish(await capability())
        }

        /// The capability after every unplug and replug udev reported, from the call on.
        public nonisolated func availabilityChanges() -> AsyncStream<BiometricCapability> { availability.subscribe() }

        /// Follows a hotplug stream: `removed` events for which `matches` is true end a prompt in flight and make
        /// the sensor unavailable; `added` ones make it available again (fprintd itself notices new devices).
        public nonisolated func follow(
            _ events: AsyncStream<HotplugEvent>, matching matches: @escaping @Sendable (FingerprintReader) -> Bool
        ) -> Task<Void, Never> {
            Task { [weak self] in
                for await event in events where matches(event.device) {
                    guard let self else { return }
                    switch event.action {
                    case .removed: await self.deviceRemoved()
                    case .added: await self.deviceReturned()
                    case .changed: break
                    }
                }
            }
        }

        /// Watches udev for the first supported reader it shows (fprintd does not say which USB device it uses):
        /// unplugging it makes the sensor unavailable. `nil` when udev shows no supported reader.
        public nonisolated func watchHotplug(catalog: ReaderCatalog) throws(LinuxFingerprintError) -> ReaderWatch? {
            guard let device = ReaderWatch.usbDevice(driver: nil, catalog: catalog) else { return nil }
            return try ReaderWatch(device: device, catalog: catalog) { follow($0, matching: $1) }
        }

        // MARK: - D-Bus plumbing

        func defaultDevice() async -> Result<String, DBusConnection.CallError> {
            if let device { return await namedDevice(device) }
            return await bus.call(
                destination: Self.service, path: "/net/reactivated/Fprint/Manager",
                interface: "net.reactivated.Fprint.Manager",
                method: "GetDefaultDevice", timeout: configuration.callTimeout
            ) { DBusConnection.string($0, at: 0) ?? "" }
        }

        func claimedDevice() async throws(LinuxFingerprintError) -> String {
            let path: String
            switch await defaultDevice() {
            case .success(let found): path = found
            case .failure(let error): throw remember(Self.unavailable(error))
            }
            sawDevice = true
            try await check(call(path, "Claim", [username]))
            return path
        }

        func release(_ path: String) async { _ = await call(path, "Release") }

        func call(_ path: String, _ method: String, _ strings: [String] = []) async
            -> Result<Void, DBusConnection.CallError>
        {
            await bus.call(
                destination: Self.service, path: path, interface: Self.deviceInterface, method: method,
                strings: strings,
                timeout: configuration.callTimeout
            ) { _ in () }
        }

        func check(_ result: Result<Void, DBusConnection.CallError>) throws(LinuxFingerprintError) {
            if case .failure(let error) = result { throw remember(Self.unavailable(error)) }
        }

        func remember(_ error: LinuxFingerprintError) -> LinuxFingerprintError {
            lastError = error
            return error
        }

        struct Listening {
            let stream: AsyncStream<FprintdStatus>
            let subscriptions: [UInt32]
            let timer: Task<Void, Never>
        }

        /// Subscribes to `member` on `path` and to fprintd leaving the bus; a timer ends the stream after `timeout`.
        func listen(path: String, member: String, timeout: Duration) async -> Listening {
            let (stream, continuation) = AsyncStream<FprintdStatus>.makeStream()
            status = continuation
            let statusID = await bus.subscribe(
                sender: Self.service, path: path, interface: Self.deviceInterface, member: member
            ) {
                parameters in
                let result = DBusConnection.string(parameters, at: 0) ?? "unknown"
                continuation.yield(.status(result, done: DBusConnection.bool(parameters, at: 1) ?? true))
            }
            let ownerID = await bus.subscribe(
                sender: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                member: "NameOwnerChanged", arg0: Self.service
            ) { parameters in
                if DBusConnection.string(parameters, at: 2)?.isEmpty ?? false {
                    continuation.yield(.ended(.serviceGone))
                }
            }
            let timer = Task.detached {
                try? await Task.sleep(for: timeout)
                continuation.yield(.ended(.timedOut))
            }
            return Listening(stream: stream, subscriptions: [statusID, ownerID], timer: timer)
        }

        func stopListening(_ listening: Listening) {
            listening.timer.cancel()
            for id in listening.subscriptions { bus.unsubscribe(id) }
            status?.finish()
            status = nil
        }

        private func mapClaimError(_ error: LinuxFingerprintError) -> BiometricOutcome {
            if case .fprintd(let name, _) = error, name.hasSuffix("NoSuchDevice") {
                return sawDevice ? .biometryDisconnected : .biometryNotAvailable
            }
            if case .fprintd(let name, _) = error, name.hasSuffix("AlreadyInUse") { return .systemCancel }
            return .biometryNotAvailable
        }

        private func mapCallError(_ error: DBusConnection.CallError) -> BiometricOutcome {
            lastError = Self.unavailable(error)
            return error.name.hasSuffix("NoSuchDevice") ? .biometryDisconnected : .biometryNotAvailable
        }

        static func unavailable(_ error: DBusConnection.CallError) -> LinuxFingerprintError {
            switch error.name {
            case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
                "org.freedesktop.DBus.Error.NoReply", "org.freedesktop.DBus.Error.Disconnected":
                return .fprintdUnavailable("fprintd is not running on this bus (\(error.name): \(error.message))")
            case "org.freedesktop.DBus.Error.Timeout":
                return .timedOut(operation: "a call to fprintd", seconds: 5)
            default:
                return .fprintd(name: error.name, message: error.message)
            }
        }

        /// Maps a `VerifyStatus` result name onto a scan result.
        static func scanResult(_ name: String) -> ScanResult {
            switch name {
            case "verify-match": return .match
            case "verify-no-match": return .noMatch
            case "verify-disconnected": return .removed
            default:
                if let feedback = BiometricFeedback(fprintdStatus: name) { return .retry(feedback) }
                return .failed(.fprintd(name: name, message: "verify ended with \(name)"))
            }
        }
    }

    /// What the listening stream carries: a status signal, or why waiting ended.
    enum FprintdStatus: Sendable {
        case status(String, done: Bool)
        case ended(CancelReason)
    }
#endif
