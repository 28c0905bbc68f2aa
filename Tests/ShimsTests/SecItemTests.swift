import Biometrics
import Foundation
import LocalAuthentication
import Security
import SimulatedPhone
import Testing

extension CurrentPhoneTests {
    /// The Security API end to end on the process-wide phone.
    struct SecItemTests {
        static let service = "com.example.tests"

        static func base(_ account: String) -> [String: Any] {
            [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                kSecAttrAccount as String: account,
            ]
        }

        static func add(_ account: String, _ value: String, flags: SecAccessControlCreateFlags? = nil) -> OSStatus {
            var query = base(account)
            query[kSecValueData as String] = Data(value.utf8)
            if let flags {
                var error: Unmanaged<CFError>?
                guard
                    let access = SecAccessControlCreateWithFlags(
                        kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, flags, &error)
                else { return errSecParam }
                query[kSecAttrAccessControl as String] = access
            }
            return SecItemAdd(query as CFDictionary, nil)
        }

        static func read(_ account: String, context: LAContext? = nil) -> (OSStatus, String?) {
            var query = base(account)
            query[kSecReturnData as String] = kCFBooleanTrue
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            query[kSecUseOperationPrompt as String] = "Read \(account)"
            if let context { query[kSecUseAuthenticationContext as String] = context }
            var item: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &item)
            return (status, (item as? Data).map { String(decoding: $0, as: UTF8.self) })
        }

        @Test func addDuplicateCopyUpdateDelete() {
            SimulatedPhone.current.reset()
            #expect(Self.add("token", "one") == errSecSuccess)
            #expect(Self.add("token", "two") == errSecDuplicateItem)
            #expect(Self.read("token") == (errSecSuccess, "one"))
            let update = SecItemUpdate(
                Self.base("token") as CFDictionary, [kSecValueData as String: Data("three".utf8)] as CFDictionary)
            #expect(update == errSecSuccess)
            #expect(Self.read("token") == (errSecSuccess, "three"))
            #expect(SecItemDelete(Self.base("token") as CFDictionary) == errSecSuccess)
            #expect(Self.read("token") == (errSecItemNotFound, nil))
            #expect(SecItemDelete(Self.base("token") as CFDictionary) == errSecItemNotFound)
            #expect(errSecItemNotFound == -25300 && errSecDuplicateItem == -25299 && errSecParam == -50)
        }

        @Test func returnAttributesForEveryMatch() {
            SimulatedPhone.current.reset()
            #expect(Self.add("a", "1") == errSecSuccess)
            #expect(Self.add("b", "2") == errSecSuccess)
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: Self.service,
                kSecReturnAttributes as String: true, kSecReturnData as String: true,
                kSecMatchLimit as String: kSecMatchLimitAll,
            ]
            var result: AnyObject?
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            let items = result as? [[String: Any]]
            #expect(items?.compactMap { $0[kSecAttrAccount as String] as? String } == ["a", "b"])
            #expect(items?.compactMap { $0[kSecValueData as String] as? Data } == [Data("1".utf8), Data("2".utf8)])
        }

        @Test func anyObjectQueriesAsOlderTutorialsWriteThem() {
            SimulatedPhone.current.reset()
            let add: [String: AnyObject] = [
                kSecClass as String: kSecClassGenericPassword as AnyObject,
                kSecAttrAccount as String: "legacy" as AnyObject,
                kSecValueData as String: Data("v".utf8) as AnyObject,
                kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly as AnyObject,
            ]
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
            let query: [String: AnyObject] = [
                kSecClass as String: kSecClassGenericPassword as AnyObject,
                kSecAttrAccount as String: "legacy" as AnyObject,
                kSecReturnData as String: kCFBooleanTrue,
            ]
            var result: AnyObject?
            #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
            #expect(result as? Data == Data("v".utf8))
            #expect(SimulatedPhone.current.state.keychain.items.first?.accessibility == .whenUnlockedThisDeviceOnly)
        }

        @Test func unsupportedAttributeIsErrSecParam() {
            SimulatedPhone.current.reset()
            var query = Self.base("token")
            query[kSecAttrAccessGroup as String] = "group.example"
            query[kSecValueData as String] = Data()
            #expect(SecItemAdd(query as CFDictionary, nil) == errSecParam)
            var noClass = Self.base("token")
            noClass[kSecClass as String] = nil
            #expect(SecItemDelete(noClass as CFDictionary) == errSecParam)
            #expect(SimulatedPhone.current.state.keychain.items.isEmpty)
            #expect(
                SecAccessControlCreateWithFlags(
                    nil, kSecAttrAccessibleWhenUnlocked, [.biometryAny, .devicePasscode], nil) == nil)
        }

        @Test func biometryCurrentSetItemIsInvalidatedByAnEnrollmentChangeAndBiometryAnySurvives() {
            SimulatedPhone.current.reset()
            #expect(Self.add("current", "c", flags: .biometryCurrentSet) == errSecSuccess)
            #expect(Self.add("any", "a", flags: .biometryAny) == errSecSuccess)
            #expect(Self.read("current") == (errSecSuccess, "c"))
            SimulatedPhone.current.update { $0.changeEnrollment() }
            #expect(Self.read("current") == (errSecAuthFailed, nil))
            #expect(Self.read("any") == (errSecSuccess, "a"))
        }

        @Test func protectedReadPromptsAndAnEvaluatedContextIsReusedWithoutPrompting() async throws {
            SimulatedPhone.current.reset()
            #expect(Self.add("secret", "s", flags: .userPresence) == errSecSuccess)
            #expect(Self.read("secret") == (errSecSuccess, "s"))
            #expect(SimulatedPhone.current.state.prompts.count == 1)
            #expect(SimulatedPhone.current.state.prompts.last?.reason == "Read secret")
            let context = LAContext()
            #expect(
                try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock"))
            #expect(SimulatedPhone.current.state.prompts.count == 2)
            #expect(Self.read("secret", context: context) == (errSecSuccess, "s"))
            #expect(Self.read("secret", context: context) == (errSecSuccess, "s"))
            #expect(SimulatedPhone.current.state.prompts.count == 2)
            context.invalidate()
            #expect(Self.read("secret", context: context) == (errSecAuthFailed, nil))
        }

        @Test func aFreshContextIsEvaluatedByTheKeychainPromptAndThenReused() {
            SimulatedPhone.current.reset()
            #expect(Self.add("secret", "s", flags: .biometryAny) == errSecSuccess)
            let context = LAContext()
            #expect(Self.read("secret", context: context) == (errSecSuccess, "s"))
            #expect(Self.read("secret", context: context) == (errSecSuccess, "s"))
            #expect(SimulatedPhone.current.state.prompts.count == 1)
            #expect(context.evaluatedPolicyDomainState != nil)
        }

        @Test func cancelAtThePromptIsErrSecUserCanceled() {
            SimulatedPhone.current.reset()
            #expect(Self.add("secret", "s", flags: .biometryAny) == errSecSuccess)
            SimulatedPhone.current.update { $0.biometrics.enqueue([.outcome(.userCancel)]) }
            #expect(Self.read("secret") == (errSecUserCanceled, nil))
            SimulatedPhone.current.update { $0.biometrics.isMatching = false }
            #expect(Self.read("secret") == (errSecAuthFailed, nil))
        }

        @Test func contextWithoutInteractionIsErrSecInteractionNotAllowed() {
            SimulatedPhone.current.reset()
            #expect(Self.add("secret", "s", flags: .biometryAny) == errSecSuccess)
            let context = LAContext()
            context.interactionNotAllowed = true
            #expect(Self.read("secret", context: context) == (errSecInteractionNotAllowed, nil))
            #expect(SimulatedPhone.current.state.prompts.isEmpty)
            var failUI = Self.base("secret")
            failUI[kSecUseAuthenticationUI as String] = kSecUseAuthenticationUIFail
            failUI[kSecReturnData as String] = true
            var item: CFTypeRef?
            #expect(SecItemCopyMatching(failUI as CFDictionary, &item) == errSecInteractionNotAllowed)
            #expect(item == nil)
        }

        @Test func lockedDeviceAndPasscodeRemovalAndRelaunchAndErase() {
            SimulatedPhone.current.reset()
            #expect(Self.add("token", "t") == errSecSuccess)
            #expect(Self.add("bound", "b", flags: .devicePasscode) == errSecSuccess)
            SimulatedPhone.current.update { $0.lock() }
            #expect(Self.read("token") == (errSecInteractionNotAllowed, nil))
            SimulatedPhone.current.update { $0.unlock() }
            SimulatedPhone.current.update { $0.relaunchApp() }
            #expect(Self.read("token") == (errSecSuccess, "t"))
            SimulatedPhone.current.update { $0.setPasscode(false) }
            #expect(Self.read("bound") == (errSecItemNotFound, nil))
            SimulatedPhone.current.update { $0.erase(to: SimulatedPhoneState.faceIDProfile) }
            #expect(Self.read("token") == (errSecItemNotFound, nil))
        }
    }
}
