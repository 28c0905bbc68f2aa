import LockCore

extension WallClockInstant {
    /// The instant `seconds` after the Unix epoch, as the test-mode routes and mail records carry it.
    init(timeIntervalSince1970 seconds: Double) {
        self.init(nanosecondsSince1970: Int64((seconds * 1e9).rounded()))
    }

    /// Seconds since the Unix epoch, as `Date.timeIntervalSince1970` reports them.
    var timeIntervalSince1970: Double { Double(nanosecondsSince1970) / 1e9 }

    /// This instant on the rules' and the rate limits' timeline: the time since the Unix epoch.
    var sinceEpoch: Duration { .nanoseconds(nanosecondsSince1970) }
}
