import LockCore

extension WallClockInstant {
    /// The wall-clock seconds since 1970 the test-mode routes accept (`now` of a sandbox or `PUT /test/clock`, and
    /// where `POST /test/clock/advance` may move a clock to): up to 9,000,000,000 (the year 2255), inside the
    /// nanosecond range an instant holds (about 9,223,372,036 s), so no clock the routes set can overflow.
    static let testModeSeconds: ClosedRange<Double> = 0...9_000_000_000

    /// The instant `seconds` after the Unix epoch, from a test-mode route's `field`.
    /// - Throws: 400 naming the field when `seconds` is not in ``testModeSeconds``.
    init(testModeSeconds seconds: Double, field: String) throws(PasscodeServerError) {
        guard seconds.isFinite, Self.testModeSeconds.contains(seconds) else {
            throw PasscodeServerError.badRequest(
                "\(field) must be seconds since 1970 between 0 and \(Int(Self.testModeSeconds.upperBound))")
        }
        self.init(nanosecondsSince1970: Int64((seconds * 1e9).rounded()))
    }

    /// Seconds since the Unix epoch, as `Date.timeIntervalSince1970` reports them.
    var timeIntervalSince1970: Double { Double(nanosecondsSince1970) / 1e9 }

    /// This instant on the rules' and the rate limits' timeline: the time since the Unix epoch.
    var sinceEpoch: Duration { .nanoseconds(nanosecondsSince1970) }
}
