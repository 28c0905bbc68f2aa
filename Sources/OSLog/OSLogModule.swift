#if os(Linux)
    // Apple's OSLog (and `os`, which app targets reach through OSShim) re-export Foundation's
    // basics through Darwin; app files that import OSLog alone use `String`, `Date` and friends from Foundation.
    @_exported import Foundation
#endif
