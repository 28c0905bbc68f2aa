public struct TeamHashing { public init() {} }
