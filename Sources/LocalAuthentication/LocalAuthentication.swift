#if os(Linux)
    // Apple's LocalAuthentication exports Foundation (LAContext.h imports it), and Apple's Foundation exports
    // Security (see FoundationCompat): `NSError`, `Data`, `TimeInterval`, `NSErrorPointer` and `SecItemCopyMatching`
    // are visible to a file that imports LocalAuthentication (and Foundation) alone, as in Xcode.
    @_exported import Foundation
    @_exported import FoundationCompat
#endif
