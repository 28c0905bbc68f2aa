import Foundation
import LockFlows
import PasscodeHTTPClient
import Testing

@testable import ReferenceServer

/// The SQLite file: WAL, private file modes, migrations that keep what was stored.
struct StorageTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lockharness-\(UUID()).sqlite").path
    }

    static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test func aFileDatabaseIsInWALModeAndItsThreeFilesAreMode0600() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        try await ServerFixture.with(configure: { $0.databasePath = path }) { f in
            _ = try await f.api.setPasscode(SetPasscodeRequest(passcode: "482916"))
            for suffix in ["", "-wal", "-shm"] {
                #expect(FileManager.default.fileExists(atPath: path + suffix), "\(suffix) missing")
                #expect(try Self.mode(path + suffix) == 0o600, "mode of \(path + suffix)")
            }
        }
        let database = try PasscodeDatabase(path: path)
        #expect(try await database.journalMode() == "wal")
        #expect(try await database.integrityCheck() == "ok")
    }

    @Test func anExistingWorldReadableFileIsTightenedTo0600() throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o644]))
        _ = try PasscodeDatabase(path: path)
        #expect(try Self.mode(path) == 0o600)
    }

    @Test func theResetLimitsSurviveARestart() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        try await ServerFixture.with(configure: { $0.databasePath = path }) { f in
            for _ in 1...5 { _ = try await f.api.requestPasscodeReset(ResetPasscodeRequestBody()) }
        }
        try await ServerFixture.with(configure: { $0.databasePath = path }) { f in
            let answer = try await f.raw("POST", "/api/auth/reset-passcode-request", body: Data("{}".utf8))
            #expect(answer.status == 429)
        }
    }
}
