import GRDB

/// The reference server's SQLite schema, as a list of named migrations applied in order (GRDB's
/// `DatabaseMigrator` records which ran in `grdb_migrations`, so a file opened again only gets the new ones).
///
/// To change the schema, append one `registerMigration` line and its function below; never edit a migration
/// that has shipped (databases in the field already ran it).
enum PasscodeSchema {
    /// Every migration, oldest first.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1", migrate: v1)
        migrator.registerMigration("v2-reset-rate-limits", migrate: v2ResetRateLimits)
        PasswordResetStore.registerMigration(in: &migrator)
        return migrator
    }

    /// Accounts (the seed's verifier, the lock settings, the wrong-verify count) and their pending reset code.
    static func v1(_ db: Database) throws {
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

    /// The windows of the per-account reset limits (reset-code requests, wrong reset codes): each a start
    /// (seconds since 1970, NULL before the first event) and a count.
    static func v2ResetRateLimits(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE account ADD COLUMN resetRequestsStart DOUBLE;
                ALTER TABLE account ADD COLUMN resetRequestsCount INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE account ADD COLUMN wrongResetCodesStart DOUBLE;
                ALTER TABLE account ADD COLUMN wrongResetCodesCount INTEGER NOT NULL DEFAULT 0;
                """)
    }
}
