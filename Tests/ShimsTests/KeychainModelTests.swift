import Biometrics
import LockCore
import SimulatedPhone
import Testing

/// The keychain rules on the pure model, at literal instants.
struct KeychainModelTests {
    static let boot1 = ClockReading(
        continuous: MonotonicInstant(nanoseconds: 60_000_000_000),
        suspending: MonotonicInstant(nanoseconds: 60_000_000_000),
        wall: WallClockInstant(secondsSince1970: 1_767_225_660), boot: .virtual(1))
    static let boot2 = ClockReading(
        continuous: MonotonicInstant(nanoseconds: 5_000_000_000),
        suspending: MonotonicInstant(nanoseconds: 5_000_000_000),
        wall: WallClockInstant(secondsSince1970: 1_767_229_000), boot: .virtual(2))
    static let enrolledA = EnrollmentState("aaaa")
    static let enrolledB = EnrollmentState("bbbb")

    /// Unlocked at boot 1, passcode set, enrollment A.
    static let unlocked = KeychainDeviceState(
        now: boot1, isLocked: false, lastUnlock: boot1, isPasscodeSet: true, enrollment: enrolledA)

    static func password(
        _ account: String, _ data: [UInt8] = [1, 2, 3], accessibility: KeychainAccessibility = .whenUnlocked,
        control: KeychainAccessControl? = nil
    ) -> KeychainItem {
        KeychainItem(
            itemClass: .genericPassword, service: "app", account: account, data: data,
            accessibility: accessibility, accessControl: control)
    }

    static func query(_ account: String) -> KeychainQuery {
        KeychainQuery(itemClass: .genericPassword, service: "app", account: account)
    }

    static func control(
        _ constraints: Set<KeychainAccessControl.Constraint>,
        _ combination: KeychainAccessControl.Combination? = nil
    ) throws -> KeychainAccessControl {
        try KeychainAccessControl(
            protection: .whenPasscodeSetThisDeviceOnly, constraints: constraints, combination: combination)
    }

    @Test func addThenCopyReturnsTheItemWithItsDates() throws {
        var keychain = KeychainModel()
        #expect(keychain.add(Self.password("token"), device: Self.unlocked) == .success)
        let outcome = keychain.copyMatching(Self.query("token"), credential: nil, device: Self.unlocked)
        guard case .found(let items) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(items.map(\.data) == [[1, 2, 3]])
        #expect(items.first?.created == Self.boot1.wall)
    }

    @Test func sameServiceAndAccountIsADuplicateButAnotherAccountIsNot() {
        var keychain = KeychainModel()
        keychain.add(Self.password("token"), device: Self.unlocked)
        #expect(keychain.add(Self.password("token", [9]), device: Self.unlocked) == .duplicateItem)
        #expect(keychain.add(Self.password("other"), device: Self.unlocked) == .success)
        let internet = KeychainItem(itemClass: .internetPassword, account: "token", server: "example.com")
        #expect(keychain.add(internet, device: Self.unlocked) == .success)
    }

    @Test func missingItemIsNotFoundAndDeleteOfNothingIsNotFound() {
        var keychain = KeychainModel()
        #expect(
            keychain.copyMatching(Self.query("none"), credential: nil, device: Self.unlocked) == .failed(.itemNotFound))
        #expect(keychain.delete(Self.query("none")) == .itemNotFound)
    }

    @Test func updateChangesDataAndModificationDate() {
        var keychain = KeychainModel()
        keychain.add(Self.password("token"), device: Self.unlocked)
        var later = Self.unlocked
        later.now.wall = WallClockInstant(secondsSince1970: 1_767_226_000)
        let outcome = keychain.update(Self.query("token"), data: [7], label: nil, credential: nil, device: later)
        guard case .found(let items) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(items.first?.data == [7])
        #expect(items.first?.modified == later.now.wall)
        #expect(items.first?.created == Self.boot1.wall)
    }

    @Test func whenUnlockedItemIsUnreadableWhileLocked() {
        var keychain = KeychainModel()
        keychain.add(Self.password("token"), device: Self.unlocked)
        var locked = Self.unlocked
        locked.isLocked = true
        #expect(
            keychain.copyMatching(Self.query("token"), credential: nil, device: locked)
                == .failed(.interactionNotAllowed))
        #expect(keychain.add(Self.password("new"), device: locked) == .interactionNotAllowed)
    }

    @Test func afterFirstUnlockItemIsReadableWhileLockedButNotAfterARebootBeforeUnlock() {
        var keychain = KeychainModel()
        keychain.add(Self.password("token", accessibility: .afterFirstUnlock), device: Self.unlocked)
        var locked = Self.unlocked
        locked.isLocked = true
        guard case .found = keychain.copyMatching(Self.query("token"), credential: nil, device: locked) else {
            Issue.record("locked after first unlock should read")
            return
        }
        let rebooted = KeychainDeviceState(
            now: Self.boot2, isLocked: true, lastUnlock: Self.boot1, isPasscodeSet: true, enrollment: Self.enrolledA)
        #expect(
            keychain.copyMatching(Self.query("token"), credential: nil, device: rebooted)
                == .failed(.interactionNotAllowed))
    }

    @Test func protectedItemNeedsAuthenticationUnlessTheCredentialCoversIt() throws {
        var keychain = KeychainModel()
        let control = try Self.control([.biometryAny])
        #expect(keychain.add(Self.password("secret", control: control), device: Self.unlocked) == .success)
        #expect(
            keychain.copyMatching(Self.query("secret"), credential: nil, device: Self.unlocked)
                == .needsAuthentication(control))
        #expect(
            keychain.copyMatching(
                Self.query("secret"), credential: AuthenticationCredential(passcode: true),
                device: Self.unlocked) == .needsAuthentication(control))
        guard
            case .found = keychain.copyMatching(
                Self.query("secret"),
                credential: AuthenticationCredential(biometry: Self.enrolledA), device: Self.unlocked)
        else {
            Issue.record("a biometric credential should read a .biometryAny item")
            return
        }
    }

    @Test func biometryCurrentSetItemIsInvalidatedByAnEnrollmentChangeWhileBiometryAnySurvives() throws {
        var keychain = KeychainModel()
        keychain.add(Self.password("current", control: try Self.control([.biometryCurrentSet])), device: Self.unlocked)
        keychain.add(Self.password("any", control: try Self.control([.biometryAny])), device: Self.unlocked)
        var changed = Self.unlocked
        changed.enrollment = Self.enrolledB
        let credential = AuthenticationCredential(biometry: Self.enrolledB)
        #expect(
            keychain.copyMatching(Self.query("current"), credential: credential, device: changed)
                == .failed(.authFailed))
        guard case .found = keychain.copyMatching(Self.query("any"), credential: credential, device: changed) else {
            Issue.record(".biometryAny should survive an enrollment change")
            return
        }
    }

    @Test func aStaleBiometricCredentialDoesNotCountAfterAnEnrollmentChange() throws {
        var keychain = KeychainModel()
        let control = try Self.control([.biometryAny])
        keychain.add(Self.password("any", control: control), device: Self.unlocked)
        var changed = Self.unlocked
        changed.enrollment = Self.enrolledB
        #expect(
            keychain.copyMatching(
                Self.query("any"), credential: AuthenticationCredential(biometry: Self.enrolledA),
                device: changed) == .needsAuthentication(control))
    }

    @Test func orAcceptsEitherProofAndAndNeedsBoth() throws {
        var keychain = KeychainModel()
        keychain.add(
            Self.password("or", control: try Self.control([.biometryAny, .devicePasscode], .or)), device: Self.unlocked)
        let both = try Self.control([.biometryAny, .devicePasscode], .and)
        keychain.add(Self.password("and", control: both), device: Self.unlocked)
        let passcode = AuthenticationCredential(passcode: true)
        guard case .found = keychain.copyMatching(Self.query("or"), credential: passcode, device: Self.unlocked) else {
            Issue.record(".or with the passcode should read")
            return
        }
        #expect(
            keychain.copyMatching(Self.query("and"), credential: passcode, device: Self.unlocked)
                == .needsAuthentication(both))
        let full = AuthenticationCredential(biometry: Self.enrolledA, passcode: true)
        guard case .found = keychain.copyMatching(Self.query("and"), credential: full, device: Self.unlocked) else {
            Issue.record(".and with both proofs should read")
            return
        }
    }

    @Test func severalConstraintsNeedACombination() {
        #expect(throws: KeychainAccessControl.Problem.missingCombination) {
            try KeychainAccessControl(protection: .whenUnlocked, constraints: [.biometryAny, .devicePasscode])
        }
        #expect(throws: KeychainAccessControl.Problem.noConstraint) {
            try KeychainAccessControl(protection: .whenUnlocked, constraints: [])
        }
    }

    @Test func biometryItemCannotBeAddedWithNothingEnrolledNorPasscodeSetItemWithoutPasscode() throws {
        var keychain = KeychainModel()
        var unenrolled = Self.unlocked
        unenrolled.enrollment = nil
        #expect(
            keychain.add(Self.password("c", control: try Self.control([.biometryCurrentSet])), device: unenrolled)
                == .authFailed)
        var noPasscode = Self.unlocked
        noPasscode.isPasscodeSet = false
        #expect(
            keychain.add(Self.password("p", accessibility: .whenPasscodeSetThisDeviceOnly), device: noPasscode)
                == .authFailed)
        #expect(keychain.items.isEmpty)
    }

    @Test func removingThePasscodeDeletesOnlyWhenPasscodeSetItems() {
        var keychain = KeychainModel()
        keychain.add(Self.password("p", accessibility: .whenPasscodeSetThisDeviceOnly), device: Self.unlocked)
        keychain.add(Self.password("u", accessibility: .whenUnlockedThisDeviceOnly), device: Self.unlocked)
        keychain.passcodeRemoved()
        #expect(keychain.items.map(\.account) == ["u"])
    }

    @Test func restoreOntoAnotherDeviceDropsThisDeviceOnlyAndProtectedItems() throws {
        var keychain = KeychainModel()
        keychain.add(Self.password("w", accessibility: .whenUnlocked), device: Self.unlocked)
        keychain.add(Self.password("a", accessibility: .afterFirstUnlock), device: Self.unlocked)
        keychain.add(Self.password("wt", accessibility: .whenUnlockedThisDeviceOnly), device: Self.unlocked)
        keychain.add(Self.password("at", accessibility: .afterFirstUnlockThisDeviceOnly), device: Self.unlocked)
        keychain.add(Self.password("bio", control: try Self.control([.biometryAny])), device: Self.unlocked)
        #expect(keychain.restoredOnAnotherDevice().items.map(\.account) == ["w", "a"])
        #expect(keychain.restoredOnSameDevice().items.count == 5)
    }

    @Test func itemsSurviveAnAppRelaunchButNotAnErase() {
        var keychain = KeychainModel()
        keychain.add(Self.password("token"), device: Self.unlocked)
        keychain.appRelaunched()
        #expect(keychain.items.count == 1)
        keychain.deviceErased()
        #expect(keychain.items.isEmpty)
    }
}
