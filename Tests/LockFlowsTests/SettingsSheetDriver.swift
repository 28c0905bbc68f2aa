import Biometrics
import LockCore
import LockFlows

/// The owner of the settings sheets in a test: performs their effects against a real `PasscodeService` (over
/// the in-process backend) and feeds the answers back, the way the app's settings screen does.
struct SettingsSheetDriver {
    let clock = SharedVirtualClock()
    let backend: InProcessPasscodeBackend
    let service: PasscodeService
    /// The Face ID device the settings screen reads.
    let device = SimulatedBiometricDevice(biometryType: .faceID)

    /// A service with no passcode under `policy`, on a simulated Face ID device.
    init(policy: LockPolicy = .seed) throws {
        backend = InProcessPasscodeBackend(clock: clock)
        service = try PasscodeService(api: backend, store: InMemorySecureStore(), policy: policy)
    }

    /// The settings screen as the app builds it from the service.
    func settingsScreen() async -> PasscodeSettingsModel {
        await service.checkBiometricAvailability(device.capability(at: clock.now()))
        return PasscodeSettingsModel(
            isPasscodeEnabled: await service.isPasscodeEnabled, biometric: await service.biometricPresentation)
    }

    /// Performs `effects` of the set/change sheet until it asks for nothing more; returns the `finish` result,
    /// if the sheet finished.
    @discardableResult
    func perform(_ effects: [SetPasscodeFlow.Effect], on flow: inout SetPasscodeFlow) async -> Bool? {
        var queue = effects[...]
        var finished: Bool?
        while let effect = queue.popFirst() {
            switch effect {
            case .verifyCurrentPasscode(let passcode):
                let correct = await service.verifyPasscode(passcode)
                queue.append(contentsOf: flow.currentPasscodeChecked(correct ? .correct : .incorrect))
            case .scheduleReturnToNewPasscode:
                flow.returnTimerFired()
            case .setPasscode(let passcode):
                let error = await Self.message { try await service.setPasscode(passcode) }
                queue.append(contentsOf: flow.saveFinished(error: error))
            case .changePasscode(let current, let new):
                let error = await Self.message { try await service.changePasscode(current: current, new: new) }
                queue.append(contentsOf: flow.saveFinished(error: error))
            case .finish(let success):
                finished = success
            }
        }
        return finished
    }

    /// Performs `effects` of the disable sheet; returns whether it asked to be dismissed.
    @discardableResult
    func perform(_ effects: [DisablePasscodeSheet.Effect], on sheet: inout DisablePasscodeSheet) async throws -> Bool {
        var queue = effects[...]
        var dismissed = false
        while let effect = queue.popFirst() {
            switch effect {
            case .verifyPasscode(let passcode):
                let correct = await service.verifyPasscode(passcode)
                queue.append(contentsOf: sheet.passcodeChecked(correct ? .correct : .incorrect))
            case .disablePasscode:
                try await service.removePasscode()
            case .dismiss:
                dismissed = true
            }
        }
        return dismissed
    }

    /// The sheet closed: the settings screen follows the service's new state.
    func sheetClosed(_ settings: inout PasscodeSettingsModel) async {
        settings.sheetsDismissed(isPasscodeEnabled: await service.isPasscodeEnabled)
    }

    private static func message(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch {
            return "\(error)"
        }
    }
}
