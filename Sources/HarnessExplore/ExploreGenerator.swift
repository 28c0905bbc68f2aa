import Biometrics
import HarnessScenarios
import HarnessSession
import LockCore
import LockFlows

/// Produces random, state-aware input sequences from a seed, weighted toward what breaks locks: scene changes,
/// advances of exactly the timeout ± 1 ns, 0 and hours, wall-clock shifts, reboots, device sleep, right and
/// wrong passcodes, biometric taps, sensor changes and scripted outcomes, settings, reset flows, logout/login.
///
/// The generator looks at the current snapshot only to weight its choices (the lock screen gets passcodes,
/// settings get toggles), and any input may still come up anywhere: inputs the session refuses are skipped.
///
/// ```swift
/// var generator = ExploreGenerator(seed: 7, setup: ExploreSetup())
/// let result = try await runner.run(&generator, maxSteps: 50)
/// ```
public struct ExploreGenerator: ExploreInputSource {
    /// The random stream.
    public private(set) var random: ExploreRandom
    /// The setup (initial passcode, timeout).
    public let setup: ExploreSetup
    /// The steps an app's adapter declares (`nil`: the model, every step): inputs of other steps are drawn again,
    /// so an app's runs are spent on what it can take.
    public var allowedSteps: Set<String>?

    /// A passcode the flows set as the new one (not on the hardened blocklist).
    public static let newPasscode = "739251"
    /// Passcodes that are wrong for the account (one of them is on the common-passcode blocklist).
    public static let wrongPasscodes = ["135792", "000000", "246801"]

    /// A generator whose choices all come from `seed`.
    public init(seed: UInt64, setup: ExploreSetup) {
        self.random = ExploreRandom(seed: seed)
        self.setup = setup
    }

    enum Family: CaseIterable {
        case launch, terminate, scene, background, foreground, advance, shiftWall, sleep, reboot
        case rightPIN, wrongPIN, digit, delete, tapBiometric, forgot, forgotAlert, resetCode
        case sensor, openSettings, closeSettings, togglePasscode, toggleBiometric, changePasscode, cancel
        case setTimeout, logout, login
    }

    public mutating func next(after snapshot: SessionSnapshot, history: ExploreHistory) -> SessionInput? {
        let weights = Self.weights(for: snapshot)
        var input: SessionInput
        var draws = 0
        repeat {
            let family = weights[random.weightedIndex(weights.map(\.1))].0
            input = make(family, snapshot: snapshot)
            draws += 1
        } while draws < 64 && !allows(input)
        return input
    }

    /// Whether `input`'s step is one the app takes (always, for the model).
    private func allows(_ input: SessionInput) -> Bool {
        guard let allowedSteps else { return true }
        return StepVocabulary.specs(printing: input).first.map { allowedSteps.contains($0.name) } ?? false
    }

    /// The weight of each family on the screen `snapshot` shows; every family keeps at least a little.
    static func weights(for snapshot: SessionSnapshot) -> [(Family, Int)] {
        var table: [Family: Int] = [
            .terminate: 1, .scene: 2, .background: 6, .foreground: 6, .advance: 10, .shiftWall: 3, .sleep: 2,
            .reboot: 1, .sensor: 5, .setTimeout: 1, .logout: 1, .login: 1, .launch: 1,
        ]
        for family in Family.allCases where table[family] == nil { table[family] = 1 }
        switch snapshot.screen {
        case "not-running": table[.launch] = 40
        case "lock":
            table[.rightPIN] = 8
            table[.wrongPIN] = 8
            table[.digit] = 3
            table[.delete] = 1
            table[.tapBiometric] = 6
            table[.forgot] = 2
            if snapshot.forgotAlert { table[.forgotAlert] = 25 }
        case "reset-passcode":
            table[.resetCode] = 8
            table[.rightPIN] = 8
            table[.wrongPIN] = 2
            table[.cancel] = 2
        case "home": table[.openSettings] = 8
        case "settings":
            table[.togglePasscode] = 5
            table[.toggleBiometric] = 4
            table[.changePasscode] = 4
            table[.closeSettings] = 2
        case "set-passcode", "change-passcode", "disable-passcode":
            table[.rightPIN] = 10
            table[.wrongPIN] = 3
            table[.digit] = 2
            table[.cancel] = 2
        case "login": table[.login] = 20
        default: break
        }
        return Family.allCases.map { ($0, table[$0] ?? 1) }
    }

    mutating func make(_ family: Family, snapshot: SessionSnapshot) -> SessionInput {
        switch family {
        case .launch: return .launch
        case .terminate: return .terminate
        case .scene: return .scene(random.pick([ScenePhase.active, .inactive, .background]))
        case .background: return .background
        case .foreground: return .foreground
        case .advance: return .advance(duration(timeout: timeout(snapshot)))
        case .shiftWall:
            let sign: Int64 = random.chance(1, in: 2) ? 1 : -1
            let magnitude = random.pick([Duration.seconds(3600), timeout(snapshot), .seconds(86_400)])
            return .shiftWallClock(magnitude * sign)
        case .sleep: return .deviceSleep(duration(timeout: timeout(snapshot)))
        case .reboot: return .reboot(downtime: random.pick([.zero, .seconds(30), .seconds(3600)]))
        case .rightPIN: return .enterPIN(random.pick([setup.passcode, setup.passcode, Self.newPasscode]))
        case .wrongPIN:
            let pin = random.pick(Self.wrongPasscodes)
            return .enterPIN(random.chance(1, in: 6) ? String(pin.prefix(1 + random.int(below: 5))) : pin)
        case .digit: return .digit(random.pick(Array("0123456789")))
        case .delete: return .delete
        case .tapBiometric: return .tapBiometric
        case .forgot: return .forgotPasscode
        case .forgotAlert:
            return .forgotAlert(random.pick([.sendResetEmail, .sendResetEmail, .cancel, .logout]))
        case .resetCode: return .enterEmailedResetCode
        case .sensor: return .sensor(sensorChange())
        case .openSettings: return .openSettings
        case .closeSettings: return .closeSettings
        case .togglePasscode:
            return .togglePasscode(random.chance(1, in: 5) ? snapshot.passcodeEnabled : !snapshot.passcodeEnabled)
        case .toggleBiometric: return .toggleBiometric(random.chance(1, in: 2))
        case .changePasscode: return .changePasscode
        case .cancel: return .cancelSheet
        case .setTimeout: return .setTimeout(minutes: random.pick([0, 1, 5, 15]), passcode: nil)
        case .logout: return .logout
        case .login: return .login(email: nil, password: nil)
        }
    }

    func timeout(_ snapshot: SessionSnapshot) -> Duration {
        setup.policy.timeoutOverride?.duration ?? .seconds(snapshot.timeoutMinutes * 60)
    }

    /// Around the timeout (± 1 ns), zero, a second, or hours.
    mutating func duration(timeout: Duration) -> Duration {
        let tick = Duration.nanoseconds(1)
        let options: [Duration] = [
            .zero, timeout, timeout, timeout + tick, timeout + tick, timeout > .zero ? timeout - tick : .zero,
            .seconds(1), .seconds(30), .seconds(61), .seconds(2 * 3600),
        ]
        return random.pick(options)
    }

    mutating func sensorChange() -> SensorChange {
        switch random.int(below: 10) {
        case 0: return .matching(random.chance(1, in: 2))
        case 1: return .enrolled(random.chance(2, in: 3))
        case 2: return .hardware(random.pick([.present, .present, .absent, .disconnected]))
        case 3, 4:
            let names: [ScriptedAttempt] = [
                .match, .noMatch, .noMatch, .outcome(.userCancel), .outcome(.userFallback), .outcome(.biometryLockout),
                .outcome(.systemCancel),
            ]
            return .queue((0...random.int(below: 3)).map { _ in random.pick(names) })
        case 5: return .latency(random.pick([.zero, .milliseconds(500), .seconds(1)]))
        case 6: return .changeEnrollment
        case 7: return .osUpgradeRotation
        case 8: return .devicePasscodeSet(random.chance(3, in: 4))
        default: return .matching(random.chance(1, in: 3))
        }
    }
}
