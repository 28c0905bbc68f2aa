import HarnessSession
import LockCore

extension StepVocabulary {
    /// The phases a `scene` step may report (`launching` is the process's own).
    static let scenePhases: [ScenePhase] = [.active, .inactive, .background]

    /// The app's process and scene, and the device under it.
    static let sceneSteps: [StepSpec] = [
        .bare("launch", .launch, help: "start the app from cold"),
        .bare("terminate", .terminate, help: "force-quit the app (the next `launch` is a cold launch)"),
        StepSpec(
            "scene", scenePhases.map(\.rawValue).joined(separator: " | "), help: "report one scene phase",
            examples: scenePhases.map(SessionInput.scene),
            parse: { argument throws(ScenarioError) in
                .scene(ScenePhase(rawValue: try argument.choice(of: scenePhases.map(\.rawValue)))!)
            },
            print: { input in
                guard case .scene(let phase) = input else { return nil }
                return .text(phase.rawValue)
            }),
        .bare("background", .background, help: "active → inactive → background"),
        .bare("foreground", .foreground, help: "background → inactive → active"),
        .bare(
            "erase-device", .eraseDevice,
            help: "Erase All Content and Settings: the app is killed, its keychain items are gone and the sensor is "
                + "enrolled again; the next `launch` is a fresh install, logged out"),
        .bare(
            "restore-to-new-device", .restoreOnNewDevice,
            help: "restore a backup onto another device: the app is killed, `…ThisDeviceOnly` and access-controlled "
                + "keychain items stay behind, the new sensor has its own enrollment"),
    ]

    /// Time: the virtual clock, the device's sleep and reboot, and the wall clock.
    static let clockSteps: [StepSpec] = [
        StepSpec(
            "advance", "10s", help: "let virtual time pass; due timers and sensor results fire at their own instants",
            examples: [.advance(.seconds(10)), .advance(.zero), .advance(.nanoseconds(60_000_000_001))],
            parse: { argument throws(ScenarioError) in .advance(try nonNegative(argument)) },
            print: { input in
                guard case .advance(let duration) = input else { return nil }
                return .text(ScenarioDuration.format(duration))
            }),
        StepSpec(
            "sleep", "1h", help: "the device sleeps: continuous and wall time move, suspending time does not",
            examples: [.deviceSleep(.seconds(3600)), .deviceSleep(.milliseconds(1500))],
            parse: { argument throws(ScenarioError) in .deviceSleep(try nonNegative(argument)) },
            print: { input in
                guard case .deviceSleep(let duration) = input else { return nil }
                return .text(ScenarioDuration.format(duration))
            }),
        StepSpec(
            "reboot", "30s",
            help: "reboot after a downtime (optional): the app is killed, the next `launch` is cold on a new boot",
            examples: [.reboot(downtime: .zero), .reboot(downtime: .seconds(30))],
            parse: { argument throws(ScenarioError) in
                .reboot(downtime: argument.isNull ? .zero : try nonNegative(argument))
            },
            print: { input in
                guard case .reboot(let downtime) = input else { return nil }
                return downtime == .zero ? .bare : .text(ScenarioDuration.format(downtime))
            }),
        StepSpec(
            "set-wall-clock", "1767225600",
            help: "set the wall clock to whole seconds since 1970 (tampering); monotonic time is unaffected",
            examples: [.setWallClock(WallClockInstant(secondsSince1970: 1_767_225_600))],
            parse: { argument throws(ScenarioError) in
                .setWallClock(WallClockInstant(secondsSince1970: Int64(try argument.int())))
            },
            print: { input in
                guard case .setWallClock(let instant) = input else { return nil }
                return .text(String(instant.nanosecondsSince1970 / 1_000_000_000))
            }),
        StepSpec(
            "shift-wall-clock", "-1h", help: "move the wall clock by a signed duration (negative sets it back)",
            examples: [.shiftWallClock(.seconds(-3600)), .shiftWallClock(.seconds(90))],
            parse: { argument throws(ScenarioError) in .shiftWallClock(try signedDuration(argument)) },
            print: { input in
                guard case .shiftWallClock(let offset) = input else { return nil }
                return .text(quoted(ScenarioDuration.format(offset)))
            }),
    ]
}
