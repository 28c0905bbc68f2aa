import GRDB

/// One `resetCode` row: the digest of the pending code, its expiry (seconds since 1970) and wrong tries.
struct ResetCodeRecord: Sendable, Equatable {
    var accountID: String
    var codeDigest: String
    var expiresAt: Double
    var wrongTries: Int

    static func fetch(_ db: Database, account id: String) throws -> ResetCodeRecord? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM resetCode WHERE accountID = ?", arguments: [id])
        else { return nil }
        return ResetCodeRecord(
            accountID: row["accountID"], codeDigest: row["codeDigest"], expiresAt: row["expiresAt"],
            wrongTries: row["wrongTries"])
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
