import Biometrics
import Foundation
import LocalAuthentication
import SimulatedPhone
import Testing

/// LAContext against a simulated phone of its own (no process-wide state, so these run in parallel).
struct LAContextTests {
    static func phone(_ biometry: BiometryType = .faceID, _ change: (inout SimulatedPhoneState) -> Void = { _ in })
        -> SimulatedPhone
    {
        let profile = DeviceProfile(
            id: "lac-\(biometry.rawValue)", name: "test", platform: .ios, biometry: biometry,
            sensor: DeviceSensor(
                kind: biometry == .faceID ? .trueDepthCamera : biometry == .none ? .none : .touchIDButton),
            rules: .defaults(for: biometry))
        var state = SimulatedPhoneState(profile: profile)
        change(&state)
        return SimulatedPhone(state)
    }

    static func evaluate(_ context: LAContext, _ policy: LAPolicy = .deviceOwnerAuthenticationWithBiometrics) async
        -> Result<Bool, LAError>
    {
        do {
            return .success(try await context.evaluatePolicy(policy, localizedReason: "Unlock"))
        } catch let error as LAError {
            return .failure(error)
        } catch {
            Issue.record("not an LAError: \(error)")
            return .failure(LAError(.authenticationFailed))
        }
    }

    @Test func matchSucceeds() async {
        let context = LAContext(phone: Self.phone())
        #expect(await Self.evaluate(context) == .success(true))
    }

    @Test func twoNoMatchesFailAFaceIDPromptWithAuthenticationFailed() async {
        let phone = Self.phone { $0.biometrics.enqueue([.noMatch, .noMatch, .match]) }
        #expect(await Self.evaluate(LAContext(phone: phone)) == .failure(LAError(.authenticationFailed)))
        #expect(phone.state.biometrics.consecutiveFailures == 2)
        #expect(phone.state.biometrics.unconsumedScript == [.match])
    }

    @Test func touchIDAllowsThreeAttemptsPerPrompt() async {
        let phone = Self.phone(.touchID) { $0.biometrics.enqueue([.noMatch, .noMatch, .match]) }
        #expect(await Self.evaluate(LAContext(phone: phone)) == .success(true))
    }

    @Test func fiveFailuresLockOutUntilThePasscode() async {
        let phone = Self.phone { $0.biometrics.isMatching = false }
        #expect(await Self.evaluate(LAContext(phone: phone)) == .failure(LAError(.authenticationFailed)))
        #expect(await Self.evaluate(LAContext(phone: phone)) == .failure(LAError(.authenticationFailed)))
        #expect(await Self.evaluate(LAContext(phone: phone)) == .failure(LAError(.biometryLockout)))
        var error: NSError?
        let context = LAContext(phone: phone)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryLockout.rawValue)
        #expect(context.biometryType == .faceID)
        phone.update { $0.biometrics.isMatching = true }
        #expect(await Self.evaluate(LAContext(phone: phone), .deviceOwnerAuthentication) == .success(true))
        #expect(phone.state.prompts.last?.kind == .passcode)
        #expect(await Self.evaluate(LAContext(phone: phone)) == .success(true))
    }

    @Test func notEnrolledAndNoHardwareAndNoPasscode() async {
        var error: NSError?
        let unenrolled = LAContext(phone: Self.phone { $0.biometrics.setEnrolled(false) })
        #expect(!unenrolled.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == -7 && error?.domain == "com.apple.LocalAuthentication")
        #expect(unenrolled.biometryType == .faceID)
        #expect(await Self.evaluate(unenrolled) == .failure(LAError(.biometryNotEnrolled)))

        let none = LAContext(phone: Self.phone(.none))
        #expect(!none.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == -6)
        #expect(none.biometryType == LABiometryType.none)
        #expect(await Self.evaluate(none) == .failure(LAError(.biometryNotAvailable)))
        #expect(none.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))

        let noPasscode = LAContext(phone: Self.phone { $0.setPasscode(false) })
        #expect(!noPasscode.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == -5)
        #expect(!noPasscode.canEvaluatePolicy(.deviceOwnerAuthenticationWithWatch, error: &error))
        #expect(error?.code == -11)
    }

    @Test func biometryTypeIsNoneUntilCanEvaluatePolicy() {
        let context = LAContext(phone: Self.phone(.touchID))
        #expect(context.biometryType == LABiometryType.none)
        #expect(context.evaluatedPolicyDomainState == nil)
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
        #expect(context.biometryType == .touchID)
        #expect(context.evaluatedPolicyDomainState != nil)
    }

    @Test func domainStateChangesAfterAnEnrollmentChange() {
        let phone = Self.phone()
        let before = LAContext(phone: phone)
        _ = before.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        phone.update { $0.changeEnrollment() }
        let after = LAContext(phone: phone)
        _ = after.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        #expect(before.evaluatedPolicyDomainState != nil)
        #expect(after.evaluatedPolicyDomainState != nil)
        #expect(before.evaluatedPolicyDomainState != after.evaluatedPolicyDomainState)
        #expect(after.domainState.biometry.stateHash == after.evaluatedPolicyDomainState)
        #expect(after.domainState.biometry.biometryType == .faceID)
    }

    @Test func invalidateEndsTheEvaluationInFlightWithAppCancelAndLaterUseFails() async {
        let phone = Self.phone { $0.promptMode = .held }
        let context = LAContext(phone: phone)
        let replies = Replies()
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { ok, error in
            replies.append(ok, error)
        }
        #expect(replies.all.isEmpty)
        #expect(phone.state.heldPrompt != nil)
        context.invalidate()
        #expect(replies.all.map(\.code) == [LAError.Code.appCancel])
        #expect(phone.state.heldPrompt == nil)
        #expect(!phone.state.biometrics.isPromptInFlight)
        #expect(await Self.evaluate(context) == .failure(LAError(.invalidContext)))
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == -10)
    }

    @Test func heldPromptAnsweredByTheHarnessRepliesOnce() {
        let phone = Self.phone { $0.promptMode = .held }
        let replies = Replies()
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") {
            replies.append($0, $1)
        }
        #expect(phone.answerHeldPrompt())
        #expect(!phone.answerHeldPrompt())
        #expect(replies.all.count == 1 && replies.all.first?.ok == true)
    }

    @Test func backgroundingCancelsAHeldPromptWithSystemCancel() {
        let phone = Self.phone { $0.promptMode = .held }
        let replies = Replies()
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") {
            replies.append($0, $1)
        }
        phone.update { $0.reboot() }
        #expect(replies.all.map(\.code) == [LAError.Code.systemCancel])
    }

    @Test func asyncEvaluationWaitsForTheHeldPromptToBeAnswered() async throws {
        let phone = Self.phone {
            $0.promptMode = .held
            $0.biometrics.enqueue([.noMatch, .match])
        }
        let context = LAContext(phone: phone)
        let evaluation = Task { await Self.evaluate(context) }
        var polls = 0
        while phone.state.heldPrompt == nil, polls < 10_000 {
            await Task.yield()
            polls += 1
        }
        #expect(phone.state.biometrics.isPromptInFlight)
        #expect(phone.answerHeldPrompt())
        #expect(await evaluation.value == .success(true))
        #expect(
            phone.state.prompts.map(\.result) == [.authenticated(.init(biometry: phone.state.biometrics.enrollment))])
    }

    @Test func aSecondHeldPromptEndsTheFirstWithSystemCancel() {
        let phone = Self.phone { $0.promptMode = .held }
        let first = Replies()
        let second = Replies()
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "One") {
            first.append($0, $1)
        }
        LAContext(phone: phone).evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Two") {
            second.append($0, $1)
        }
        #expect(first.all.map(\.code) == [LAError.Code.systemCancel])
        #expect(second.all.isEmpty)
        #expect(phone.answerHeldPrompt())
        #expect(second.all.map(\.ok) == [true])
    }

    @Test func anEvaluatedContextSucceedsAgainWithoutAPrompt() async {
        let phone = Self.phone()
        let context = LAContext(phone: phone)
        #expect(await Self.evaluate(context) == .success(true))
        #expect(await Self.evaluate(context) == .success(true))
        #expect(phone.state.prompts.count == 1)
    }

    @Test func interactionNotAllowedFailsWithNotInteractive() async {
        let context = LAContext(phone: Self.phone())
        context.interactionNotAllowed = true
        #expect(await Self.evaluate(context) == .failure(LAError(.notInteractive)))
    }

    @Test func reuseDurationSkipsThePromptAfterARecentTouchIDUnlock() async {
        let phone = Self.phone(.touchID) { $0.unlock(biometric: true) }
        let context = LAContext(phone: phone)
        context.touchIDAuthenticationAllowableReuseDuration = 60
        #expect(await Self.evaluate(context) == .success(true))
        #expect(phone.state.prompts.isEmpty)
    }

    @Test func localizedTitlesAreKept() {
        let context = LAContext(phone: Self.phone())
        context.localizedFallbackTitle = "Enter Passcode"
        context.localizedCancelTitle = "Not now"
        #expect(context.localizedFallbackTitle == "Enter Passcode")
        #expect(context.localizedCancelTitle == "Not now")
    }
}
