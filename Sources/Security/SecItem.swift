#if os(Linux)
    import Foundation
    import SimulatedPhone

    /// Adds an item to the simulated phone's keychain. `result` is left untouched (returning the added item is not
    /// simulated: asking for it is errSecParam).
    @discardableResult
    public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let allowed = SecItemRequest.identity.union([kSecValueData, kSecAttrAccessible, kSecAttrAccessControl])
        do {
            let request = try SecItemRequest.parse(attributes, function: "SecItemAdd", allowed: allowed)
            guard let itemClass = request.itemClass else {
                SecAttributeNames.reject(kSecClass, in: "SecItemAdd", because: "is missing")
                return errSecParam
            }
            if request.accessibility != nil, request.accessControl != nil {
                SecAttributeNames.reject(
                    kSecAttrAccessControl, in: "SecItemAdd", because: "cannot go with kSecAttrAccessible")
                return errSecParam
            }
            let item = KeychainItem(
                itemClass: itemClass, service: request.service, account: request.account, server: request.server,
                label: request.label, data: request.data ?? [], accessibility: request.accessibility ?? .whenUnlocked,
                accessControl: request.accessControl)
            return SimulatedPhone.current.update { $0.keychainAdd(item) }.rawValue
        } catch {
            return error.rawValue
        }
    }

    /// Searches the simulated phone's keychain; a protected item prompts (the sensor answers at once) unless the
    /// `kSecUseAuthenticationContext` context already proved what it needs.
    ///
    /// A read that needs authentication returns what iOS returns (sources: `SimulatedPhoneState.status(for:)`):
    /// `errSecUserCanceled` when the user cancels the prompt; `errSecInteractionNotAllowed` when no UI is allowed
    /// (`kSecUseAuthenticationUIFail`, `LAContext.interactionNotAllowed`) or the device is locked;
    /// `errSecAuthFailed` for every other failure: no match, biometry locked out, the fallback button, a cancel by
    /// the system or the app, an invalidated context, a `.biometryCurrentSet` item after an enrollment change.
    public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let allowed = SecItemRequest.identity.union(SecItemRequest.authentication).union(SecItemRequest.queryValues)
            .union([kSecReturnData, kSecReturnAttributes, kSecMatchLimit])
        do {
            let request = try SecItemRequest.parse(query, function: "SecItemCopyMatching", allowed: allowed)
            guard let keychainQuery = request.query else {
                SecAttributeNames.reject(kSecClass, in: "SecItemCopyMatching", because: "is missing")
                return errSecParam
            }
            if request.context?.simulatedIsInvalidated == true { return errSecAuthFailed }
            let call = SimulatedPhone.current.update {
                $0.keychainCopy(
                    keychainQuery, credential: request.context?.simulatedCredential,
                    interactionAllowed: request.interactionAllowed
                        && request.context?.simulatedInteractionNotAllowed != true,
                    reason: request.prompt)
            }
            if let credential = call.credential { request.context?.simulatedRecord(credential) }
            switch call.outcome {
            case .found(let items):
                result?.pointee = SecItemResults.object(for: items, request: request)
                return errSecSuccess
            case .failed(let status):
                return status.rawValue
            case .needsAuthentication:
                return errSecAuthFailed
            }
        } catch {
            return error.rawValue
        }
    }

    /// Changes the data or label of the matching items; protected items need the same authentication as a read.
    @discardableResult
    public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
        do {
            let request = try SecItemRequest.parse(
                query, function: "SecItemUpdate",
                allowed: SecItemRequest.identity.union(SecItemRequest.authentication).union(SecItemRequest.queryValues))
            let changes = try SecItemRequest.parse(
                attributesToUpdate, function: "SecItemUpdate (attributes to update)",
                allowed: [kSecValueData, kSecAttrLabel])
            guard var keychainQuery = request.query else {
                SecAttributeNames.reject(kSecClass, in: "SecItemUpdate", because: "is missing")
                return errSecParam
            }
            keychainQuery.limit = .all
            if request.context?.simulatedIsInvalidated == true { return errSecAuthFailed }
            let call = SimulatedPhone.current.update {
                $0.keychainUpdate(
                    keychainQuery, data: changes.data, label: changes.label,
                    credential: request.context?.simulatedCredential,
                    interactionAllowed: request.interactionAllowed
                        && request.context?.simulatedInteractionNotAllowed != true,
                    reason: request.prompt)
            }
            if let credential = call.credential { request.context?.simulatedRecord(credential) }
            switch call.outcome {
            case .found: return errSecSuccess
            case .failed(let status): return status.rawValue
            case .needsAuthentication: return errSecAuthFailed
            }
        } catch {
            return error.rawValue
        }
    }

    /// Deletes every matching item (no authentication needed). The dictionary an item was added with deletes it
    /// (its `kSecValueData` is ignored, as iOS does: see ``SecItemRequest/queryValues``), so the common
    /// delete-then-add save works.
    @discardableResult
    public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
        do {
            let request = try SecItemRequest.parse(
                query, function: "SecItemDelete",
                allowed: SecItemRequest.identity.union(SecItemRequest.authentication).union(SecItemRequest.queryValues))
            guard let keychainQuery = request.query else {
                SecAttributeNames.reject(kSecClass, in: "SecItemDelete", because: "is missing")
                return errSecParam
            }
            return SimulatedPhone.current.update { $0.keychainDelete(keychainQuery) }.rawValue
        } catch {
            return error.rawValue
        }
    }
#endif
