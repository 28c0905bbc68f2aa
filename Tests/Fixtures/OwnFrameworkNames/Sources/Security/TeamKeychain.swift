public struct TeamKeychain { public init() {} }
