import Biometrics
import LockCore

/// A pure model of one device's keychain: items, their accessibility and access control, and what happens to
/// them when the device changes (enrollment, passcode, restore, erase).
///
/// It reads no clock and prompts nobody: every decision takes the device facts (``KeychainDeviceState``) and the
/// credential already obtained; when an item needs an authentication the caller has not performed, a read answers
/// ``Outcome/needsAuthentication(_:)`` and the owner (``SimulatedPhone``) shows the prompt and asks again.
///
/// ```swift
/// var keychain = KeychainModel()
/// keychain.add(KeychainItem(itemClass: .genericPassword, service: "s", account: "a", data: [1]), device: facts)
/// keychain.copyMatching(KeychainQuery(itemClass: .genericPassword, account: "a"), credential: nil, device: facts)
/// // .found([item])
/// ```
public struct KeychainModel: Sendable, Hashable {
    /// What a search or update came to.
    public enum Outcome: Sendable, Hashable {
        /// The matching items (a search), or the updated items (an update).
        case found([KeychainItem])
        /// The operation failed with this status.
        case failed(KeychainStatus)
        /// An item demands this authentication first: authenticate and call again with the credential.
        case needsAuthentication(KeychainAccessControl)
    }

    /// Whether an access control is satisfied, needs a prompt, or cannot be satisfied now.
    enum Verdict: Sendable, Hashable {
        case satisfied, needsPrompt, impossible
    }

    /// The items, in the order they were added.
    public internal(set) var items: [KeychainItem]

    /// An empty keychain, or one holding `items`.
    public init(items: [KeychainItem] = []) { self.items = items }

    /// Adds `item` (`SecItemAdd`) at `device.now`.
    ///
    /// - `errSecDuplicateItem` when an item with the same primary key exists (Apple: "SecItemAdd",
    ///   developer.apple.com/documentation/security/secitemadd).
    /// - `errSecInteractionNotAllowed` when its accessibility does not allow writing now (device locked, or
    ///   "after first unlock" before the first unlock since boot).
    /// - `errSecAuthFailed` for `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly` without a passcode (Apple's
    ///   constant page: "No items can be stored in this class on devices without a passcode"), and for an access
    ///   control no authentication could satisfy now (biometry constraints with nothing enrolled).
    /// - A ``KeychainAccessControl/Constraint/biometryCurrentSet`` item is bound to the enrolled set now.
    @discardableResult
    public mutating func add(_ item: KeychainItem, device: KeychainDeviceState) -> KeychainStatus {
        if items.contains(where: { $0.primaryKey == item.primaryKey }) { return .duplicateItem }
        if item.accessibility.requiresPasscode, !device.isPasscodeSet { return .authFailed }
        guard device.allows(item.accessibility) else { return .interactionNotAllowed }
        var stored = item
        if let control = item.accessControl, control.bindsEnrollment { stored.boundEnrollment = device.enrollment }
        if let control = stored.accessControl,
            Self.verdict(control, item: stored, credential: nil, device: device) == .impossible
        {
            return .authFailed
        }
        stored.created = device.now.wall
        stored.modified = device.now.wall
        items.append(stored)
        return .success
    }

    /// The items matching `query` (`SecItemCopyMatching`), given the authentication already performed.
    ///
    /// - `errSecItemNotFound` when nothing matches.
    /// - `errSecInteractionNotAllowed` when a matching item's accessibility does not allow reading now.
    /// - `errSecAuthFailed` when a matching item's access control cannot be satisfied: a `.biometryCurrentSet`
    ///   item after a face or finger was added or removed (Apple's page "biometryCurrentSet",
    ///   developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset: the item is
    ///   invalidated when fingers are added or removed for Touch ID, or when the user re-enrolls Face ID), while a
    ///   `.biometryAny` item survives such changes (Apple's page "biometryAny", same place: the item stays
    ///   accessible when fingers are added or removed, or Face ID is re-enrolled). The invalidated item is
    ///   reported at once, without a prompt.
    /// - ``Outcome/needsAuthentication(_:)`` when `credential` does not satisfy an item's access control: reading a
    ///   protected item needs an authentication, unless an already-evaluated `LAContext` is passed
    ///   (Apple's page "kSecUseAuthenticationContext", developer.apple.com/documentation/security/
    ///   ksecuseauthenticationcontext: an evaluated context's authentication is used instead of prompting again).
    public func copyMatching(
        _ query: KeychainQuery, credential: AuthenticationCredential?, device: KeychainDeviceState
    ) -> Outcome {
        var matching = items.filter(query.matches)
        if query.limit == .one { matching = Array(matching.prefix(1)) }
        return check(matching, credential: credential, device: device)
    }

    /// Replaces the data and label of the items matching `query` (`SecItemUpdate`) at `device.now`; the same
    /// accessibility and authentication as a read apply.
    public mutating func update(
        _ query: KeychainQuery, data: [UInt8]?, label: String?, credential: AuthenticationCredential?,
        device: KeychainDeviceState
    ) -> Outcome {
        var all = query
        all.limit = .all
        let result = check(items.filter(all.matches), credential: credential, device: device)
        guard case .found(let matched) = result else { return result }
        var updated: [KeychainItem] = []
        for index in items.indices where all.matches(items[index]) {
            if let data { items[index].data = data }
            if let label { items[index].label = label }
            items[index].modified = device.now.wall
            updated.append(items[index])
        }
        return matched.isEmpty ? .failed(.itemNotFound) : .found(updated)
    }

    /// Deletes the items matching `query` (`SecItemDelete`, which needs no authentication); `errSecItemNotFound`
    /// when none does.
    @discardableResult
    public mutating func delete(_ query: KeychainQuery) -> KeychainStatus {
        var all = query
        all.limit = .all
        let before = items.count
        items.removeAll(where: all.matches)
        return items.count == before ? .itemNotFound : .success
    }

    /// Applies the accessibility and access-control rules to `matching`.
    func check(_ matching: [KeychainItem], credential: AuthenticationCredential?, device: KeychainDeviceState)
        -> Outcome
    {
        guard !matching.isEmpty else { return .failed(.itemNotFound) }
        for item in matching where !device.allows(item.accessibility) { return .failed(.interactionNotAllowed) }
        var pending: KeychainAccessControl?
        for item in matching {
            guard let control = item.accessControl else { continue }
            switch Self.verdict(control, item: item, credential: credential, device: device) {
            case .satisfied: continue
            case .impossible: return .failed(.authFailed)
            case .needsPrompt: pending = pending ?? control
            }
        }
        if let pending { return .needsAuthentication(pending) }
        return .found(matching)
    }

    /// Whether `credential` satisfies `control` for `item` on `device`.
    static func verdict(
        _ control: KeychainAccessControl, item: KeychainItem, credential: AuthenticationCredential?,
        device: KeychainDeviceState
    ) -> Verdict {
        let verdicts = control.constraints.map {
            verdict($0, item: item, credential: credential ?? AuthenticationCredential(), device: device)
        }
        switch control.combination {
        case .and:
            if verdicts.contains(.impossible) { return .impossible }
            return verdicts.allSatisfy { $0 == .satisfied } ? .satisfied : .needsPrompt
        case .or:
            if verdicts.contains(.satisfied) { return .satisfied }
            return verdicts.allSatisfy { $0 == .impossible } ? .impossible : .needsPrompt
        }
    }

    /// One constraint: a biometric credential counts only against the enrolled set it matched.
    static func verdict(
        _ constraint: KeychainAccessControl.Constraint, item: KeychainItem, credential: AuthenticationCredential,
        device: KeychainDeviceState
    ) -> Verdict {
        let biometryNow = credential.biometry != nil && credential.biometry == device.enrollment
        switch constraint {
        case .biometryAny:
            guard device.enrollment != nil, device.isPasscodeSet else { return .impossible }
            return biometryNow ? .satisfied : .needsPrompt
        case .biometryCurrentSet:
            guard let bound = item.boundEnrollment, bound == device.enrollment, device.isPasscodeSet else {
                return .impossible
            }
            return biometryNow ? .satisfied : .needsPrompt
        case .devicePasscode:
            guard device.isPasscodeSet else { return .impossible }
            return credential.passcode ? .satisfied : .needsPrompt
        case .userPresence:
            guard device.isPasscodeSet else { return .impossible }
            return credential.passcode || biometryNow ? .satisfied : .needsPrompt
        }
    }
}
