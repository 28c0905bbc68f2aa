extension Duration {
    /// The duration in seconds, as a `Double` (the reference server stores instants as seconds since 1970).
    var secondsValue: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
