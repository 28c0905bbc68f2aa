import GRDB
import LockFlows

/// One `resetCode` row: the digest of the pending code, its expiry (seconds since 1970) and wrong tries.
struct ResetCodeRecord: Sendable, Equatable {
    var accountID: String
    var codeDigest: String
    var expiresAt: Double
    var wrongTries: Int

    /// The row of account `accountID` holding `pending` (its expiry on the server's timeline, seconds since 1970).
    init(accountID: String, pending: PendingResetCode) {
        self.accountID = accountID
        codeDigest = pending.digest
        expiresAt = pending.expiresAt.secondsValue
        wrongTries = pending.wrongTries
    }

    private init(row: Row) {
        accountID = row["accountID"]
        codeDigest = row["codeDigest"]
        expiresAt = row["expiresAt"]
        wrongTries = row["wrongTries"]
    }

    /// The pending code this row describes.
    var pending: PendingResetCode {
        PendingResetCode(digest: codeDigest, expiresAt: .seconds(expiresAt), wrongTries: wrongTries)
    }

    static func fetch(_ db: Database, account id: String) throws -> ResetCodeRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM resetCode WHERE accountID = ?", arguments: [id]).map(Self.init(row:))
    }

    /// Inserts or replaces (a new code supersedes the old one).
    func save(_ db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO resetCode (accountID, codeDigest, expiresAt, wrongTries) VALUES (?, ?, ?, ?)",
            arguments: [accountID, codeDigest, expiresAt, wrongTries])
    }

    static func delete(_ db: Database, account id: String) throws {
        try db.execute(sql: "DELETE FROM resetCode WHERE accountID = ?", arguments: [id])
    }
}
