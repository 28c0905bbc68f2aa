extension Duration {
    /// The duration in whole seconds, rounded up and never 0 while any time remains (a `Retry-After` value).
    var wholeSecondsRoundedUp: Int {
        let (seconds, attoseconds) = components
        return Int(max(1, seconds + (attoseconds > 0 ? 1 : 0)))
    }
}
