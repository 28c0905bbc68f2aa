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
    ///
    /// `Equatable` and `Hashable` like every CF type in Swift on Apple's platforms (the CoreFoundation overlay's
    /// `_CFObject` protocol implements `==` with `CFEqual` and `hash(into:)` with `CFHash`), so an app's error enum
    /// with a `CFError?` payload derives `Equatable`. `CFEqual` on two errors compares their domains, codes and user
    /// infos (swift-corelibs-foundation's CoreFoundation, `__CFErrorEqual` in CFError.c); here: domain, code, message.
    public final class CFError: CustomNSError, Hashable, Sendable {
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

        /// `CFEqual`: the same domain, code and message.
        public static func == (lhs: CFError, rhs: CFError) -> Bool {
            lhs.errorCode == rhs.errorCode && lhs.message == rhs.message
        }

        /// `CFHash`: the code (and message).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(errorCode)
            hasher.combine(message)
        }
    }
#endif
