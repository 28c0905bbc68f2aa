import Biometrics
import LockCore

extension SimulatedPhoneState {
    /// Whether `policy` could be evaluated now: `nil` if so, else the outcome an evaluation would fail with
    /// (`canEvaluatePolicy`).
    public func unavailableReason(for policy: AuthenticationPolicy) -> BiometricOutcome? {
        switch policy {
        case .biometrics: return biometrics.capability(at: now).unavailableReason
        case .biometricsOrPasscode, .passcode: return isPasscodeSet ? nil : .passcodeNotSet
        }
    }

    /// Starts authenticating the owner for `request`.
    ///
    /// A recent biometric unlock within the reuse duration succeeds without a prompt; without interaction it fails
    /// with `notInteractive`; otherwise the sensor is asked (biometry, then for
    /// ``AuthenticationPolicy/biometricsOrPasscode`` the passcode screen after a failed, fallback or locked-out
    /// prompt). In ``PromptMode/held`` mode a biometric prompt stays on screen until ``answerHeldPrompt()`` or
    /// ``cancelHeldPrompt(with:ticket:)``, unless `forceImmediate`.
    public mutating func authenticate(_ request: AuthenticationRequest, forceImmediate: Bool = false)
        -> AuthenticationStep
    {
        if let credential = reusableUnlock(within: request.reuseDuration) {
            return .finished(.authenticated(credential))
        }
        if let reason = unavailableReason(for: request.policy) {
            if request.policy == .biometrics { recordBiometricRequest(.failed(reason)) }
            return .finished(.failed(reason))
        }
        guard request.interactionAllowed else { return .finished(.failed(.notInteractive)) }
        if request.policy == .passcode { return .finished(passcodePrompt(reason: request.reason)) }
        // A new prompt replaces the one held on screen, which ends with systemCancel.
        if let held = heldPrompt { cancelHeld(held, with: .systemCancel) }
        if let reason = biometrics.beginPrompt(at: now, appDeclaresFaceIDUsage: appDeclaresFaceIDUsage) {
            // Biometry unusable (not enrolled, locked out, no sensor, Face ID the app's Info.plist does not declare):
            // the passcode screen, if the policy allows.
            recordBiometricRequest(.failed(reason))
            return request.policy == .biometricsOrPasscode
                ? .finished(passcodePrompt(reason: request.reason)) : .finished(.failed(reason))
        }
        prompts.append(PhonePrompt(kind: .biometry, reason: request.reason, shownAt: now))
        biometricRequests += 1
        if promptMode == .held, !forceImmediate {
            heldPrompt = HeldPrompt(ticket: nextTicket, request: request)
            nextTicket += 1
            return .held(ticket: nextTicket - 1)
        }
        return .finished(finishBiometricPrompt(request))
    }

    /// Answers the held prompt with the sensor's script and matching mode; returns its ticket and result.
    public mutating func answerHeldPrompt() -> (ticket: Int, result: AuthenticationResult)? {
        guard let held = heldPrompt else { return nil }
        heldPrompt = nil
        return (held.ticket, finishBiometricPrompt(held.request))
    }

    /// Answers the held prompt (only the one with `ticket`, when given) with how a reader outside the simulation
    /// ended it (a real fingerprint reader, which applies its own attempts per prompt); returns its ticket and
    /// result. The simulated sensor's script is not used. A success carries the phone's enrollment state, which
    /// stands for the reader's enrolled prints (``changeEnrollment()`` still rotates it).
    public mutating func answerHeldPrompt(readerOutcome outcome: BiometricOutcome, ticket: Int? = nil)
        -> (ticket: Int, result: AuthenticationResult)?
    {
        guard let held = heldPrompt, ticket == nil || ticket == held.ticket else { return nil }
        heldPrompt = nil
        _ = biometrics.cancelPrompt()
        return (held.ticket, endBiometricPrompt(held.request, with: outcome))
    }

    /// Ends the held prompt (or only the one with `ticket`) with `outcome` (`appCancel`, `systemCancel`,
    /// `userCancel`); returns its ticket and result.
    public mutating func cancelHeldPrompt(with outcome: BiometricOutcome, ticket: Int? = nil)
        -> (ticket: Int, result: AuthenticationResult)?
    {
        guard let held = heldPrompt, ticket == nil || ticket == held.ticket else { return nil }
        return (held.ticket, cancelHeld(held, with: outcome))
    }

    @discardableResult
    private mutating func cancelHeld(_ held: HeldPrompt, with outcome: BiometricOutcome) -> AuthenticationResult {
        heldPrompt = nil
        _ = biometrics.cancelPrompt()
        let result = AuthenticationResult.failed(outcome)
        recordLastPrompt(result)
        return result
    }

    /// Runs the attempts of the biometric prompt on screen until it ends, advancing the clock by their latency.
    private mutating func finishBiometricPrompt(_ request: AuthenticationRequest) -> AuthenticationResult {
        let prompt = biometrics.finishPrompt(startingAt: now)
        clock.advance(by: prompt.totalLatency)
        return endBiometricPrompt(request, with: prompt.outcome)
    }

    /// The biometric prompt for `request` ended with `outcome`: records it, and for
    /// ``AuthenticationPolicy/biometricsOrPasscode`` falls back to the passcode screen after a failure.
    private mutating func endBiometricPrompt(_ request: AuthenticationRequest, with outcome: BiometricOutcome)
        -> AuthenticationResult
    {
        let result: AuthenticationResult =
            outcome == .success
            ? .authenticated(AuthenticationCredential(biometry: biometrics.enrollment)) : .failed(outcome)
        recordLastPrompt(result)
        let fallsBack: Set<BiometricOutcome> = [.authenticationFailed, .userFallback, .biometryLockout]
        if request.policy == .biometricsOrPasscode, fallsBack.contains(outcome) {
            return passcodePrompt(reason: request.reason)
        }
        return result
    }

    /// Shows the passcode screen and applies ``passcodeAnswer``.
    private mutating func passcodePrompt(reason: String) -> AuthenticationResult {
        let result: AuthenticationResult
        switch passcodeAnswer {
        case .enter:
            biometrics.passcodeAuthenticated()
            result = .authenticated(AuthenticationCredential(passcode: true))
        case .cancel:
            result = .failed(.userCancel)
        }
        prompts.append(PhonePrompt(kind: .passcode, reason: reason, shownAt: now, result: result))
        return result
    }

    /// A biometric request that ended before any prompt showed (biometry unusable): counted, with its outcome.
    private mutating func recordBiometricRequest(_ result: AuthenticationResult) {
        biometricRequests += 1
        lastBiometricResult = result
    }

    private mutating func recordLastPrompt(_ result: AuthenticationResult) {
        lastBiometricResult = result
        if let last = prompts.indices.last, prompts[last].kind == .biometry, prompts[last].result == nil {
            prompts[last].result = result
        }
    }

    /// A biometric credential from a device unlock within `duration` (capped), if there is one.
    func reusableUnlock(within duration: Duration) -> AuthenticationCredential? {
        guard duration > .zero, !isLocked, lastUnlockWasBiometric, let unlock = lastUnlock, unlock.boot == now.boot,
            let enrollment = biometrics.enrollment
        else { return nil }
        let window = min(duration, Self.maximumReuseDuration)
        return now.continuous - unlock.continuous <= window ? AuthenticationCredential(biometry: enrollment) : nil
    }
}
