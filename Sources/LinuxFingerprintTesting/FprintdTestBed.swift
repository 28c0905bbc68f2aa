#if LinuxFingerprint
    import Foundation
    import LinuxFingerprint

    /// fprintd on a private system bus with libfprint's virtual device, for tests and the benchmark.
    ///
    /// Starts `dbus-daemon` (a throwaway bus with an allow-all policy), a polkit mock (`python3 -m dbusmock
    /// --template polkitd`, granting fprintd's verify/enroll actions) and `/usr/libexec/fprintd -t` with
    /// `FP_VIRTUAL_DEVICE` set. Nothing touches the real system bus.
    ///
    /// ```swift
    /// let bed = try FprintdTestBed.start()
    /// let sensor = try await FprintdSensor.connect(busAddress: bed.busAddress)
    /// ```
    public final class FprintdTestBed: @unchecked Sendable {
        /// The private bus, for ``FprintdSensor/connect(busAddress:username:finger:configuration:)``.
        public let busAddress: String
        /// The virtual device's control socket (exists while fprintd has the device open).
        public let virtualDeviceSocket: String
        /// The directory holding the bus socket, configuration and fprintd's state.
        public let directory: String
        private var processes: [Process]
        private let fprintd: Process

        /// The programs the test bed runs.
        public static let programs = [
            "/usr/bin/dbus-daemon", "/usr/bin/dbus-send", "/usr/libexec/fprintd", "/usr/bin/python3",
        ]

        /// Programs (and the dbusmock module) that are not installed.
        public static func missingPrograms() -> [String] {
            var missing = programs.filter { !FileManager.default.isExecutableFile(atPath: $0) }
            let dbusmock = ["/usr/lib/python3/dist-packages/dbusmock"]
            if !dbusmock.contains(where: FileManager.default.fileExists(atPath:)) { missing.append("python3-dbusmock") }
            return missing
        }

        private init(busAddress: String, socket: String, directory: String, processes: [Process], fprintd: Process) {
            self.busAddress = busAddress
            self.virtualDeviceSocket = socket
            self.directory = directory
            self.processes = processes
            self.fprintd = fprintd
        }

        deinit { stop() }

        /// fprintd's polkit actions: verify, enroll (also needed to delete) and setusername.
        public static let allActions = [
            "net.reactivated.fprint.device.verify", "net.reactivated.fprint.device.enroll",
            "net.reactivated.fprint.device.setusername",
        ]

        /// Starts the bus, the polkit mock (granting `allowing`) and fprintd; fails with a clear error if one does
        /// not come up in time.
        public static func start(allowing actions: [String] = allActions) throws(LinuxFingerprintError)
            -> FprintdTestBed
        {
            let missing = missingPrograms()
            guard missing.isEmpty else { throw .helperFailed("not installed: \(missing.joined(separator: ", "))") }
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("lockharness-fprintd-\(getpid())-\(UUID().uuidString.prefix(8))").path
            do {
                try FileManager.default.createDirectory(atPath: directory + "/state", withIntermediateDirectories: true)
                try busConfiguration(socket: directory + "/bus.sock").write(
                    toFile: directory + "/bus.conf", atomically: true, encoding: .utf8)
            } catch {
                throw .helperFailed("cannot prepare \(directory): \(error)")
            }
            let address = "unix:path=\(directory)/bus.sock"
            var started: [Process] = []
            do {
                started.append(
                    try launch(
                        "/usr/bin/dbus-daemon", ["--config-file", directory + "/bus.conf", "--nofork", "--nopidfile"],
                        [:]))
                try waitFor("the private bus socket") {
                    FileManager.default.fileExists(atPath: directory + "/bus.sock")
                }
                let environment = ["DBUS_SYSTEM_BUS_ADDRESS": address]
                started.append(
                    try launch(
                        "/usr/bin/python3", ["-m", "dbusmock", "--system", "--template", "polkitd"], environment))
                try waitFor("the polkit mock") { hasOwner("org.freedesktop.PolicyKit1", address: address) }
                let allowed = actions.joined(separator: ",")
                guard
                    dbusSend(
                        address,
                        [
                            "--dest=org.freedesktop.PolicyKit1", "/org/freedesktop/PolicyKit1/Authority",
                            "org.freedesktop.DBus.Mock.SetAllowed", "array:string:\(allowed)",
                        ])
                else {
                    throw LinuxFingerprintError.helperFailed("the polkit mock refused SetAllowed")
                }
                let fprintd = try launch(
                    "/usr/libexec/fprintd", ["-t"],
                    [
                        "DBUS_SYSTEM_BUS_ADDRESS": address, "FP_VIRTUAL_DEVICE": directory + "/virtual-device.sock",
                        "STATE_DIRECTORY": directory + "/state", "G_MESSAGES_DEBUG": "",
                    ])
                started.append(fprintd)
                try waitFor("fprintd") { hasOwner("net.reactivated.Fprint", address: address) }
                return FprintdTestBed(
                    busAddress: address, socket: directory + "/virtual-device.sock", directory: directory,
                    processes: started, fprintd: fprintd)
            } catch {
                for process in started.reversed() where process.isRunning { kill(process.processIdentifier, SIGKILL) }
                throw (error as? LinuxFingerprintError) ?? .helperFailed("\(error)")
            }
        }

        /// ``start(allowing:)`` from a thread of its own, for async callers: starting polls the bus for up to 60 s
        /// per helper, which must not hold a thread of the concurrency pool.
        public static func launch(allowing actions: [String] = allActions) async throws(LinuxFingerprintError)
            -> FprintdTestBed
        {
            let result: Result<FprintdTestBed, LinuxFingerprintError> = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    do throws(LinuxFingerprintError) {
                        continuation.resume(returning: .success(try start(allowing: actions)))
                    } catch {
                        continuation.resume(returning: .failure(error))
                    }
                }
            }
            return try result.get()
        }

        /// Kills fprintd (SIGKILL): the service dies while the bus stays up.
        public func killFprintd() {
            guard fprintd.isRunning else { return }
            kill(fprintd.processIdentifier, SIGKILL)
            fprintd.waitUntilExit()
        }

        /// Stops every helper (SIGKILL: they hold nothing worth saving) and removes the directory.
        public func stop() {
            for process in processes.reversed() where process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            processes = []
            try? FileManager.default.removeItem(atPath: directory)
        }

        private static func launch(_ path: String, _ arguments: [String], _ environment: [String: String]) throws
            -> Process
        {
            let process = Process()
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
                // Die with the test process even if it is killed before stop() runs.
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--pdeathsig", "KILL", "--", path] + arguments
            } else {
                process.executableURL = URL(fileURLWithPath: path)
                process.arguments = arguments
            }
            var merged = ProcessInfo.processInfo.environment
            merged["LD_PRELOAD"] = nil  // helpers must see the real /sys and /dev, not a umockdev test bed
            merged["UMOCKDEV_DIR"] = nil
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try HelperLauncher.shared.run(process)
            return process
        }

        /// Polls `condition` until `what` is up; the limit is a hang guard, far above a loaded machine's start-up
        /// (python3 and fprintd starting beside two CPU hogs take seconds).
        private static func waitFor(_ what: String, _ condition: () -> Bool) throws(LinuxFingerprintError) {
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                if condition() { return }
                usleep(20_000)
            }
            throw .helperFailed("hung: \(what) did not come up within 60 s")
        }

        private static func hasOwner(_ name: String, address: String) -> Bool {
            dbusSend(
                address,
                [
                    "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetNameOwner",
                    "string:\(name)",
                ])
        }

        private static func dbusSend(_ address: String, _ arguments: [String]) -> Bool {
            guard
                let process = try? launch("/usr/bin/dbus-send", ["--bus=\(address)", "--print-reply"] + arguments, [:])
            else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }

        private static func busConfiguration(socket: String) -> String {
            """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>system</type>
              <listen>unix:path=\(socket)</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow user="*"/>
                <allow own="*"/>
                <allow send_type="method_call"/>
                <allow send_type="signal"/>
                <allow send_type="method_return"/>
                <allow send_type="error"/>
                <allow receive_type="method_call"/>
                <allow receive_type="signal"/>
                <allow receive_type="method_return"/>
                <allow receive_type="error"/>
              </policy>
            </busconfig>
            """
        }
    }
#endif
