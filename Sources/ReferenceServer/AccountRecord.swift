import GRDB
import HTTPTypes

/// One `account` row.
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
