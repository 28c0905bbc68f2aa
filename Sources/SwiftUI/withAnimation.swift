#if os(Linux)
    /// Runs `body` at once and returns its result: on Linux there is nothing to animate, the state change is what
    /// a view model's test observes.
    public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
        -> Result
    {
        try body()
    }
#endif
