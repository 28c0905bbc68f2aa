#if os(Linux)
    import Biometrics
    import HarnessApps
    import HarnessScenarios
    import HarnessSession
    import SimulatedPhone

    /// A `sensor:` step (and `change-enrollment`, `os-upgrade-rotation`) applied to the simulated phone the shims
    /// use: the same change the model applies to its own sensor.
    enum PhoneSensorStep {
        static func apply(_ change: SensorChange, to phone: SimulatedPhone) {
            phone.update { state in
                switch change {
                case .matching(let matching): state.biometrics.isMatching = matching
                case .enrolled(let enrolled): state.biometrics.setEnrolled(enrolled)
                case .queue(let attempts): state.biometrics.enqueue(attempts)
                case .changeEnrollment: state.changeEnrollment()
                case .osUpgradeRotation: state.biometrics.simulateOSUpgradeRotation()
                case .devicePasscodeSet(let on): state.setPasscode(on)
                case .hardware(let hardware): state.biometrics.hardware = hardware
                case .latency(let latency): state.biometrics.rules.attemptLatency = latency
                case .clearQueue: _ = state.biometrics.clearScript()
                case .lockout(let permanent): state.biometrics.lockOut(at: state.now, permanent: permanent)
                case .endLockout: state.biometrics.passcodeAuthenticated()
                }
            }
        }
    }
#endif
