import Biometrics
import LockCore
import SimulatedPhone
import Testing

/// Authentication and device changes on the pure phone state.
struct SimulatedPhoneStateTests {
    static func phone(_ biometry: BiometryType = .faceID) -> SimulatedPhoneState {
        let profile = DeviceProfile(
            id: "test-\(biometry.rawValue)", name: "test", platform: .ios, biometry: biometry,
            sensor: DeviceSensor(kind: biometry == .touchID ? .touchIDButton : .trueDepthCamera),
            rules: .defaults(for: biometry))
        return SimulatedPhoneState(profile: profile)
    }

    @Test func biometricMatchAdvancesTheClockByTheAttemptLatency() {
        var phone = Self.phone()
        let step = phone.authenticate(AuthenticationRequest(policy: .biometrics))
        #expect(step == .finished(.authenticated(AuthenticationCredential(biometry: phone.biometrics.enrollment))))
        #expect(phone.now.continuous == MonotonicInstant(nanoseconds: 800_000_000))
        #expect(phone.prompts.map(\.kind) == [.biometry])
    }

    @Test func deviceOwnerAuthenticationFallsBackToThePasscodeAfterAFailedPrompt() {
        var phone = Self.phone()
        phone.biometrics.isMatching = false
        let step = phone.authenticate(AuthenticationRequest(policy: .biometricsOrPasscode))
        #expect(step == .finished(.authenticated(AuthenticationCredential(passcode: true))))
        #expect(phone.prompts.map(\.kind) == [.biometry, .passcode])
        #expect(phone.biometrics.consecutiveFailures == 0)  // the passcode resets the count
    }

    /// An app whose Info.plist lacks `NSFaceIDUsageDescription`: the system refuses its Face ID prompt before the
    /// sensor is asked (no prompt shown, no failure counted); `.deviceOwnerAuthentication` goes to the passcode.
    /// Touch ID needs no description.
    @Test(arguments: [BiometryType.faceID, .touchID])
    func anUndeclaredFaceIDPromptIsRefusedByTheSystem(biometry: BiometryType) {
        var phone = Self.phone(biometry)
        phone.appDeclaresFaceIDUsage = false
        let biometricsOnly = phone.authenticate(AuthenticationRequest(policy: .biometrics))
        let orPasscode = phone.authenticate(AuthenticationRequest(policy: .biometricsOrPasscode))
        if biometry == .faceID {
            #expect(biometricsOnly == .finished(.failed(.biometryNotAvailable)))
            #expect(orPasscode == .finished(.authenticated(AuthenticationCredential(passcode: true))))
            #expect(phone.prompts.map(\.kind) == [.passcode])
        } else {
            #expect(
                biometricsOnly
                    == .finished(.authenticated(AuthenticationCredential(biometry: phone.biometrics.enrollment))))
            #expect(phone.prompts.map(\.kind) == [.biometry, .biometry])
        }
        #expect(phone.biometrics.consecutiveFailures == 0)
    }

    @Test func passcodeScreenCanceledIsUserCancel() {
        var phone = Self.phone()
        phone.biometrics.setEnrolled(false)
        phone.passcodeAnswer = .cancel
        #expect(
            phone.authenticate(AuthenticationRequest(policy: .biometricsOrPasscode)) == .finished(.failed(.userCancel)))
        #expect(phone.prompts.map(\.kind) == [.passcode])
    }

    @Test func heldPromptWaitsForTheHarnessAndASecondOneCancelsTheFirst() {
        var phone = Self.phone()
        phone.promptMode = .held
        #expect(phone.authenticate(AuthenticationRequest(policy: .biometrics)) == .held(ticket: 1))
        #expect(phone.biometrics.isPromptInFlight)
        #expect(phone.authenticate(AuthenticationRequest(policy: .biometrics)) == .held(ticket: 2))
        #expect(phone.prompts.first?.result == .failed(.systemCancel))
        let answer = phone.answerHeldPrompt()
        #expect(answer?.ticket == 2)
        #expect(answer?.result == .authenticated(AuthenticationCredential(biometry: phone.biometrics.enrollment)))
        #expect(phone.answerHeldPrompt() == nil)
    }

    @Test func reuseDurationAcceptsARecentBiometricUnlockOnly() {
        var phone = Self.phone(.touchID)
        phone.lock()
        phone.unlock(biometric: true)
        phone.clock.advance(by: .seconds(20))
        let request = AuthenticationRequest(policy: .biometrics, reuseDuration: .seconds(30))
        guard case .finished(.authenticated) = phone.authenticate(request) else {
            Issue.record("reuse")
            return
        }
        #expect(phone.prompts.isEmpty)
        phone.clock.advance(by: .seconds(20))
        _ = phone.authenticate(request)
        #expect(phone.prompts.count == 1)
    }

    @Test func removingThePasscodeDeletesPasscodeBoundItemsAndDisablesBiometry() {
        var phone = Self.phone()
        let item = KeychainItem(
            itemClass: .genericPassword, service: "s", account: "a", accessibility: .whenPasscodeSetThisDeviceOnly)
        #expect(phone.keychainAdd(item) == .success)
        phone.setPasscode(false)
        #expect(phone.keychain.items.isEmpty)
        #expect(phone.unavailableReason(for: .biometrics) == .passcodeNotSet)
        #expect(phone.unavailableReason(for: .biometricsOrPasscode) == .passcodeNotSet)
    }

    @Test func restoreOntoANewDeviceKeepsMigratingItemsWithANewEnrollment() {
        var phone = Self.phone()
        _ = phone.keychainAdd(KeychainItem(itemClass: .genericPassword, service: "s", account: "moves"))
        _ = phone.keychainAdd(
            KeychainItem(
                itemClass: .genericPassword, service: "s", account: "stays",
                accessibility: .whenUnlockedThisDeviceOnly))
        let oldEnrollment = phone.biometrics.enrollment
        phone.restoreBackup(ontoNewDevice: SimulatedPhoneState.faceIDProfile)
        #expect(phone.keychain.items.map(\.account) == ["moves"])
        #expect(phone.biometrics.enrollment != oldEnrollment)
    }

    @Test func keychainReadPromptsOnceAndTheReturnedCredentialAvoidsTheNextPrompt() throws {
        var phone = Self.phone()
        let control = try KeychainAccessControl(
            protection: .whenPasscodeSetThisDeviceOnly, constraints: [.biometryCurrentSet])
        _ = phone.keychainAdd(
            KeychainItem(itemClass: .genericPassword, service: "s", account: "a", accessControl: control))
        let query = KeychainQuery(itemClass: .genericPassword, account: "a")
        let first = phone.keychainCopy(query, credential: nil, interactionAllowed: true, reason: "read")
        guard case .found = first.outcome else {
            Issue.record("\(first.outcome)")
            return
        }
        let second = phone.keychainCopy(query, credential: first.credential, interactionAllowed: true, reason: "read")
        guard case .found = second.outcome else {
            Issue.record("\(second.outcome)")
            return
        }
        #expect(phone.prompts.count == 1)
        let noUI = phone.keychainCopy(query, credential: nil, interactionAllowed: false, reason: "read")
        #expect(noUI.outcome == .failed(.interactionNotAllowed))
    }

    @Test func keychainPromptOutcomesMapToStatuses() {
        #expect(SimulatedPhoneState.status(for: .userCancel) == .userCanceled)
        #expect(SimulatedPhoneState.status(for: .systemCancel) == .authFailed)
        #expect(SimulatedPhoneState.status(for: .appCancel) == .authFailed)
        #expect(SimulatedPhoneState.status(for: .userFallback) == .authFailed)
        #expect(SimulatedPhoneState.status(for: .authenticationFailed) == .authFailed)
        #expect(SimulatedPhoneState.status(for: .biometryLockout) == .authFailed)
        #expect(SimulatedPhoneState.status(for: .notInteractive) == .interactionNotAllowed)
    }
}
