public struct TeamViewKit { public init() {} }
