import Biometrics
import Foundation
import Security
import SimulatedPhone
import Testing

@testable import ShippingApp

extension CorpusTests {
    /// KeychainStore.swift (imports only Foundation): an OSStatus error enum, delete-then-add with one dictionary.
    struct KeychainStoreTests {
        let store = KeychainStore(service: "com.example.tests")

        @Test func saveTwiceReplacesTheValue() throws {
            CorpusTests.fresh()
            try store.save("first", for: "token")
            try store.save("second", for: "token")
            #expect(store.string(for: "token") == "second")
            #expect(SimulatedPhone.current.state.keychain.items.count == 1)
            #expect(SimulatedPhone.current.state.keychain.items.first?.accessibility == .afterFirstUnlockThisDeviceOnly)
        }

        @Test func protectedSaveTwiceReplacesTheValueToo() throws {
            CorpusTests.fresh()
            try store.save(Data("a".utf8), for: "vault", protection: .biometry)
            try store.save(Data("b".utf8), for: "vault", protection: .biometry)
            #expect(try store.data(for: "vault", prompt: "Unlock") == Data("b".utf8))
            #expect(SimulatedPhone.current.state.keychain.items.count == 1)
        }

        @Test func updateFallsBackToSaveAndDeleteIsIdempotent() throws {
            CorpusTests.fresh()
            try store.update(Data("v1".utf8), for: "pin")
            try store.update(Data("v2".utf8), for: "pin")
            #expect(store.string(for: "pin") == "v2")
            try store.delete("pin")
            try store.delete("pin")
            #expect(throws: KeychainError.itemNotFound) { try store.data(for: "pin") }
        }

        @Test func statusesBecomeTheAppsErrors() throws {
            CorpusTests.fresh()
            try store.save(Data("s".utf8), for: "vault", protection: .biometry)
            #expect(store.contains("vault"))
            #expect(SimulatedPhone.current.state.prompts.isEmpty)
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            #expect(throws: KeychainError.userCanceled) { try store.data(for: "vault", prompt: "Unlock") }
            SimulatedPhone.current.update { $0.changeEnrollment() }
            #expect(throws: KeychainError.authenticationFailed) { try store.data(for: "vault", prompt: "Unlock") }
            #expect(KeychainError(status: errSecParam).message.contains("parameters"))
        }

        @Test func userPresenceItemIsUnreadableWhileTheDeviceIsLocked() throws {
            CorpusTests.fresh()
            try store.save(Data("s".utf8), for: "presence", protection: .userPresence)
            SimulatedPhone.current.update { $0.lock() }
            #expect(throws: KeychainError.interactionNotAllowed) { try store.data(for: "presence") }
            SimulatedPhone.current.update { $0.unlock() }
            #expect(try store.data(for: "presence") == Data("s".utf8))
        }

        @Test func noPasscodeMeansNoProtectedItem() {
            CorpusTests.fresh { $0.setPasscode(false) }
            #expect(throws: KeychainError.authenticationFailed) {
                try store.save(Data("s".utf8), for: "vault", protection: .biometry)
            }
        }
    }
}
