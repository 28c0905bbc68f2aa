#if os(Linux)
    import Foundation

    /// `NSError` ⇄ `LAError`, as Apple's overlay bridges them: on Apple's platforms `LAError` is a
    /// `_BridgedStoredNSError`, so an `NSError` in `LAErrorDomain` casts to it (`error as? LAError`,
    /// `catch let error as LAError`, `catch LAError.userCancel`) and `LAError` casts back to that `NSError`.
    ///
    /// Sources: Apple's `LAError` page (developer.apple.com/documentation/localauthentication/laerror) declares it a
    /// struct conforming to `_BridgedStoredNSError`; swift-corelibs-foundation declares that protocol too
    /// (Sources/Foundation/NSError.swift), but the Linux runtime bridges errors only through `_ObjectiveCBridgeable`
    /// (swift-corelibs-foundation's `NSString`/`String` bridging uses the same protocol). A `_BridgedStoredNSError`
    /// conformance compiled here and `nsError as? LAError` stayed `nil`; this conformance makes the cast succeed,
    /// verified by `LAErrorBridgingTests`.
    ///
    /// Differences from Apple: an `NSError` in the domain whose code this shim does not know does not cast (Apple's
    /// `LAError.Code` keeps unknown raw values); only string values of the user info survive the round trip.
    extension LAError: _ObjectiveCBridgeable {
        /// The `NSError` this error is on Apple's platforms: domain, code and user info.
        public func _bridgeToObjectiveC() -> NSError {
            NSError(domain: LAErrorDomain, code: code.rawValue, userInfo: errorUserInfo)
        }

        /// Forced cast (`as!`): traps for an `NSError` that is not an LAError, like a failed forced cast.
        public static func _forceBridgeFromObjectiveC(_ source: NSError, result: inout LAError?) {
            guard _conditionallyBridgeFromObjectiveC(source, result: &result) else {
                fatalError("NSError \(source.domain) \(source.code) is not an LAError")
            }
        }

        /// Conditional cast (`as?`): an `NSError` in `LAErrorDomain` with a known code.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSError, result: inout LAError?) -> Bool {
            guard source.domain == LAErrorDomain, let code = Code(rawValue: source.code) else { return false }
            result = LAError(code, userInfo: source.userInfo)
            return true
        }

        /// Unconditional bridging (Objective-C calls only; not reached on Linux).
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSError?) -> LAError {
            var result: LAError?
            if let source { _forceBridgeFromObjectiveC(source, result: &result) }
            return result ?? LAError(.authenticationFailed)
        }
    }
#endif
