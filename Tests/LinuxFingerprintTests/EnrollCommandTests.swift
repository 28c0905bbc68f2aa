#if LinuxFingerprint
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import Testing

    /// `lockharness enroll` and `lockharness run --real-reader libfprint` as built, on libfprint's virtual readers:
    /// enroll through the CLI, then a scenario unlocks on the enrolled finger and stays locked on another; and
    /// every bad input ends with a clear message and the documented exit code, never a hang.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct EnrollCommandTests {
        /// A fresh print store path (not created yet) and a fresh virtual-device socket path.
        static func paths() throws -> (store: String, socket: String) {
            try HardwareSimulation.libfprint.require()
            let socket = temporaryPath("virtual-device.sock")
            return (URL(fileURLWithPath: socket).deletingLastPathComponent().path + "/prints", socket)
        }

        /// Enrolls `finger` with `scans` through the CLI (5 stages, the driver's default).
        static func enroll(
            store: String, finger: String = "right-index-finger", scanning id: String = "alice",
            driver: String = "virtual_device", variable: String = "FP_VIRTUAL_DEVICE"
        ) async throws -> LockharnessProcess.Result {
            let socket = temporaryPath("enroll.sock")
            let enroll = try LockharnessProcess(
                [
                    "enroll", "--reader", "libfprint", "--device", "\(driver)/0", "--finger", finger, "--print-store",
                    store, "--timeout", "60",
                ], environment: [variable: socket])
            try await VirtualDeviceControl(socketPath: socket).deliver(
                Array(repeating: "SCAN \(id)", count: 5))
            return await enroll.finish()
        }

        /// A hardened scenario whose launch prompts the reader at once; expects `locked` afterwards.
        static func scenario(expectLocked: Bool) throws -> String {
            let path = temporaryPath("real-reader.yaml")
            let outcome = expectLocked ? "authenticationFailed" : "success"
            try """
            name: real-reader-\(expectLocked ? "stays-locked" : "unlocks")
            device: linux-laptop-usb-reader
            policy: hardened
            overrides: {verifierRounds: 1000}
            initial: {passcode: "482916", enabled: true, biometricEnabled: true}
            steps:
              - launch
              - expect: {locked: \(expectLocked), lastOutcome: \(outcome)}
            """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        /// Runs `scenario` with `--real-reader libfprint`, feeding `scans` to a fresh virtual device.
        static func runScenario(
            _ scenario: String, store: String, scans: [String], variable: String = "FP_VIRTUAL_DEVICE"
        ) async throws -> LockharnessProcess.Result {
            let socket = temporaryPath("run.sock")
            let run = try LockharnessProcess(
                ["run", scenario, "--real-reader", "libfprint", "--print-store", store], environment: [variable: socket]
            )
            await feed(scans, to: socket, of: run)
            return await run.finish()
        }

        /// Sends `commands` to the virtual device at `socket` as `run` scans: a command that answers a scan only
        /// once `run` has printed that the scan started (its n-th "touch the reader" line), others at once. Sent
        /// earlier, a command can arrive while the driver finishes the previous scan, and be taken by it.
        ///
        /// Gives up quietly when `run` ends or stops scanning: the test then reads what `run` printed.
        static func feed(_ commands: [String], to socket: String, of run: LockharnessProcess) async {
            let control = VirtualDeviceControl(socketPath: socket)
            var scans = 0
            for command in commands {
                if VirtualDeviceControl.answersAScan(command) {
                    scans += 1
                    guard await run.waitForStderr(scans, linesContaining: ": touch the reader (scan ") else { return }
                }
                guard (try? await control.deliver(command)) != nil else { return }
            }
        }

        static func mode(_ path: String) throws -> Int {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
        }

        @Test func enrollThenScenarioUnlocksOnTheEnrolledFingerAndNotOnAnother() async throws {
            let (store, _) = try Self.paths()
            let enrolled = try await Self.enroll(store: store)
            #expect(enrolled.status == 0, "\(enrolled)")
            #expect(enrolled.stdout.contains("stage 5/5 done"), "\(enrolled)")
            let file = store + "/virtual_device+0+right-index-finger.print"
            #expect(enrolled.stdout.contains("stored \(file)"), "\(enrolled)")
            #expect(try Self.mode(store) == 0o700)
            #expect(try Self.mode(file) == 0o600)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: store) == [
                    "virtual_device+0+right-index-finger.print"
                ])

            let listed = try await LockharnessProcess.run(
                ["devices", "--print-store", store], environment: ["FP_VIRTUAL_DEVICE": temporaryPath("list.sock")])
            #expect(listed.stdout.contains("virtual_device/0  Virtual device for debugging  (verify only"), "\(listed)")
            #expect(listed.stdout.contains("virtual_device/0  right-index-finger  \(file)"), "\(listed)")

            let unlocked = try await Self.runScenario(
                try Self.scenario(expectLocked: false), store: store, scans: ["SCAN alice"])
            #expect(unlocked.status == 0, "\(unlocked)")

            let stillLocked = try await Self.runScenario(
                try Self.scenario(expectLocked: true), store: store, scans: Array(repeating: "SCAN mallory", count: 3))
            #expect(stillLocked.status == 0, "\(stillLocked)")

            let deleted = try await LockharnessProcess.run(
                ["enroll", "--reader", "libfprint", "--delete", "--device", "virtual_device/0", "--print-store", store])
            #expect(deleted.status == 0 && deleted.stdout.contains("deleted virtual_device/0"), "\(deleted)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: store).isEmpty)
        }

        /// `devices --json`: profile durations as milliseconds and enums as names, stored prints and libfprint's
        /// devices as plain objects, nothing in Swift's raw enum or `Duration` encodings.
        @Test func devicesJSONSaysDurationsInMillisecondsAndEnumsByName() async throws {
            let (store, _) = try Self.paths()
            let enrolled = try await Self.enroll(store: store)
            #expect(enrolled.status == 0, "\(enrolled)")
            let listed = try await LockharnessProcess.run(
                ["devices", "--json", "--print-store", store],
                environment: ["FP_VIRTUAL_DEVICE": temporaryPath("j.sock")])
            #expect(listed.status == 0, "\(listed)")
            #expect(!listed.stdout.contains("_0") && !listed.stdout.contains("000000000000"), "\(listed)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
            let profiles = try #require(json["simulated"] as? [[String: Any]])
            let linux = try #require(profiles.first { $0["id"] as? String == "linux-laptop-usb-reader" })
            let rules = try #require(linux["rules"] as? [String: Any])
            #expect(rules["latencyMilliseconds"] as? Double == 700)
            let lockout = try #require(rules["lockout"] as? [String: Any])
            #expect(lockout["until"] as? String == "timed" && lockout["durationSeconds"] as? Double == 30, "\(lockout)")
            let prints = try #require(json["prints"] as? [[String: Any]])
            #expect(prints.first?["finger"] as? String == "right-index-finger", "\(prints)")
            let libfprint = try #require(json["libfprint"] as? [[String: Any]])
            #expect(libfprint.contains { $0["driver"] as? String == "virtual_device" }, "\(libfprint)")
        }

        /// `virtual_device_storage` keeps its prints in memory, so the run's fresh device is told it holds them
        /// (`INSERT`), as a match-on-chip reader would after enrolling.
        @Test func identifyMatchesAnyStoredFingerOnAReaderThatCanIdentify() async throws {
            let (store, _) = try Self.paths()
            for (finger, id) in [("right-index-finger", "alice"), ("left-thumb", "bob")] {
                let enrolled = try await Self.enroll(
                    store: store, finger: finger, scanning: id, driver: "virtual_device_storage",
                    variable: "FP_VIRTUAL_DEVICE_STORAGE")
                #expect(enrolled.status == 0, "\(enrolled)")
            }
            let unlocked = try await Self.runScenario(
                try Self.scenario(expectLocked: false), store: store,
                scans: ["INSERT alice", "INSERT bob", "SCAN bob"],
                variable: "FP_VIRTUAL_DEVICE_STORAGE")
            #expect(unlocked.status == 0, "\(unlocked)")
        }

        @Test func unplugMidEnrollStoresNothingAndSaysSo() async throws {
            let (store, _) = try Self.paths()
            let socket = temporaryPath("unplug.sock")
            let enroll = try LockharnessProcess(
                ["enroll", "--reader", "libfprint", "--print-store", store], environment: ["FP_VIRTUAL_DEVICE": socket])
            let control = VirtualDeviceControl(socketPath: socket)
            try await control.deliver(["SCAN alice", "SCAN alice"])
            try await control.deliver("UNPLUG")
            let result = await enroll.finish()
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr.contains("virtual_device/0 was unplugged during enrollment; nothing was stored"),
                "\(result)")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: store))?.isEmpty ?? true)
        }

        /// Gives up at its own 1 s timeout, not before it, and never hangs (``LockharnessProcess`` kills a run that
        /// outlives the hang guard and says it hung).
        @Test func enrollWithNoFingerGivesUpAtTheTimeout() async throws {
            let (store, socket) = try Self.paths()
            let start = ContinuousClock.now
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "libfprint", "--print-store", store, "--timeout", "1"],
                environment: ["FP_VIRTUAL_DEVICE": socket])
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("enrolling on virtual_device/0 did not finish within 1.0 s"), "\(result)")
            #expect(ContinuousClock.now - start >= .seconds(1), "gave up before its 1 s timeout: \(result)")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: store))?.isEmpty ?? true)
        }

        @Test func unknownDeviceNamesItAndTheReadersThereAre() async throws {
            let (store, socket) = try Self.paths()
            let result = try await LockharnessProcess.run(
                ["enroll", "--reader", "libfprint", "--device", "goodixmoc/3-1", "--print-store", store],
                environment: ["FP_VIRTUAL_DEVICE": socket])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("no fingerprint reader has the id goodixmoc/3-1"), "\(result)")
            #expect(result.stderr.contains("virtual_device/0"), "\(result)")
        }

        @Test(arguments: [
            ["enroll", "--reader", "libfprint", "--finger", "left-toe"],
            ["enroll", "--reader", "nosuch"],
            ["enroll", "--reader", "libfprint", "--timeout", "0"],
            ["enroll", "--reader", "fprintd", "--print-store", "/tmp/x"],
            ["enroll", "--reader", "libfprint", "--delete", "--replace"],
            ["run", "x.yaml", "--print-store", "/tmp/x"],
        ])
        func badOptionsExitTwo(arguments: [String]) async throws {
            try HardwareSimulation.libfprint.require()
            let result = try await LockharnessProcess.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stdout.isEmpty, "\(result)")
        }

        @Test func groupReadableStoreIsRefusedWithTheChmod() async throws {
            let (store, socket) = try Self.paths()
            try FileManager.default.createDirectory(
                atPath: store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            for arguments in [
                ["enroll", "--reader", "libfprint", "--print-store", store],
                ["run", try Self.scenario(expectLocked: false), "--real-reader", "libfprint", "--print-store", store],
                ["devices", "--print-store", store],
            ] {
                let result = try await LockharnessProcess.run(arguments, environment: ["FP_VIRTUAL_DEVICE": socket])
                #expect(result.status == 2, "\(arguments): \(result)")
                #expect(result.stderr.contains("chmod 700 '\(store)'"), "\(arguments): \(result)")
            }
        }

        @Test func corruptPrintFileIsNamed() async throws {
            let (store, _) = try Self.paths()
            let file = store + "/virtual_device+0+right-index-finger.print"
            try PrintStore(directory: store).write(
                Array("not a print".utf8), driver: "virtual_device", deviceID: "0", finger: .rightIndex)
            let result = try await Self.runScenario(try Self.scenario(expectLocked: false), store: store, scans: [])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("\(file) is not a readable libfprint print"), "\(result)")
        }

        /// A cut, empty or damaged print file is refused naming the file (exit 2) before libfprint reads it: an
        /// empty file used to trip `fp_print_deserialize`'s assertion (exit 134) and a cut one GLib's
        /// `g_variant_get_child_value` (exit 133). Every prefix of a real print is refused, the whole one is read.
        @Test func cutEmptyOrDamagedPrintFilesAreRefusedNamingTheFile() async throws {
            let (store, _) = try Self.paths()
            let enrolled = try await Self.enroll(store: store)
            #expect(enrolled.status == 0, "\(enrolled)")
            let file = store + "/virtual_device+0+right-index-finger.print"
            let saved = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(saved.count > 8 && PrintFileFormat.problem(in: saved) == nil)
            let acceptedPrefixes = (0..<saved.count).filter {
                PrintFileFormat.problem(in: Array(saved.prefix($0))) == nil
            }
            #expect(acceptedPrefixes.isEmpty, "prefixes taken for a whole print: \(acceptedPrefixes)")
            var otherType = saved
            otherType[3] = 7  // the print type, the tuple's first int32 (little-endian)
            var damaged: [(name: String, bytes: [UInt8], reason: String)] = [
                ("empty", [], "the file is empty"),
                ("half", Array(saved.prefix(saved.count / 2)), "not a whole serialized print"),
                ("one byte short", Array(saved.dropLast()), "not a whole serialized print"),
                ("header only", Array("FP3".utf8), "only the \"FP3\" header"),
                ("unknown type", otherType, "unknown print type 7"),
            ]
            damaged.append(("garbage", Array("not a print".utf8), "does not start with libfprint's \"FP3\" header"))
            for (name, bytes, reason) in damaged {
                try Data(bytes).write(to: URL(fileURLWithPath: file))
                let result = try await Self.runScenario(try Self.scenario(expectLocked: false), store: store, scans: [])
                #expect(result.status == 2, "\(name): \(result)")
                #expect(result.stderr.contains("\(file) is not a readable libfprint print ("), "\(name): \(result)")
                #expect(result.stderr.contains(reason), "\(name): \(result)")
                #expect(!result.stderr.contains("GLib"), "\(name): \(result)")
            }
        }

        /// Enrolling a finger that already has a print is refused before the reader is touched (exit 2, the file
        /// named, the print kept); `--replace` enrolls it again and says it replaces the earlier print.
        @Test func reEnrollingAFingerNeedsReplace() async throws {
            let (store, _) = try Self.paths()
            let first = try await Self.enroll(store: store)
            #expect(first.status == 0, "\(first)")
            let file = store + "/virtual_device+0+right-index-finger.print"
            let before = try Data(contentsOf: URL(fileURLWithPath: file))

            let refused = try await LockharnessProcess.run(
                ["enroll", "--reader", "libfprint", "--print-store", store, "--timeout", "5"],
                environment: ["FP_VIRTUAL_DEVICE": temporaryPath("again.sock")])
            #expect(refused.status == 2, "\(refused)")
            #expect(
                refused.stderr.contains(
                    "right-index-finger is already enrolled on virtual_device/0 (\(file)); enrolling it again would "
                        + "replace that print: pass --replace"), "\(refused)")
            #expect(!refused.stdout.contains("touch the reader"), "\(refused)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)

            let socket = temporaryPath("replace.sock")
            let replace = try LockharnessProcess(
                ["enroll", "--reader", "libfprint", "--print-store", store, "--replace", "--timeout", "60"],
                environment: ["FP_VIRTUAL_DEVICE": socket])
            try await VirtualDeviceControl(socketPath: socket).deliver(
                Array(repeating: "SCAN bob", count: 5))
            let replaced = await replace.finish()
            #expect(replaced.status == 0, "\(replaced)")
            #expect(
                replaced.stdout.contains(
                    "replacing the earlier print of right-index-finger on virtual_device/0 (\(file))"),
                "\(replaced)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) != before)
        }

        @Test func printFromAnotherReaderIsNamed() async throws {
            let (store, _) = try Self.paths()
            let enrolled = try await Self.enroll(
                store: store, driver: "virtual_device_storage", variable: "FP_VIRTUAL_DEVICE_STORAGE")
            #expect(enrolled.status == 0, "\(enrolled)")
            let foreign = store + "/virtual_device+0+right-index-finger.print"
            try FileManager.default.moveItem(
                atPath: store + "/virtual_device_storage+0+right-index-finger.print", toPath: foreign)
            let result = try await Self.runScenario(try Self.scenario(expectLocked: false), store: store, scans: [])
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.contains(
                    "\(foreign) holds a print made by virtual_device_storage/0, not by virtual_device/0"),
                "\(result)")
        }
    }
#endif
