import Foundation
import GRDB
import LockCore
import LockFlows

/// Seed 002's users and reset tokens in SQLite, per scope (the default scope `""` or a test-mode sandbox).
///
/// Tables (migration `password-reset-users`, appended to ``PasscodeDatabase``'s migrator):
/// - `user(id, scope, email, emailKey, name, password, sessions)`: `id` is also the passcode account id;
///   `emailKey` is the trimmed, lowercased address, unique per scope; `password` the JSON of a `StoredVerifier`.
/// - `resetToken(digest, userID, issuedAt, expiresAt, used, revoked)`: only the SHA-256 of a token, times in
///   nanoseconds since 1970 on the scope's clock. Used and revoked rows are deleted (they answer like unknown
///   tokens), so only live and expired tokens are kept.
///
/// ``update(scope:subject:_:)`` loads the slice of ``PasswordResetServerState`` a request needs (the user
/// named by the address or by the token, and that user's tokens), lets `PasswordResetServerRules` change it and
/// writes back what changed, in one transaction.
///
/// An address with no account costs what an account costs (issue 38): where `email` names no user, the transaction
/// reads a decoy instead, the same statements in the same order (the user's token rows, the verifier decoded, the
/// spent tokens deleted), without putting it in the state the rules see. Login for an unknown address and for a
/// wrong password then differ in no statement, so a cheap verifier (test mode) no longer lets the database work
/// tell them apart. `PasscodeDatabase`'s statement trace shows it (`EqualCostTests`).
struct PasswordResetStore: Sendable {
    let database: PasscodeDatabase
    /// The decoy's stored verifier (JSON, as a user's): the scope's algorithm and a hash no password derives.
    private let decoyPassword: String

    /// The id of the decoy read for an address with no account (no user has it: ids are account names).
    static let decoyUserID = "\u{0}decoy"

    /// A store over `database`, whose decoy's verifier uses `verifier` (the scope's password verifier).
    init(
        database: PasscodeDatabase, verifier: PasscodeVerifier = PasswordResetBackendPolicy.hardened.passwordVerifier
    ) {
        self.database = database
        let stored = StoredVerifier(
            algorithm: verifier, salt: String(repeating: "0", count: 32), hash: String(repeating: "0", count: 64))
        decoyPassword = (try? Self.encode(stored)) ?? ""
    }

    static func registerMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("password-reset-users") { db in
            try db.execute(
                sql: """
                    CREATE TABLE user (
                        id TEXT PRIMARY KEY NOT NULL,
                        scope TEXT NOT NULL DEFAULT '',
                        email TEXT NOT NULL,
                        emailKey TEXT NOT NULL,
                        name TEXT NOT NULL,
                        password TEXT,
                        sessions INTEGER NOT NULL DEFAULT 0,
                        UNIQUE (scope, emailKey)
                    );
                    CREATE TABLE resetToken (
                        digest TEXT PRIMARY KEY NOT NULL,
                        userID TEXT NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                        issuedAt INTEGER NOT NULL,
                        expiresAt INTEGER NOT NULL,
                        used INTEGER NOT NULL DEFAULT 0,
                        revoked INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE INDEX resetTokenUser ON resetToken(userID);
                    """)
        }
    }

    /// Inserts the user unless one with that id or (scope, address) exists.
    func insertIfMissing(_ user: PasswordResetUser, name: String, scope: String) async throws {
        let password = try user.password.map(Self.encode)
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO user (id, scope, email, emailKey, name, password, sessions)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    user.userID, scope, user.email, PasswordResetUser.normalized(user.email), name, password,
                    user.sessions,
                ])
        }
    }

    /// The user `id` and its display name, if stored.
    func user(id: String) async throws -> (user: PasswordResetUser, name: String)? {
        try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [id]).map {
                (try Self.user(from: $0), $0["name"] as String)
            }
        }
    }

    /// Applies `body` to the slice of state `subject` names in `scope`, in one transaction.
    func update<T: Sendable>(
        scope: String, subject: PasswordResetSubject,
        _ body: @escaping @Sendable (inout PasswordResetServerState) throws -> T
    ) async throws -> T {
        switch subject {
        case .address(let email): try await update(scope: scope, email: email, body)
        case .token(let token): try await update(scope: scope, token: token, body)
        }
    }

    /// Applies `body` to the slice of state named by `email` or `token` in `scope`, in one transaction.
    func update<T: Sendable>(
        scope: String, email: String? = nil, token: String? = nil,
        _ body: @escaping @Sendable (inout PasswordResetServerState) throws -> T
    ) async throws -> T {
        try await database.write { db in
            var state = PasswordResetServerState()
            var userRows: [Row] = []
            if let email {
                userRows += try Row.fetchAll(
                    db, sql: "SELECT * FROM user WHERE scope = ? AND emailKey = ?",
                    arguments: [scope, PasswordResetUser.normalized(email)])
            }
            if let token {
                userRows += try Row.fetchAll(
                    db,
                    sql: """
                        SELECT user.* FROM resetToken JOIN user ON user.id = resetToken.userID
                        WHERE resetToken.digest = ? AND user.scope = ?
                        """,
                    arguments: [PasswordResetServerRules.digest(of: token), scope])
            }
            // An address with no account reads the decoy: the same statements as a user's, nothing in the state.
            let readsDecoy = email != nil && userRows.isEmpty
            let decoy = Row(["id": Self.decoyUserID, "email": "", "password": decoyPassword, "sessions": 0])
            for row in readsDecoy ? [decoy] : userRows {
                let user = try Self.user(from: row)
                let tokenRows = try Row.fetchAll(
                    db, sql: "SELECT * FROM resetToken WHERE userID = ?", arguments: [user.userID])
                if readsDecoy { continue }
                state.users[user.userID] = user
                for tokenRow in tokenRows {
                    state.tokens[tokenRow["digest"]] = PasswordResetToken(
                        userID: tokenRow["userID"],
                        issuedAt: WallClockInstant(nanosecondsSince1970: tokenRow["issuedAt"]),
                        expiresAt: WallClockInstant(nanosecondsSince1970: tokenRow["expiresAt"]),
                        used: tokenRow["used"],
                        revoked: tokenRow["revoked"])
                }
            }
            let before = state
            let result = try body(&state)
            for (id, user) in state.users where before.users[id] != user {
                try db.execute(
                    sql: "UPDATE user SET password = ?, sessions = ? WHERE id = ?",
                    arguments: [try user.password.map(Self.encode), user.sessions, id])
            }
            for (digest, record) in state.tokens where before.tokens[digest] != record {
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO resetToken (digest, userID, issuedAt, expiresAt, used, revoked)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        digest, record.userID, record.issuedAt.nanosecondsSince1970,
                        record.expiresAt.nanosecondsSince1970, record.used, record.revoked,
                    ])
            }
            // A used or revoked token answers exactly like an unknown one, so its row can go: a user's token list
            // (read on every request) stays short however often forgot-password is called.
            for id in readsDecoy ? [Self.decoyUserID] : Array(state.users.keys) {
                try db.execute(
                    sql: "DELETE FROM resetToken WHERE userID = ? AND (used = 1 OR revoked = 1)", arguments: [id])
            }
            return result
        }
    }

    private static func user(from row: Row) throws -> PasswordResetUser {
        let password: String? = row["password"]
        return PasswordResetUser(
            userID: row["id"], email: row["email"],
            password: try password.map { try JSONDecoder().decode(StoredVerifier.self, from: Data($0.utf8)) },
            sessions: row["sessions"])
    }

    private static func encode(_ verifier: StoredVerifier) throws -> String {
        String(decoding: try JSONEncoder().encode(verifier), as: UTF8.self)
    }
}
