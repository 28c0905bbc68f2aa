import Foundation
import Hummingbird
import LockCore
import LockFlows

/// What a request acts on: the server's default scope (no `X-LockHarness-Sandbox` header) or one test-mode
/// sandbox. Each scope has its own accounts and users (rows named by the scope), bearer tokens, wall clock,
/// faults and mailbox; the SQLite file is shared.
final class ServerScope: Sendable {
    /// The sandbox id, or `""` for the default scope.
    let id: String
    /// The scope's clock (a ``ScopeClock`` in test mode).
    let clock: any ClockSource
    /// Mail sent in this scope (filled in test mode only).
    let mailbox: TestModeMailbox
    /// Faults injected in this scope.
    let faults: FaultTable
    /// The seed's passcode API for this scope's accounts.
    let passcode: PasscodeAccounts
    /// Seed 002's password reset for this scope's users.
    let passwordReset: PasswordResetAccounts
    /// The bearer tokens valid in this scope.
    let tokens: BearerTokens
    /// The seeds' routes bound to this scope (sandboxes only; the default scope's are on the main router).
    let responder: (any HTTPResponder<ReferenceRequestContext>)?

    /// A scope over `database`: reset codes and links go to its mailbox (when `collectMail`) and to `printed`.
    init(
        id: String, clock: any ClockSource, tokens: BearerTokens, database: PasscodeDatabase,
        configuration: ReferenceServerConfiguration, printed: ResetCodeOutbox, collectMail: Bool,
        email: @escaping @Sendable (String) -> String, ownRouter: Bool
    ) {
        let mailbox = TestModeMailbox()
        self.id = id
        self.clock = clock
        self.mailbox = mailbox
        self.faults = FaultTable()
        self.tokens = tokens
        let codes = ResetCodeOutbox { message in
            if collectMail {
                mailbox.append(
                    TestOutbox.Message(
                        to: email(message.account), kind: .passcodeResetCode, code: message.code,
                        sentAt: clock.now().wall.timeIntervalSince1970))
            }
            printed.send(code: message.code, to: message.account)
        }
        passcode = PasscodeAccounts(database: database, clock: clock, outbox: codes, rules: configuration.rules)
        passwordReset = PasswordResetAccounts(
            store: PasswordResetStore(database: database, verifier: configuration.passwordResetPolicy.passwordVerifier),
            rules: PasswordResetServerRules(
                policy: configuration.passwordResetPolicy, limits: configuration.passwordResetLimits),
            scope: id, clock: clock, limiter: RequestLimiter(), afterAnswer: AfterAnswerQueue(),
            forgotPasswordAnswerTime: configuration.forgotPasswordAnswerTime
        ) { sent in
            let link = sent.link.url.absoluteString
            if collectMail {
                mailbox.append(
                    TestOutbox.Message(
                        to: sent.to, kind: .passwordResetLink, link: link, token: sent.token,
                        sentAt: sent.sentAt.timeIntervalSince1970))
            }
            printed.send(code: link, to: sent.to)
        }
        if ownRouter {
            let router = Router(context: ReferenceRequestContext.self)
            let bodyLimit = JSONBody(maxBytes: configuration.maxBodyBytes)
            ReferenceRoutes(accounts: passcode, tokens: tokens, body: bodyLimit, users: passwordReset)
                .register(on: router)
            PasswordResetRouter(accounts: passwordReset, body: bodyLimit).register(on: router)
            responder = router.buildResponder()
        } else {
            responder = nil
        }
    }
}
