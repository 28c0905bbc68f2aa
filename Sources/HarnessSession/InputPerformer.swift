import LockCore

/// Who carries out an input when a team's app is under the harness (`AppHost`), read from
/// ``SessionInput/performer`` (an exhaustive switch): a new input must say who performs it before it compiles, and
/// a new host input must be handled by the host's own exhaustive switch, so no step is silently skipped for every
/// app because one list forgot it.
public enum InputPerformer: Sendable, Hashable {
    /// What iOS does to every app (the process, its scene phases, time, the device and its sensor): the host
    /// performs it for any app, whose adapter neither maps nor declares it.
    case host(HostInput)
    /// A touch on the app's own screens, or a link the app opens: the app's adapter maps it and declares it.
    case app
    /// A lever on LockHarness's own backend (fault injection, latency): no app takes it.
    case harness
}

/// An input the host performs for every app, as iOS does it (see ``InputPerformer/host(_:)``).
public enum HostInput: Sendable, Hashable {
    /// `launch`: the process starts, cold.
    case launch
    /// `terminate`: the process is force-quit.
    case terminate
    /// `scene`: one scene phase.
    case scene(ScenePhase)
    /// `background`: inactive, then background.
    case background
    /// `foreground`: inactive, then active.
    case foreground
    /// `advance`: time passes.
    case advance(Duration)
    /// `set-wall-clock`.
    case setWallClock(WallClockInstant)
    /// `shift-wall-clock`.
    case shiftWallClock(Duration)
    /// `sleep`: the device sleeps (suspending time stops).
    case deviceSleep(Duration)
    /// `reboot`: the device restarts.
    case reboot(downtime: Duration)
    /// `erase-device`.
    case eraseDevice
    /// `restore-to-new-device`.
    case restoreOnNewDevice
    /// `sensor`, `change-enrollment`, `os-upgrade-rotation`: the phone's sensor.
    case sensor(SensorChange)
}

extension SessionInput {
    /// Who carries out this input for an app under the harness.
    public var performer: InputPerformer {
        switch self {
        case .launch: .host(.launch)
        case .terminate: .host(.terminate)
        case .scene(let phase): .host(.scene(phase))
        case .background: .host(.background)
        case .foreground: .host(.foreground)
        case .advance(let duration): .host(.advance(duration))
        case .setWallClock(let instant): .host(.setWallClock(instant))
        case .shiftWallClock(let offset): .host(.shiftWallClock(offset))
        case .deviceSleep(let duration): .host(.deviceSleep(duration))
        case .reboot(let downtime): .host(.reboot(downtime: downtime))
        case .eraseDevice: .host(.eraseDevice)
        case .restoreOnNewDevice: .host(.restoreOnNewDevice)
        case .sensor(let change): .host(.sensor(change))
        case .digit, .delete, .enterPIN, .tapBiometric, .forgotPasscode, .forgotAlert, .enterEmailedResetCode,
            .openSettings, .closeSettings, .togglePasscode, .toggleBiometric, .changePasscode, .cancelSheet,
            .setTimeout, .logout, .login, .forgotPassword, .typeEmail, .typePassword, .typeConfirmPassword,
            .toggleShowPassword, .submit, .acknowledgeAlert, .backToLogin, .openURL, .openEmailedLink:
            .app
        case .apiFailure, .offline, .apiLatency: .harness
        }
    }
}
