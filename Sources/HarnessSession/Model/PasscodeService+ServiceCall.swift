import Biometrics
import LockCore
import LockFlows

extension PasscodeService {
    /// Answers `call` with this service's synchronous calls, if it needs neither the API nor a sensor that must be
    /// awaited (`sensor` is the session's sensor when it answers at once); `nil`, with nothing done, otherwise
    /// (``AppSession`` then awaits it).
    func answerAtOnce(
        _ call: ServiceCall, store: InMemorySecureStore, sensor: (any SynchronousBiometricSensor)?
    ) -> ServiceAnswer? {
        var failure: String?
        var matched = false
        var attempts: PasscodeAttemptState?
        do {
            switch call {
            case .verifyPasscode(let pin, _):
                guard let cached = verifyCachedPasscode(pin) else {
                    // Nothing cached: the policy either checks with the server (awaited) or refuses.
                    if policy.checksServerWithoutCachedVerifier { return nil }
                    break
                }
                matched = cached
            case .wipeVerifier:
                try wipeVerifier()
            case .setBiometric(let enabled):
                guard let sensor else { return nil }
                try setBiometric(enabled: enabled, capability: sensor.currentCapability())
            case .clearLocalData:
                try clearLocalData()
            case .loadLocalState:
                try loadLocalState()
                attempts = try store.passcodeAttempts()
            case .checkBiometric:
                guard let sensor else { return nil }
                checkBiometricAvailability(sensor.currentCapability())
            case .setPasscode, .changePasscode, .requestPasscodeReset, .resetPasscode, .updateTimeout, .removePasscode,
                .refreshFromServer:
                return nil
            }
        } catch {
            failure = "\(error)"
        }
        return ServiceAnswer(error: failure, matched: matched, account: accountState(), attempts: attempts)
    }
}
