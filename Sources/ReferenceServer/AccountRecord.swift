import GRDB
import HTTPTypes
import LockFlows

/// One `account` row: the stored half of a ``PasscodeServerAccount`` (the reset code is a ``ResetCodeRecord``).
/// Instants (the rate windows' starts) are seconds since 1970, the server's timeline.
struct AccountRecord: Sendable, Equatable {
    var id: String
    var passcodeHash: String?
    var passcodeSalt: String?
    var enabled: Bool
    var timeoutMinutes: Int?
    var verifyFailures: Int
    var resetRequestsStart: Double?
    var resetRequestsCount: Int
    var wrongResetCodesStart: Double?
    var wrongResetCodesCount: Int

    init(row: Row) {
        id = row["id"]
        passcodeHash = row["passcodeHash"]
        passcodeSalt = row["passcodeSalt"]
        enabled = row["enabled"]
        timeoutMinutes = row["timeoutMinutes"]
        verifyFailures = row["verifyFailures"]
        resetRequestsStart = row["resetRequestsStart"]
        resetRequestsCount = row["resetRequestsCount"]
        wrongResetCodesStart = row["wrongResetCodesStart"]
        wrongResetCodesCount = row["wrongResetCodesCount"]
    }

    /// The row of account `id` holding `account`'s fields (all but the reset code).
    init(id: String, account: PasscodeServerAccount) {
        self.id = id
        passcodeHash = account.passcodeHash
        passcodeSalt = account.passcodeSalt
        enabled = account.enabled
        timeoutMinutes = account.timeoutMinutes
        verifyFailures = account.consecutiveFailures
        resetRequestsStart = account.resetRequests.start?.secondsValue
        resetRequestsCount = account.resetRequests.count
        wrongResetCodesStart = account.wrongResetCodes.start?.secondsValue
        wrongResetCodesCount = account.wrongResetCodes.count
    }

    /// The account this row and its pending reset code (if any) describe.
    func account(resetCode: ResetCodeRecord?) -> PasscodeServerAccount {
        PasscodeServerAccount(
            passcodeHash: passcodeHash, passcodeSalt: passcodeSalt, enabled: enabled, timeoutMinutes: timeoutMinutes,
            consecutiveFailures: verifyFailures, resetCode: resetCode?.pending,
            resetRequests: RateWindow(start: resetRequestsStart.map { .seconds($0) }, count: resetRequestsCount),
            wrongResetCodes: RateWindow(start: wrongResetCodesStart.map { .seconds($0) }, count: wrongResetCodesCount))
    }

    /// The row of account `id`, nil before its first write.
    static func fetch(_ db: Database, id: String) throws -> AccountRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [id]).map(AccountRecord.init(row:))
    }

    /// Inserts or updates the row.
    func save(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO account (id, passcodeHash, passcodeSalt, enabled, timeoutMinutes, verifyFailures,
                    resetRequestsStart, resetRequestsCount, wrongResetCodesStart, wrongResetCodesCount)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET passcodeHash = excluded.passcodeHash,
                    passcodeSalt = excluded.passcodeSalt, enabled = excluded.enabled,
                    timeoutMinutes = excluded.timeoutMinutes, verifyFailures = excluded.verifyFailures,
                    resetRequestsStart = excluded.resetRequestsStart, resetRequestsCount = excluded.resetRequestsCount,
                    wrongResetCodesStart = excluded.wrongResetCodesStart,
                    wrongResetCodesCount = excluded.wrongResetCodesCount
                """,
            arguments: [
                id, passcodeHash, passcodeSalt, enabled, timeoutMinutes, verifyFailures, resetRequestsStart,
                resetRequestsCount, wrongResetCodesStart, wrongResetCodesCount,
            ])
    }
}
