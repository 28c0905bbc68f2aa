#if os(Linux)
    // Apple's UIKit re-exports Foundation: a view-controller or app-delegate file that imports UIKit alone uses
    // `NotificationCenter`, `Date` and `Notification` (and, through Foundation, Security: see FoundationCompat).
    @_exported import Foundation
    @_exported import FoundationCompat
#endif
