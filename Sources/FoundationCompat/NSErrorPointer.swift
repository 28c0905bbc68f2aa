#if os(Linux)
    import Foundation

    /// Foundation's `NSErrorPointer`, the Swift type of an Objective-C `NSError **` parameter: app code declares
    /// protocols over `LAContext` with it (`func canEvaluatePolicy(_: LAPolicy, error: NSErrorPointer) -> Bool`).
    ///
    /// Apple: `typealias NSErrorPointer = AutoreleasingUnsafeMutablePointer<NSError?>?`
    /// (developer.apple.com/documentation/foundation/nserrorpointer). Linux has no Objective-C runtime and no
    /// `AutoreleasingUnsafeMutablePointer`, so it is the plain pointer; `&error` on a `var error: NSError?` passes
    /// to either, so app code reads the same.
    public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
