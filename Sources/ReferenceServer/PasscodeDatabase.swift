import Foundation
import GRDB

/// The reference server's SQLite storage (GRDB): one row per account, at most one live reset code per account.
///
/// Tables:
/// - `account(id, passcodeHash, passcodeSalt, enabled, timeoutMinutes, verifyFailures)`: the seed's salted
///   SHA-256 verifier, the lock settings and the consecutive wrong-verify count.
/// - `resetCode(accountID, codeDigest, expiresAt, wrongTries)`: the SHA-256 digest of the one pending code
///   (a new request replaces the row, which is how a new code supersedes the old one).
public final class PasscodeDatabase: Sendable {
    private let queue: DatabaseQueue

    /// Opens (creating if needed) the database at `path`, or an in-memory one when `path` is nil.
    /// - Throws: a GRDB error naming the file when it cannot be opened or migrated.
    public init(path: String?) throws {
        if let path {
            queue = try DatabaseQueue(path: path)
        } else {
            queue = try DatabaseQueue()
        }
        try Self.migrator.migrate(queue)
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE account (
                        id TEXT PRIMARY KEY NOT NULL,
                        passcodeHash TEXT,
                        passcodeSalt TEXT,
                        enabled INTEGER NOT NULL DEFAULT 0,
                        timeoutMinutes INTEGER,
                        verifyFailures INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE TABLE resetCode (
                        accountID TEXT PRIMARY KEY NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        codeDigest TEXT NOT NULL,
                        expiresAt DOUBLE NOT NULL,
                        wrongTries INTEGER NOT NULL DEFAULT 0
                    );
                    """)
        }
        return migrator
    }

    /// Runs `body` in one write transaction, creating the account row first if it is missing.
    /// The transaction commits whatever `body` wrote unless it throws.
    func write<T: Sendable>(
        account id: String, _ body: @escaping @Sendable (Database, inout AccountRecord) throws -> T
    ) async throws -> T {
        try await queue.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO account (id) VALUES (?)", arguments: [id])
            var record = try AccountRecord.fetch(db, id: id)
            let before = record
            let result = try body(db, &record)
            if record != before { try record.save(db) }
            return result
        }
    }

    /// The account's row as stored (nil when the account has never made a request).
    func read(account id: String) async throws -> AccountRecord? {
        try await queue.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [id]).map(AccountRecord.init(row:))
        }
    }

    /// The pending reset code of `account`, if any.
    func pendingResetCode(account id: String) async throws -> ResetCodeRecord? {
        try await queue.read { db in try ResetCodeRecord.fetch(db, account: id) }
    }
}
