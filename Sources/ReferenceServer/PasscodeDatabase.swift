import Foundation
import GRDB
import HTTPTypes
import LockFlows

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reference server's SQLite storage (GRDB): one row per account, at most one live reset code per account.
///
/// A file database is a `DatabasePool` in WAL mode: reads run on their own connections and never wait behind
/// the one writer, and a write commits by appending to the `-wal` file. `synchronous = NORMAL`: a commit is
/// not fsynced; the WAL is synced at checkpoints. So an acknowledged write survives a crash or `SIGKILL` of the
/// server process (it is in the OS page cache, and the WAL is replayed on the next open), but the last commits
/// before a power loss or kernel crash may be lost; the file is never corrupted either way.
///
/// The database, `-wal` and `-shm` files are mode 0600: the file is created 0600 before SQLite opens it (and
/// an existing one tightened to 0600); SQLite creates the `-wal` and `-shm` files with the database file's
/// mode, and they are set to 0600 again after opening. Without a path the database lives in memory
/// (a `DatabaseQueue`, for tests).
///
/// Tables: see ``PasscodeSchema`` (the migrations, in order).
public final class PasscodeDatabase: Sendable {
    private let writer: any DatabaseWriter

    /// Opens (creating if needed) the database at `path`, or an in-memory one when `path` is nil.
    ///
    /// `trace`, when given, receives the SQL of every statement executed (without its arguments): what tests
    /// compare to check that two requests do the same database work (issue 38's equal cost).
    /// - Throws: a GRDB error naming the file when it cannot be opened or migrated, or
    ///   ``PasscodeServerError`` when the file cannot be created with mode 0600.
    public init(path: String?, trace: (@Sendable (String) -> Void)? = nil) throws {
        var configuration = Configuration()
        if let trace {
            configuration.prepareDatabase { db in db.trace(options: .statement) { trace($0.description) } }
        }
        if let path {
            try Self.createPrivateFile(atPath: path)
            configuration.busyMode = .timeout(5)
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
            writer = try DatabasePool(path: path, configuration: configuration)
            try PasscodeSchema.migrator.migrate(writer)
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                chmod(path + suffix, 0o600)
            }
        } else {
            writer = try DatabaseQueue(configuration: configuration)
            try PasscodeSchema.migrator.migrate(writer)
        }
    }

    /// Runs `body` on the account and stores what it changed, atomically.
    ///
    /// With `readFirst` (requests that usually change nothing, like a correct verify), `body` first runs on a
    /// read snapshot without the write lock, and when it changes nothing its result is returned as is.
    /// Otherwise it runs in one write transaction on the current row, and whatever it changed is written back
    /// (the reset-code row saved, replaced or deleted) and committed unless `body` throws. `body` must be a pure
    /// function of the account.
    func update<T: Sendable>(
        account id: String, readFirst: Bool = false,
        _ body: @escaping @Sendable (inout PasscodeServerAccount) throws -> T
    ) async throws -> T {
        if readFirst, let unchanged = try await resultIfUnchanged(account: id, body) { return unchanged }
        return try await writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO account (id) VALUES (?)", arguments: [id])
            let before = try Self.fetch(db, account: id) ?? PasscodeServerAccount()
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
        try await writer.write(body)
    }

    /// Runs `body` in a read transaction.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await writer.read(body)
    }

    /// `body`'s result on a read snapshot of the account, when it changed nothing; nil when it would write.
    private func resultIfUnchanged<T: Sendable>(
        account id: String, _ body: @escaping @Sendable (inout PasscodeServerAccount) throws -> T
    ) async throws -> T? {
        try await writer.read { db in
            let before = try Self.fetch(db, account: id) ?? PasscodeServerAccount()
            var after = before
            let result = try body(&after)
            return after == before ? result : nil
        }
    }

    /// The account as stored (nil before its first change).
    func read(account id: String) async throws -> PasscodeServerAccount? {
        try await writer.read { db in try Self.fetch(db, account: id) }
    }

    /// SQLite's `PRAGMA integrity_check`: `"ok"` for a sound file.
    func integrityCheck() async throws -> String {
        try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }

    /// The journal mode in force (`"wal"` for a file database, `"memory"` in memory).
    func journalMode() async throws -> String {
        try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    private static func fetch(_ db: Database, account id: String) throws -> PasscodeServerAccount? {
        try AccountRecord.fetch(db, id: id).map { try $0.account(resetCode: ResetCodeRecord.fetch(db, account: id)) }
    }

    /// Creates `path` with mode 0600 when missing (atomically, `O_EXCL`), or tightens an existing file to 0600.
    private static func createPrivateFile(atPath path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        guard errno == EEXIST, chmod(path, 0o600) == 0 else {
            throw PasscodeServerError(
                status: .internalServerError,
                message: "cannot create the database file \(path) with mode 0600 (errno \(errno))")
        }
    }
}
