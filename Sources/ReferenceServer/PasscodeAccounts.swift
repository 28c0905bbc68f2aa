import Foundation
import LockCore
import LockFlows

/// The seed's passcode API over ``PasscodeDatabase``: each route of `PasscodeRoutes` (LockFlows) applies its
/// rule to the account in one transaction (``apply(_:account:_:)``); the routes only decode and encode.
///
/// The rules are the ones `InProcessPasscodeBackend` applies, so the client sees the same answers from either.
/// What is the server's own: accounts in SQLite, wall time from the injected `ClockSource` (reset codes expire on
/// its wall clock, as seconds since 1970), codes from the system CSPRNG, "emailed" into the ``ResetCodeOutbox``.
public struct PasscodeAccounts: Sendable {
    private let database: PasscodeDatabase
    private let clock: any ClockSource
    private let outbox: ResetCodeOutbox
    /// The rules in force.
    public let rules: PasscodeServerRules

    /// Rules over `database`, with time from `clock` and reset codes "emailed" into `outbox`.
    public init(
        database: PasscodeDatabase, clock: any ClockSource, outbox: ResetCodeOutbox,
        rules: PasscodeServerRules = PasscodeServerRules()
    ) {
        self.database = database
        self.clock = clock
        self.outbox = outbox
        self.rules = rules
    }

    /// Applies `route`'s rule to `account` in one transaction, returning the answer; the account is stored even
    /// when the rule refuses (a wrong guess counts). A reset code the rule issues is "emailed" once committed.
    /// Routes that usually change nothing (``PasscodeRoute/mostlyReads``) first run on a read snapshot and skip
    /// the write lock when they change nothing.
    /// - Throws: ``PasscodeServerError`` for a refusal.
    public func apply<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, account: String, _ input: Input
    ) async throws -> Output {
        let now = clock.now().wall.sinceEpoch
        let (outcome, issuedCode) = try await database.update(account: account, readFirst: route.mostlyReads) {
            [rules] state in
            var context = PasscodeRuleContext(now: now)
            let outcome = route.rule(rules, input, &state, &context)
            return (outcome, context.issuedCode)
        }
        if let issuedCode { outbox.send(code: issuedCode, to: account) }
        return try outcome.mapError(PasscodeServerError.init).get()
    }
}
