#if os(Linux)
    // What Apple's Foundation brings that swift-corelibs-foundation does not, for app files that import only
    // Foundation. An app target adds it to every file without editing them:
    //     swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"])]
    // (and LocalAuthentication re-exports it, as Apple's LocalAuthentication re-exports Apple's Foundation).
    // - URLSession, URLRequest, HTTPURLResponse live in FoundationNetworking on Linux.
    // - ObservableObject and @Published come with Apple's Foundation (it re-exports Combine's observation types).
    // - Security: Apple's Foundation headers import <Security/Security.h> (NSURLCredential.h declares
    //   `SecIdentityRef`/`SecTrustRef` parameters), and Foundation's module map exports what its headers import, so
    //   on Apple's SDK a file with only `import Foundation` calls `SecItemCopyMatching` and compares `errSec…`.
    // - NSPredicate(format: "SELF MATCHES %@", regex) is unavailable in swift-corelibs-foundation; this module's
    //   NSPredicate shadows Foundation's (a module shadows the declarations of a module it imports).
    @_exported import CombineShim
    @_exported import Foundation
    @_exported import FoundationNetworking
    @_exported import Security
#endif
