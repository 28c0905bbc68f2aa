#if LinuxFingerprint
    import Biometrics
    import Foundation

    /// A ``Biometrics/BiometricSensor`` backed by a libfprint device in this process.
    ///
    /// All libfprint calls run on the one thread that iterates GLib's default main context. Every scan has a
    /// timeout, and an unplug (libfprint's `FP_DEVICE_ERROR_REMOVED` or a udev `remove` event passed to
    /// ``deviceRemoved()``) ends a prompt in flight with `biometryDisconnected`.
    ///
    /// ```swift
    /// let sensor = try await LibfprintSensor.open(driver: "virtual_device")
    /// _ = try await sensor.enroll()
    /// let outcome = await sensor.evaluate(reason: "Unlock")  // .success, .authenticationFailed, ...
    /// ```
    ///
    /// Opened with a ``PrintStore``, it loads every print stored for its reader and matches a scan against all
    /// of them with `fp_device_identify` where the driver supports identify; a verify-only driver is verified
    /// against the first stored finger (in fprintd's finger order), as fprintd does.
    public actor LibfprintSensor: BiometricAvailabilityReporting {
        /// Limits and timeouts.
        public struct Configuration: Sendable, Equatable {
            /// The rules of one prompt.
            public var attempts: VerifyAttempts
            /// How long one scan may take before the prompt ends with `systemCancel`.
            public var scanTimeout: Duration
            /// How long an enrollment may take.
            public var enrollTimeout: Duration
            /// How long opening the device may take.
            public var openTimeout: Duration

            /// Limits and timeouts (defaults: Touch ID's 3 attempts, 30 s per scan).
            public init(
                attempts: VerifyAttempts = VerifyAttempts(), scanTimeout: Duration = .seconds(30),
                enrollTimeout: Duration = .seconds(60), openTimeout: Duration = .seconds(5)
            ) {
                self.attempts = attempts
                self.scanTimeout = scanTimeout
                self.enrollTimeout = enrollTimeout
                self.openTimeout = openTimeout
            }
        }

        /// The libfprint driver in use (`virtual_device`, `goodixmoc`, ...).
        public nonisolated let driver: String
        /// The device's name as libfprint reports it.
        public nonisolated let name: String
        private let configuration: Configuration
        private var device: LibfprintDevice? {
            didSet { if (oldValue == nil) != (device == nil) { availability.publish(currentCapability()) } }
        }
        private nonisolated let availability = Broadcast<BiometricCapability>()
        private nonisolated let scansStarted = Broadcast<ScanStart>()
        private var prints: [EnrolledPrint] = []
        private var inFlight: CancelToken?
        /// The last error the reader reported, for diagnostics.
        public private(set) var lastError: LinuxFingerprintError?

        private let virtualDeviceSocket: String?

        /// `driver/deviceID` of the reader (`virtual_device/0`), as the print store names it.
        public nonisolated let reader: String
        /// libfprint's device id of the reader (`fp_device_get_device_id`).
        public nonisolated let deviceID: String
        /// Whether the driver matches one scan against several prints (identify) rather than one (verify).
        public nonisolated let supportsIdentify: Bool
        /// How many prints are enrolled (loaded from the store or enrolled in this process).
        public var enrolledPrints: Int { prints.count }
        /// The fingers of the enrolled prints, in the order they are tried (a verify-only driver uses the first).
        public var enrolledFingers: [Finger] { prints.compactMap(\.finger) }

        private init(device: LibfprintDevice, virtualDeviceSocket: String?, configuration: Configuration) {
            self.device = device
            self.reader = device.reader
            self.deviceID = device.deviceID
            self.supportsIdentify = device.supportsIdentify
            self.virtualDeviceSocket = virtualDeviceSocket
            self.driver = device.driver
            self.name = device.name
            self.configuration = configuration
        }

        /// Opens the first libfprint device (with `driver`, and matching `device` — `driver/id`, an id or a driver
        /// name — if given) and loads the prints `printStore` holds for it. `virtualDeviceSocket` sets
        /// `FP_VIRTUAL_DEVICE` for this open, which makes libfprint's `virtual_device` driver appear with its
        /// control socket there.
        ///
        /// Throws ``LinuxFingerprintError/printStore(_:)`` for a store with unsafe permissions or a print file that
        /// is corrupt or was made by another reader (the error names the file).
        public static func open(
            driver: String? = nil, device selector: String? = nil, virtualDeviceSocket: String? = nil,
            printStore: PrintStore? = nil, configuration: Configuration = Configuration()
        ) async throws(LinuxFingerprintError) -> LibfprintSensor {
            let device = try await LibfprintDevice.open(
                driver: driver, device: selector, virtualDeviceSocket: virtualDeviceSocket,
                timeout: configuration.openTimeout
            ).get()
            let sensor = LibfprintSensor(
                device: device, virtualDeviceSocket: virtualDeviceSocket, configuration: configuration)
            if let printStore { try await sensor.load(from: printStore) }
            return sensor
        }

        /// Loads every print `store` holds for this reader, checking each one was made by it.
        public func load(from store: PrintStore) async throws(LinuxFingerprintError) {
            let stored: [StoredPrint]
            do { stored = try store.prints(driver: driver, deviceID: deviceID) } catch { throw .printStore(error) }
            var loaded: [EnrolledPrint] = []
            for entry in stored {
                let bytes: [UInt8]
                do { bytes = try store.read(entry) } catch { throw .printStore(error) }
                let print: EnrolledPrint
                switch await EnrolledPrint.deserialize(bytes, path: entry.path) {
                case .success(let found): print = found
                case .failure(let error): throw .printStore(error)
                }
                guard print.driver == driver, print.deviceID == deviceID else {
                    throw .printStore(.foreign(path: entry.path, expected: reader, found: print.reader))
                }
                loaded.append(print)
            }
            prints = loaded
        }

        /// Enrolls a finger (as many scans as the device needs) and keeps the print for verifying.
        @discardableResult
        public func enroll() async throws(LinuxFingerprintError) -> EnrollmentState {
            guard let device else { throw .deviceUnavailable("the reader was unplugged") }
            let token = CancelToken()
            inFlight = token
            defer { inFlight = nil }
            switch await device.enroll(token: token, timeout: configuration.enrollTimeout) {
            case .success(let enrolled):
                prints = [enrolled]
                return Self.state(of: prints)
            case .failure(let error):
                lastError = error
                if case .libfprint(_, let code, _) = error, code == 256 { self.device = nil }
                throw error
            }
        }

        /// Whether a prompt can be shown: disconnected, not enrolled, or ready.
        public func capability() async -> BiometricCapability { currentCapability() }

        /// The capability after every unplug and replug (udev's or one libfprint reported), from the call on.
        public nonisolated func availabilityChanges() -> AsyncStream<BiometricCapability> { availability.subscribe() }

        private func currentCapability() -> BiometricCapability {
            let reason: BiometricOutcome? =
                device == nil ? .biometryDisconnected : prints.isEmpty ? .biometryNotEnrolled : nil
            return BiometricCapability(
                biometryType: .fingerprint, unavailableReason: reason,
                enrollment: prints.isEmpty ? nil : Self.state(of: prints))
        }

        /// Every scan started from the call on, once the driver waits for a finger: the moment to touch the reader
        /// (or to send a virtual device its next command). Ends when the sensor goes.
        public nonisolated func scanStarts() -> AsyncStream<ScanStart> { scansStarted.subscribe() }

        /// Runs one prompt: scans until a match, the attempts are used up, an error, a cancel, an unplug or a timeout.
        public func evaluate(reason: String) async -> BiometricOutcome {
            await evaluateRecorded(reason: reason).outcome
        }

        /// Runs one prompt and reports every scan: a match, a no-match, an unusable scan (libfprint's
        /// `FP_DEVICE_RETRY_*` error, as a ``Biometrics/BiometricFeedback``) or what ended the prompt.
        public func evaluateRecorded(reason: String) async -> SensorPromptRecord {
            let start = ContinuousClock.now
            guard let device else { return .only(.biometryDisconnected, after: .zero) }
            guard let first = prints.first else { return .only(.biometryNotEnrolled, after: .zero) }
            let gallery = prints
            guard inFlight == nil else { return .only(.systemCancel, after: .zero) }
            var attempts = configuration.attempts
            var answers: [SensorPromptRecord.Answer] = []
            var scan = 0
            while true {
                let token = CancelToken()
                inFlight = token
                scan += 1
                let started: @Sendable () -> Void = { [scansStarted, reader, scan] in
                    scansStarted.publish(ScanStart(reader: reader, scan: scan))
                }
                let result =
                    gallery.count > 1 && device.supportsIdentify
                    ? await device.identify(gallery, token: token, timeout: configuration.scanTimeout, started: started)
                    : await device.verify(first, token: token, timeout: configuration.scanTimeout, started: started)
                inFlight = nil
                if case .failed(let error) = result { lastError = error }
                if case .removed = result { self.device = nil }
                if case .cancelled(.deviceRemoved) = result { self.device = nil }
                let step = attempts.handle(result)
                var outcome: BiometricOutcome?
                if case .finish(let finished) = step { outcome = finished }
                if outcome == nil, self.device == nil { outcome = .biometryDisconnected }
                let elapsed = ContinuousClock.now - start
                answers.append(.init(Self.answer(result, ending: outcome), after: elapsed))
                if let outcome { return SensorPromptRecord(answers: answers, outcome: outcome, duration: elapsed) }
            }
        }

        /// A scan result as a recorded answer: what the scan was, or, for anything else, the outcome it ended with.
        static func answer(_ result: ScanResult, ending outcome: BiometricOutcome?) -> ScriptedAttempt {
            switch result {
            case .match: return .match
            case .noMatch: return .noMatch
            case .retry(let feedback) where outcome == nil: return .feedback(feedback)
            default: return .outcome(outcome ?? .systemCancel)
            }
        }

        /// Ends the prompt in flight with `outcome` (`appCancel` or `systemCancel`).
        public func cancel(_ outcome: BiometricOutcome) async {
            inFlight?.cancel(.requested(outcome.rawValue))
        }

        /// libfprint readers have no lockout of their own: nothing to reset.
        public func passcodeAuthenticated() async {}

        /// The reader was unplugged (a udev `remove`): the sensor becomes unavailable, says so to
        /// ``availabilityChanges()``, and a prompt in flight ends with `biometryDisconnected`.
        public func deviceRemoved() {
            device = nil
            inFlight?.cancel(.deviceRemoved)
        }

        /// The reader is back (a udev `add`): reopens it and says so to ``availabilityChanges()``. The enrolled print
        /// is kept, as the device keeps it.
        public func deviceReturned() async throws(LinuxFingerprintError) {
            guard device == nil else { return }
            device = try await LibfprintDevice.open(
                driver: driver, virtualDeviceSocket: virtualDeviceSocket, timeout: configuration.openTimeout
            ).get()
        }

        /// Follows a hotplug stream: `removed` and `added` events for which `matches` is true change availability.
        ///
        /// Returns the task consuming the stream; cancel it (or stop the monitor) to stop following.
        public nonisolated func follow(
            _ events: AsyncStream<HotplugEvent>, matching matches: @escaping @Sendable (FingerprintReader) -> Bool
        ) -> Task<Void, Never> {
            Task { [weak self] in
                for await event in events where matches(event.device) {
                    guard let self else { return }
                    switch event.action {
                    case .removed: await self.deviceRemoved()
                    case .added: try? await self.deviceReturned()
                    case .changed: break
                    }
                }
            }
        }

        private static func state(of prints: [EnrolledPrint]) -> EnrollmentState {
            EnrollmentState(Fingerprint64.hex(prints.flatMap(\.serialized)))
        }
    }
#endif
