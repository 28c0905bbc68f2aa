import Foundation
import GRDB
import LockFlows

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
        PasswordResetStore.registerMigration(in: &migrator)
        return migrator
    }

    /// Runs `body` on the account in one write transaction, creating the account row first if it is missing.
    ///
    /// The account comes from its row and its pending reset code; whatever `body` changed is written back (the
    /// reset-code row saved, replaced or deleted) and committed unless `body` throws.
    func update<T: Sendable>(
        account id: String, _ body: @escaping @Sendable (inout PasscodeServerAccount) throws -> T
    ) async throws -> T {
        try await queue.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO account (id) VALUES (?)", arguments: [id])
            let before = try AccountRecord.fetch(db, id: id).account(resetCode: ResetCodeRecord.fetch(db, account: id))
            var account = before
            let result = try body(&account)
            if AccountRecord(id: id, account: account) != AccountRecord(id: id, account: before) {
                try AccountRecord(id: id, account: account).save(db)
            }
            if account.resetCode != before.resetCode {
                if let pending = account.resetCode {
                    try ResetCodeRecord(accountID: id, pending: pending).save(db)
                } else {
                    try ResetCodeRecord.delete(db, account: id)
                }
            }
            return result
        }
    }

    /// Runs `body` in one write transaction (committed unless it throws).
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await queue.write(body)
    }

    /// Runs `body` in a read transaction.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await queue.read(body)
    }

    /// The account as stored (nil before its first write request).
    func read(account id: String) async throws -> PasscodeServerAccount? {
        try await queue.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM account WHERE id = ?", arguments: [id]).map {
                try AccountRecord(row: $0).account(resetCode: ResetCodeRecord.fetch(db, account: id))
            }
        }
    }
}
