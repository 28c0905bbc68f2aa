#if os(Linux)
    import Foundation
    import SimulatedPhone

    /// Reading the values of a query dictionary as app code writes them (Swift values, Foundation objects,
    /// `kCFBooleanTrue`, optionals).
    enum SecValues {
        /// `value` with any `Optional` wrapping removed, or `nil` if it wraps nothing.
        static func unwrapped(_ value: Any) -> Any? {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return value }
            guard let child = mirror.children.first else { return nil }
            return unwrapped(child.value)
        }

        static func string(_ value: Any) -> String? {
            switch unwrapped(value) {
            case let text as String: return text
            case let text as NSString: return text as String
            default: return nil
            }
        }

        static func bool(_ value: Any) -> Bool? {
            switch unwrapped(value) {
            case let flag as Bool: return flag
            case let number as NSNumber: return number.boolValue
            default: return nil
            }
        }

        static func bytes(_ value: Any) -> [UInt8]? {
            switch unwrapped(value) {
            case let data as Data: return [UInt8](data)
            case let data as NSData: return [UInt8](data as Data)
            default: return nil
            }
        }

        static func accessibility(_ text: String) -> KeychainAccessibility? {
            switch text {
            case kSecAttrAccessibleWhenUnlocked: return .whenUnlocked
            case kSecAttrAccessibleAfterFirstUnlock: return .afterFirstUnlock
            case kSecAttrAccessibleWhenUnlockedThisDeviceOnly: return .whenUnlockedThisDeviceOnly
            case kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: return .afterFirstUnlockThisDeviceOnly
            case kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: return .whenPasscodeSetThisDeviceOnly
            default: return nil
            }
        }

        static func accessibilityConstant(_ accessibility: KeychainAccessibility) -> String {
            switch accessibility {
            case .whenUnlocked: return kSecAttrAccessibleWhenUnlocked
            case .afterFirstUnlock: return kSecAttrAccessibleAfterFirstUnlock
            case .whenUnlockedThisDeviceOnly: return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
            case .afterFirstUnlockThisDeviceOnly: return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            case .whenPasscodeSetThisDeviceOnly: return kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
            }
        }
    }
#endif
