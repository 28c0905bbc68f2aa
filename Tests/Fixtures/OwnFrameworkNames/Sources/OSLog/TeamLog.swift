public struct TeamLog {
    public init() {}
    public func line(_ text: String) -> String { "team: " + text }
}
