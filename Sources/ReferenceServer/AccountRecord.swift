import GRDB
import HTTPTypes
import LockFlows

/// One `account` row: the stored half of a ``PasscodeServerAccount`` (the reset code is a ``ResetCodeRecord``).
struct AccountRecord: Sendable, Equatable {
    var id: String
    var passcodeHash: String?
    var passcodeSalt: String?
    var enabled: Bool
    var timeoutMinutes: Int?
    var verifyFailures: Int

    init(row: Row) {
        id = row["id"]
        passcodeHash = row["passcodeHash"]
        passcodeSalt = row["passcodeSalt"]
        enabled = row["enabled"]
        timeoutMinutes = row["timeoutMinutes"]
        verifyFailures = row["verifyFailures"]
    }

    /// The row of account `id` holding `account`'s fields (all but the reset code).
    init(id: String, account: PasscodeServerAccount) {
        self.id = id
        passcodeHash = account.passcodeHash
        passcodeSalt = account.passcodeSalt
        enabled = account.enabled
        timeoutMinutes = account.timeoutMinutes
        verifyFailures = account.consecutiveFailures
    }

    /// The account this row and its pending reset code (if any) describe.
    func account(resetCode: ResetCodeRecord?) -> PasscodeServerAccount {
        PasscodeServerAccount(
            passcodeHash: passcodeHash, passcodeSalt: passcodeSalt, enabled: enabled, timeoutMinutes: timeoutMinutes,
            consecutiveFailures: verifyFailures, resetCode: resetCode?.pending)
    }

    static func fetch(_ db: Database, id: String) throws -> AccountRecord {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [id]) else {
            throw PasscodeServerError(status: .internalServerError, message: "account \(id) vanished")
        }
        return AccountRecord(row: row)
    }

    func save(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE account SET passcodeHash = ?, passcodeSalt = ?, enabled = ?, timeoutMinutes = ?,
                verifyFailures = ? WHERE id = ?
                """,
            arguments: [passcodeHash, passcodeSalt, enabled, timeoutMinutes, verifyFailures, id])
    }
}
