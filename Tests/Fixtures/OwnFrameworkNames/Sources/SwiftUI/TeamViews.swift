public struct TeamViews { public init() {} }
