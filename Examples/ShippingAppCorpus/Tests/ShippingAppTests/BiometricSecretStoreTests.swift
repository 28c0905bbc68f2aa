import Biometrics
import Foundation
import OSLog
import Security
import SimulatedPhone
import Testing

@testable import ShippingApp

extension CorpusTests {
    /// BiometricSecretStore.swift: statuses of a biometry-protected read, and the evaluate-then-read pattern.
    struct BiometricSecretStoreTests {
        let secrets = BiometricSecretStore(keychain: KeychainStore(service: "com.example.secrets"))

        @Test func readPromptsAndReturnsTheSecret() {
            CorpusTests.fresh()
            #expect(secrets.store("correct horse", key: "phrase"))
            #expect(secrets.read(key: "phrase") == .secret("correct horse"))
            #expect(SimulatedPhone.current.state.prompts.count == 1)
        }

        @Test func keychainStatusesAreIOSsNotLocalAuthenticationCodes() {
            CorpusTests.fresh()
            #expect(secrets.store("s", key: "phrase"))
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            #expect(secrets.read(key: "phrase") == .cancelled)
            // iOS reports a lockout or the fallback button to SecItemCopyMatching as errSecAuthFailed: the app's
            // kLAError… cases do not match, as on a device.
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userFallback)]) }
            #expect(secrets.read(key: "phrase") == .failed(errSecAuthFailed))
            SimulatedPhone.current.update { $0.biometrics.lockOut(at: $0.now) }
            #expect(secrets.read(key: "phrase") == .failed(errSecAuthFailed))
            #expect(secrets.read(key: "missing") == .missing)
            #expect(SimulatedLogStore.drain().map(\.redactedMessage).contains("read failed with status -25293"))
        }

        static func readAfterEvaluating(_ secrets: BiometricSecretStore) async -> BiometricSecretStore.ReadResult {
            await withCheckedContinuation { continuation in
                secrets.readAfterEvaluating(key: "phrase") { continuation.resume(returning: $0) }
            }
        }

        @Test func evaluatingFirstGivesTheFallbackAndOnePrompt() async {
            CorpusTests.fresh()
            #expect(secrets.store("s", key: "phrase"))
            #expect(await Self.readAfterEvaluating(secrets) == .secret("s"))
            #expect(SimulatedPhone.current.state.prompts.count == 1)
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userFallback)]) }
            #expect(await Self.readAfterEvaluating(secrets) == .fallback)
            SimulatedPhone.current.update { $0.biometrics.lockOut(at: $0.now) }
            #expect(await Self.readAfterEvaluating(secrets) == .lockedOut)
        }
    }
}
