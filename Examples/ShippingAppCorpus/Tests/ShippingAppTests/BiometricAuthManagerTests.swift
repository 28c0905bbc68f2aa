import Biometrics
import LocalAuthentication
import OSLog
import SimulatedPhone
import Testing

@testable import ShippingApp

extension CorpusTests {
    /// BiometricAuthManager.swift: completion handlers, an LAError switch after canEvaluatePolicy.
    struct BiometricAuthManagerTests {
        @Test func availabilityFollowsThePhone() {
            CorpusTests.fresh()
            #expect(BiometricAuthManager.shared.availabilityError() == nil)
            #expect(BiometricAuthManager.shared.biometryKind == .faceID)
            CorpusTests.fresh { $0.setPasscode(false) }
            #expect(BiometricAuthManager.shared.availabilityError() == .passcodeNotSet)
            CorpusTests.fresh { $0.biometrics.setEnrolled(false) }
            #expect(BiometricAuthManager.shared.availabilityError() == .notEnrolled)
            CorpusTests.fresh { $0.biometrics.lockOut(at: $0.now) }
            #expect(BiometricAuthManager.shared.availabilityError() == .lockedOut)
            #expect(BiometricAuthManager.shared.isBiometryLockedOut())
            CorpusTests.fresh { $0.biometrics.hardware = .absent }
            #expect(BiometricAuthManager.shared.availabilityError() == .notAvailable)
            #expect(!BiometricAuthManager.shared.isBiometryLockedOut())
        }

        static func authenticate() async -> Result<Void, BiometricAuthError> {
            await withCheckedContinuation { continuation in
                BiometricAuthManager.shared.authenticate(reason: "Unlock") { continuation.resume(returning: $0) }
            }
        }

        @Test func completionGetsSuccessOrTheMappedError() async {
            CorpusTests.fresh()
            #expect((try? await Self.authenticate().get()) != nil)
            CorpusTests.fresh { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            #expect(await Self.authenticate().failure == .userCancelled)
            CorpusTests.fresh { $0.biometrics.enqueue([.outcome(.userFallback)]) }
            #expect(await Self.authenticate().failure == .userFallback)
            CorpusTests.fresh { $0.biometrics.isMatching = false }
            #expect(await Self.authenticate().failure == .failed)
            CorpusTests.fresh { $0.biometrics.setEnrolled(false) }
            #expect(await Self.authenticate().failure == .notEnrolled)
        }

        @Test func failuresAreLoggedWithTheirPrivacy() async {
            CorpusTests.fresh { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            _ = await Self.authenticate()
            let entries = SimulatedLogStore.drain()
            #expect(entries.map(\.category) == ["BiometricAuth"])
            #expect(entries.first?.redactedMessage == "Biometric unlock failed: <private>")
            #expect(entries.first?.level == .error)
        }
    }
}

extension Result {
    /// The failure, if any.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
