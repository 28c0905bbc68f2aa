#if os(Linux)
    // Apple's LocalAuthentication exports Foundation (LAContext.h imports it): `NSError`, `Data` and `TimeInterval`
    // are visible to a file that imports LocalAuthentication alone.
    @_exported import Foundation
#endif
