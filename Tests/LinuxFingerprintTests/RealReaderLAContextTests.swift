#if LinuxFingerprint && os(Linux)
    import Biometrics
    import Foundation
    import LinuxFingerprint
    import LinuxFingerprintTesting
    import LocalAuthentication
    import SimulatedPhone
    import Testing

    /// App code's `LAContext` answered by a real reader: libfprint's `virtual_device` behind
    /// `SimulatedPhone.answerHeldPrompt(using:)`. The phone's own simulated sensor is scripted to fail every
    /// attempt, so a success can only come from the finger on the reader.
    @Suite(.serialized, .enabled(if: HardwareSimulation.libfprint.runs, "\(HardwareSimulation.libfprint.reason)"))
    struct RealReaderLAContextTests {
        static func phone() -> SimulatedPhone {
            var state = SimulatedPhoneState(profile: SimulatedPhoneState.faceIDProfile)
            state.promptMode = .held
            state.biometrics.isMatching = false
            return SimulatedPhone(state)
        }

        /// Starts an evaluation on `context`, answers it with `sensor` once it is held, and returns its reply.
        static func evaluate(_ context: LAContext, on phone: SimulatedPhone, answeredBy sensor: LibfprintSensor)
            async throws -> (ok: Bool, code: LAError.Code?)
        {
            let reply = Task { () -> (Bool, LAError.Code?) in
                do {
                    return (
                        try await context.evaluatePolicy(
                            .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock"), nil
                    )
                } catch let error as LAError {
                    return (false, error.code)
                }
            }
            try await waitUntil("the evaluation reaching the phone's held prompt") { phone.state.heldPrompt != nil }
            #expect(phone.state.heldPrompt?.request.reason == "Unlock")
            #expect(await phone.answerHeldPrompt(using: sensor))
            return try await awaitOrHang("the evaluation's reply once the reader answered") { try await reply.value }
        }

        @Test func theEnrolledFingerUnlocksAndAnotherFailsWithAuthenticationFailed() async throws {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            let phone = Self.phone()

            try await control.deliver("SCAN mallory")
            let refused = try await Self.evaluate(LAContext(phone: phone), on: phone, answeredBy: sensor)
            #expect(refused.ok == false && refused.code == .authenticationFailed)

            try await control.deliver("SCAN alice")
            let accepted = try await Self.evaluate(LAContext(phone: phone), on: phone, answeredBy: sensor)
            #expect(accepted.ok && accepted.code == nil)
            #expect(phone.state.prompts.count == 2)
            #expect(phone.state.prompts.first?.result == .failed(.authenticationFailed))
        }

        /// A `.biometryCurrentSet` item read with the context the reader's finger evaluated (no second prompt),
        /// and refused to that context once a finger is added (the enrollment changed).
        @Test func aBiometryBoundItemIsReadWithTheReadersEvaluatedContext() async throws {
            let (sensor, control) = try await LibfprintSensorTests.enrolled()
            let phone = Self.phone()
            let access = try KeychainAccessControl(
                protection: .whenPasscodeSetThisDeviceOnly, constraints: [.biometryCurrentSet])
            let add = phone.update {
                $0.keychainAdd(
                    KeychainItem(
                        itemClass: .genericPassword, account: "token", data: Array("t0k3n".utf8),
                        accessControl: access))
            }
            #expect(add == .success)

            try await control.deliver("SCAN alice")
            let context = LAContext(phone: phone)
            #expect(try await Self.evaluate(context, on: phone, answeredBy: sensor).ok)
            // The read prompts no further: the phone's own sensor (set to fail) is never asked.
            let query = KeychainQuery(itemClass: .genericPassword, account: "token")
            let read = phone.update {
                $0.keychainCopy(query, credential: context.simulatedCredential, interactionAllowed: false, reason: "")
            }
            #expect(read.outcome == .found(phone.state.keychain.items))
            #expect(phone.state.keychain.items.map(\.data) == [Array("t0k3n".utf8)])

            phone.update { $0.changeEnrollment() }
            let afterChange = phone.update {
                $0.keychainCopy(query, credential: context.simulatedCredential, interactionAllowed: false, reason: "")
            }
            #expect(afterChange.outcome != read.outcome)
        }
    }
#endif
