#if os(Linux)
    import Foundation

    /// `OSStatus`: a Security result code.
    public typealias OSStatus = Int32
    /// `CFString`: Swift strings on Linux (app code's `kSecClass as String` compiles unchanged).
    public typealias CFString = String
    /// `CFTypeRef`: any object (results are `NSData`, `NSDictionary`, `NSArray`, which `as? Data` bridges).
    public typealias CFTypeRef = AnyObject
    /// `CFDictionary`: a Swift dictionary on Linux, so `query as CFDictionary` compiles unchanged.
    public typealias CFDictionary = [String: Any]
    /// `CFAllocator`: unused on Linux.
    public final class CFAllocator: Sendable {}

    /// `kCFBooleanTrue`.
    public let kCFBooleanTrue: NSNumber! = NSNumber(value: true)
    /// `kCFBooleanFalse`.
    public let kCFBooleanFalse: NSNumber! = NSNumber(value: false)
    /// `kCFAllocatorDefault`.
    public let kCFAllocatorDefault: CFAllocator? = nil

    /// `CFError`: the error `SecAccessControlCreateWithFlags` reports, in the `NSOSStatusErrorDomain` domain.
    public final class CFError: CustomNSError, Sendable {
        /// The status code.
        public let errorCode: Int
        /// The message.
        public let message: String

        /// An error with `status` and `message`.
        public init(status: OSStatus, message: String) {
            self.errorCode = Int(status)
            self.message = message
        }

        /// `NSOSStatusErrorDomain`.
        public static var errorDomain: String { "NSOSStatusErrorDomain" }
        /// The message under `NSLocalizedDescriptionKey`.
        public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    }
#endif
