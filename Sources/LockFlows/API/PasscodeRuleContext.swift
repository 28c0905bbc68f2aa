/// What a route's rule may use besides the request and the account, provided by the backend applying it: the time
/// on the backend's timeline and where reset codes come from; the rule leaves the reset code it issued, which the
/// backend then "emails".
public struct PasscodeRuleContext: Sendable {
    /// Now, on the backend's timeline (a duration since its clock's origin).
    public let now: Duration
    /// Where reset codes come from.
    public var codes: ResetCodeSource
    /// The reset code the rule issued, for the backend to send to the user.
    public var issuedCode: String?

    /// A context at `now`, drawing reset codes from `codes`.
    public init(now: Duration, codes: ResetCodeSource = ResetCodeSource()) {
        self.now = now
        self.codes = codes
        self.issuedCode = nil
    }
}
