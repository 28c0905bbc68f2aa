#if os(Linux)
    import Foundation
    import SimulatedPhone

    /// Makes an access control with `protection` (a `kSecAttrAccessible…` value) and `flags`; `nil` (and `error`
    /// set, errSecParam) for an unknown protection, unsupported flags, no constraint, or several constraints without
    /// `.or`/`.and`.
    public func SecAccessControlCreateWithFlags(
        _ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags,
        _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
    ) -> SecAccessControl? {
        func fail(_ message: String) -> SecAccessControl? {
            FileHandle.standardError.write(
                Data("Security (simulated): SecAccessControlCreateWithFlags: \(message)\n".utf8))
            error?.pointee = Unmanaged.passRetained(CFError(status: errSecParam, message: message))
            return nil
        }
        guard let text = SecValues.string(protection), let accessibility = SecValues.accessibility(text) else {
            return fail("unsupported protection \(protection)")
        }
        let unsupported: SecAccessControlCreateFlags = [.companion, .privateKeyUsage, .applicationPassword]
        guard flags.isDisjoint(with: unsupported) else { return fail("unsupported flags \(flags.rawValue)") }
        var constraints: Set<KeychainAccessControl.Constraint> = []
        if flags.contains(.userPresence) { constraints.insert(.userPresence) }
        if flags.contains(.biometryAny) { constraints.insert(.biometryAny) }
        if flags.contains(.biometryCurrentSet) { constraints.insert(.biometryCurrentSet) }
        if flags.contains(.devicePasscode) { constraints.insert(.devicePasscode) }
        let combination: KeychainAccessControl.Combination? =
            flags.contains(.or) ? .or : flags.contains(.and) ? .and : nil
        do {
            return SecAccessControl(
                try KeychainAccessControl(protection: accessibility, constraints: constraints, combination: combination)
            )
        } catch {
            return fail("\(error) (flags \(flags.rawValue))")
        }
    }
#endif
