import Biometrics
import LockCore
import LockFlows

extension SessionModel {
    /// A digit on the top screen's number pad.
    mutating func typeDigit(
        _ digit: Character, at now: ClockReading, into effects: inout [SessionEffect]
    ) throws(SessionInputError) {
        guard let hasNumberPad = screens.topHasNumberPad else {
            throw .notShowing("a number pad", showing: "not-running")
        }
        guard hasNumberPad else { throw notShowing("a number pad") }
        // The screen is moved out of its layer while its model changes and moved back after, so the layer does not
        // share the model's text and arrays and a digit copies neither them nor the model.
        let typed: TypedDigit? =
            screens.updateTop { screen in
                switch consume screen {
                case .lock(var model):
                    defer { screen = .lock(model) }
                    return .lock(model.digit(digit))
                case .resetPasscode(var flow):
                    defer { screen = .resetPasscode(flow) }
                    return .resetPasscode(flow.digit(digit))
                case .setPasscode(var flow):
                    defer { screen = .setPasscode(flow) }
                    return .setPasscode(flow.digit(digit))
                case .disablePasscode(var sheet):
                    defer { screen = .disablePasscode(sheet) }
                    return .disablePasscode(sheet.digit(digit))
                case let other:
                    screen = other
                    return nil
                }
            } ?? nil
        switch typed {
        case .lock(let decided):
            for effect in decided { lockScreenEffect(effect, at: now, into: &effects) }
        case .resetPasscode(let decided):
            for effect in decided { effects += resetPasscodeEffect(effect, at: now) }
        case .setPasscode(let decided):
            for effect in decided { effects += setPasscodeEffect(effect, at: now) }
        case .disablePasscode(let decided):
            for effect in decided { effects += disableEffect(effect, at: now) }
        case nil:
            throw notShowing("a number pad")
        }
    }

    /// What the number pad's screen decided about a digit, by screen.
    private enum TypedDigit {
        case lock([LockScreenModel.Effect])
        case resetPasscode([ResetPasscodeFlow.Effect])
        case setPasscode([SetPasscodeFlow.Effect])
        case disablePasscode([DisablePasscodeSheet.Effect])
    }

    /// The delete key of the top screen's number pad.
    mutating func deleteDigit() throws(SessionInputError) -> [SessionEffect] {
        let top = try requireTop("a number pad")
        guard top.hasNumberPad else { throw notShowing("a number pad") }
        screens.updateTop { screen in
            switch screen {
            case .lock(var model):
                model.delete()
                screen = .lock(model)
            case .resetPasscode(var model):
                model.delete()
                screen = .resetPasscode(model)
            case .setPasscode(var model):
                model.delete()
                screen = .setPasscode(model)
            case .disablePasscode(var model):
                model.delete()
                screen = .disablePasscode(model)
            default: break
            }
        }
        return []
    }

    /// The Cancel (or Back to Login) button of the top sheet.
    mutating func cancelTopSheet(at now: ClockReading) throws(SessionInputError) -> [SessionEffect] {
        switch try requireTop("a sheet") {
        case .resetPasscode(var flow):
            let decided = flow.cancel()
            screens.updateTop { $0 = .resetPasscode(flow) }
            return decided.flatMap { resetPasscodeEffect($0, at: now) }
        case .setPasscode(var flow):
            let decided = flow.cancel()
            screens.updateTop { $0 = .setPasscode(flow) }
            return decided.flatMap { setPasscodeEffect($0, at: now) }
        case .disablePasscode(var sheet):
            let decided = sheet.cancel()
            screens.updateTop { $0 = .disablePasscode(sheet) }
            return decided.flatMap { disableEffect($0, at: now) }
        case .forgotPassword, .resetPassword:
            return try passwordResetInput(.backToLogin, at: now)
        default:
            throw notShowing("a sheet")
        }
    }

    // MARK: Checking a passcode

    /// Starts checking a typed passcode for `origin`: the coordinator's delay and wipe rules first, then the
    /// local verifier (through the service).
    mutating func checkPasscode(
        _ pin: String, for origin: ServiceCall.PasscodeCheckOrigin, at now: ClockReading,
        into effects: inout [SessionEffect]
    ) {
        switch coordinator.passcodeGate(at: now) {
        case .verifierWiped:
            deliver(.refused(ScreenMessages.verifierWiped), to: origin, at: now, into: &effects)
        case .delayed(let remaining):
            coordinate(.passcodeRejected, at: now, into: &effects)
            deliver(.refused(ScreenMessages.tryAgain(in: remaining)), to: origin, at: now, into: &effects)
        case .open:
            effects.append(.service(.verifyPasscode(pin, for: origin)))
        }
    }

    /// ``checkPasscode(_:for:at:into:)``, with its effects returned.
    mutating func checkPasscode(
        _ pin: String, for origin: ServiceCall.PasscodeCheckOrigin, at now: ClockReading
    ) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        checkPasscode(pin, for: origin, at: now, into: &effects)
        return effects
    }

    /// The verifier answered: the coordinator counts the attempt, then the screen hears the result.
    mutating func passcodeVerified(
        _ matched: Bool, for origin: ServiceCall.PasscodeCheckOrigin, at now: ClockReading,
        into effects: inout [SessionEffect]
    ) {
        // A sheet above the lock overlay (the seed's layering) checks the passcode for itself: the seed's sheets
        // call `verifyPasscode`, which never unlocks the app, so a correct one there leaves the lock as it is.
        if !(matched && origin != .lockScreen && coordinator.isLocked) {
            coordinate(matched ? .passcodeAccepted : .passcodeRejected, at: now, into: &effects)
        }
        let check: PasscodeCheck
        if matched {
            // The app's own PIN is not the device passcode: the sensor's failure count stays (only the device
            // passcode or a successful match resets it, `sensor: {lockout: false}` for the former).
            checkBiometric(into: &effects)
            check = .correct
        } else if case .verifierWiped = coordinator.passcodeGate(at: now) {
            check = .refused(ScreenMessages.verifierWiped)
        } else {
            check = .incorrect
        }
        deliver(check, to: origin, at: now, into: &effects)
    }

    private mutating func deliver(
        _ check: PasscodeCheck, to origin: ServiceCall.PasscodeCheckOrigin, at now: ClockReading,
        into effects: inout [SessionEffect]
    ) {
        switch origin {
        case .lockScreen:
            screens.updateLock { $0.passcodeChecked(check) }
        case .setPasscode:
            for effect in updateFirst(setPasscode: { $0.currentPasscodeChecked(check) }) {
                effects += setPasscodeEffect(effect, at: now)
            }
        case .disableSheet:
            var decided = updateFirst(disable: { $0.passcodeChecked(check) })
            let error: String? =
                switch check {
                case .correct: nil
                case .incorrect: ScreenMessages.incorrectPasscode
                case .refused(let message): message
                }
            screens.updateSettings { $0.disableChecked(error: error) }
            // The sheet closes once the passcode is removed (the answer to removePasscode dismisses it), so that
            // settings show the state after the removal, as the seed's `handleDisablePasscode` does.
            if decided.contains(where: { if case .disablePasscode = $0 { true } else { false } }) {
                decided.removeAll { $0 == .dismiss }
            }
            for effect in decided { effects += disableEffect(effect, at: now) }
        }
    }

    // MARK: Screen effects

    mutating func lockScreenEffect(
        _ effect: LockScreenModel.Effect, at now: ClockReading, into effects: inout [SessionEffect]
    ) {
        switch effect {
        case .verifyPasscode(let pin):
            checkPasscode(pin, for: .lockScreen, at: now, into: &effects)
        case .requestBiometric:
            coordinate(.biometricButtonTapped, at: now, into: &effects)
        case .requestPasscodeReset:
            effects.append(.service(.requestPasscodeReset))
        case .logout:
            // Stage 04's alert calls `removePasscode()` before logging out; Stage 03's only clears local data. A
            // client that proves its requests has no passcode to prove here, so it only logs out.
            if configuration.forgotAlertVariant == .logoutOnly && !policy.sendsPasscodeProof {
                effects.append(.service(.removePasscode(for: .forgotPasscodeLogout, proof: nil)))
            } else {
                effects += logout(at: now)
            }
        }
    }

    mutating func setPasscodeEffect(_ effect: SetPasscodeFlow.Effect, at now: ClockReading) -> [SessionEffect] {
        switch effect {
        case .verifyCurrentPasscode(let pin):
            return checkPasscode(pin, for: .setPasscode, at: now)
        case .scheduleReturnToNewPasscode(let delay):
            return [.schedule(.setPasscodeReturn, after: delay)]
        case .setPasscode(let pin):
            return [.service(.setPasscode(pin))]
        case .changePasscode(let current, let new):
            return [.service(.changePasscode(current: current, new: new))]
        case .finish:
            screens.removeAll { if case .setPasscode = $0 { true } else { false } }
            let enabled = account.isPasscodeEnabled
            screens.updateSettings { $0.sheetsDismissed(isPasscodeEnabled: enabled) }
            var effects: [SessionEffect] = []
            checkBiometric(into: &effects)
            return effects
        }
    }

    mutating func resetPasscodeEffect(_ effect: ResetPasscodeFlow.Effect, at now: ClockReading) -> [SessionEffect] {
        switch effect {
        case .scheduleReturnToNewPasscode(let delay):
            return [.schedule(.resetPasscodeReturn, after: delay)]
        case .resetPasscode(let code, let newPasscode):
            return [.service(.resetPasscode(code: code, newPasscode: newPasscode))]
        case .unlock:
            var effects = coordinate(.passcodeChanged, at: now)
            effects += coordinate(.passcodeEnabled, at: now)
            effects += coordinate(.serverReauthenticated, at: now)
            effects += coordinate(.passcodeAccepted, at: now)
            return effects
        case .dismiss:
            screens.removeAll { if case .resetPasscode = $0 { true } else { false } }
            screens.updateLock { $0.resetFlowDismissed() }
            return []
        }
    }

    mutating func disableEffect(_ effect: DisablePasscodeSheet.Effect, at now: ClockReading) -> [SessionEffect] {
        switch effect {
        case .verifyPasscode(let pin):
            return checkPasscode(pin, for: .disableSheet, at: now)
        case .disablePasscode(let typed):
            return [.service(.removePasscode(for: .disableSheet, proof: policy.sendsPasscodeProof ? typed : nil))]
        case .dismiss:
            screens.removeAll { if case .disablePasscode = $0 { true } else { false } }
            let enabled = account.isPasscodeEnabled
            screens.updateSettings { $0.sheetsDismissed(isPasscodeEnabled: enabled) }
            return []
        }
    }

    /// Changes the set/change flow wherever it is and returns its effects.
    mutating func updateFirst(setPasscode change: (inout SetPasscodeFlow) -> [SetPasscodeFlow.Effect])
        -> [SetPasscodeFlow.Effect]
    {
        screens.updateFirst { screen -> [SetPasscodeFlow.Effect]? in
            guard case .setPasscode(var flow) = screen else { return nil }
            let effects = change(&flow)
            screen = .setPasscode(flow)
            return effects
        } ?? []
    }

    /// Changes the disable sheet wherever it is and returns its effects.
    mutating func updateFirst(disable change: (inout DisablePasscodeSheet) -> [DisablePasscodeSheet.Effect])
        -> [DisablePasscodeSheet.Effect]
    {
        screens.updateFirst { screen -> [DisablePasscodeSheet.Effect]? in
            guard case .disablePasscode(var sheet) = screen else { return nil }
            let effects = change(&sheet)
            screen = .disablePasscode(sheet)
            return effects
        } ?? []
    }

    /// Changes the reset-passcode flow wherever it is and returns its effects.
    mutating func updateFirst(resetPasscode change: (inout ResetPasscodeFlow) -> [ResetPasscodeFlow.Effect])
        -> [ResetPasscodeFlow.Effect]
    {
        screens.updateFirst { screen -> [ResetPasscodeFlow.Effect]? in
            guard case .resetPasscode(var flow) = screen else { return nil }
            let effects = change(&flow)
            screen = .resetPasscode(flow)
            return effects
        } ?? []
    }
}
