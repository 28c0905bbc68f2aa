import Foundation
import OSLog
import Testing
import os

/// OSLog's `Logger` and `os_log` as app code writes them; the entries land in the simulated log store.
@Suite(.serialized) struct OSLogTests {
    private let logger = Logger(subsystem: "com.example.vault", category: "lock")

    @Test func loggerKeepsFullAndRedactedTextWithApplesDefaults() {
        SimulatedLogStore.drain()
        let email = "ann@example.com"
        let attempts = 3
        logger.info("User \(email, privacy: .private) failed \(attempts) times; default \(email)")
        logger.error("Public \(email, privacy: .public), hashed \(email, privacy: .private(mask: .hash))")
        logger.debug("Locked: \(true), type \(type(of: self)), ratio \(0.5, format: .fixed(precision: 2))")
        let entries = SimulatedLogStore.drain()
        #expect(entries.count == 3)
        #expect(entries[0].message == "User ann@example.com failed 3 times; default ann@example.com")
        #expect(entries[0].redactedMessage == "User <private> failed 3 times; default <private>")
        #expect(entries[0].level == .info && entries[0].subsystem == "com.example.vault")
        #expect(entries[1].level == .error)
        #expect(entries[1].redactedMessage.hasPrefix("Public ann@example.com, hashed <mask.hash: '"))
        #expect(entries[2].message == "Locked: true, type OSLogTests, ratio 0.50")
    }

    @Test func levelsMapAsApplesLoggerPageSays() {
        SimulatedLogStore.drain()
        logger.trace("t")
        logger.notice("n")
        logger.warning("w")
        logger.critical("c")
        logger.log("l")
        #expect(SimulatedLogStore.drain().map(\.level) == [.debug, .default, .error, .fault, .default])
    }

    @Test func osLogFormatsAndRedactsObjectsUnlessPublic() {
        SimulatedLogStore.drain()
        let log = OSLog(subsystem: "com.example.vault", category: "keychain")
        os_log("Read %{public}@ status %d for %@", log: log, type: .error, "token", -25300, "ann")
        os_log(.info, log: log, "Unlocked %{private}d", 7)
        os_log("silent", log: .disabled)
        let entries = SimulatedLogStore.drain()
        #expect(entries.map(\.message) == ["Read token status -25300 for ann", "Unlocked 7"])
        #expect(entries.map(\.redactedMessage) == ["Read token status -25300 for <private>", "Unlocked <private>"])
        #expect(entries.first?.category == "keychain")
    }

    @Test func osQualifiedLoggerIsTheSameType() {
        let qualified: os.Logger = Logger()
        SimulatedLogStore.drain()
        qualified.fault("boom")
        #expect(SimulatedLogStore.drain().map(\.level) == [.fault])
    }
}
