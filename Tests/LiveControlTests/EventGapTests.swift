import Foundation
import Harness
import LiveControl
import Testing

@testable import LiveControl

/// Events a client never received are announced (`event: gap`, then a fresh state), never skipped silently.
struct EventGapTests {
    @Test func continuityNamesTheMissingIDsAndSkipsWhatAFreshStateCovers() {
        var continuity = EventStreamContinuity()
        #expect(continuity.admit(7) == .send)
        continuity.sent(7)
        #expect(continuity.admit(8) == .send)
        continuity.sent(8)
        #expect(continuity.admit(12) == .gap(9...11))
        continuity.sent(20)  // the fresh state's id
        #expect(continuity.admit(13) == .skip)
        #expect(continuity.admit(20) == .skip)
        #expect(continuity.admit(21) == .send)
    }

    @Test func resumingFromAnIDThisServerNeverIssuedStartsFromTheState() async throws {
        try await LiveControlRig.with { rig in
            #expect(try await rig.steps("launch").status == 200)
            let events = try await collect(rig.client.events(lastEventID: 500), count: 1)
            #expect(events.map(\.name) == ["state"])
            #expect(events.first?.id == 2)
            #expect(events.first?.data.contains("\"screen\": \"home\"") == true)
        }
    }

    @Test func resumingAfterEventsNoLongerRetainedIsToldTheGapThenTheState() async throws {
        try await LiveControlRig.with { rig in
            // 600 steps: 1,200 events, of which the last 1,000 are retained (ids 201...1200).
            let steps = ["- launch"] + Array(repeating: "- advance: 1s", count: 599)
            #expect(try await rig.steps(steps.joined(separator: "\n")).status == 200)
            let events = try await collect(rig.client.events(lastEventID: 5), count: 2)
            #expect(events.map(\.name) == ["gap", "state"])
            #expect(events.first?.data == #"{"missedFrom": 6, "missedTo": 200}"#)
            #expect(events.first?.id == 200)
            #expect(events.last?.id == 1_200)
        }
    }

    /// Heavy (12,000 steps, 24,000 events on both cores for seconds): it starves the other suites' servers when run
    /// beside them, so `swift test` skips it unless `LOCKHARNESS_ALONE_TESTS=1`; `.ci/run` runs it alone.
    @Test(
        .timeLimit(.minutes(2)),
        .enabled(if: runsAlone, "set LOCKHARNESS_ALONE_TESTS=1 (run alone: swift test --filter EventGapTests)"))
    func aReaderTooSlowForItsBuffersIsToldWhatItMissed() async throws {
        // 12,001 steps: more than a recording's default cap (LiveController.defaultRecordingCap).
        try await LiveControlRig.with(recordingCap: 20_000) { rig in
            let socket = try LoopbackSocket(port: rig.running.port, timeout: .seconds(3), receiveBuffer: 4096)
            socket.send(
                Array(
                    "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(LiveControlRig.token)\r\n\r\n"
                        .utf8))
            try await waitForSubscriptions(rig, 1)
            // Nothing is read while 24,000 events are published: more than the server's buffers and the sockets'.
            #expect(try await rig.steps("launch").status == 200)
            let batch = Array(repeating: "- advance: 1s", count: 4_000).joined(separator: "\n")
            for _ in 0..<3 { #expect(try await rig.steps(batch).status == 200) }
            let notice = await socket.skip(until: "event: gap\n", keep: 120)
            let gap = try #require(notice, "no gap event in the stream")
            #expect(gap.contains("data: {\"missedFrom\": "))
            #expect(gap.contains("event: state"))
        }
    }
}

/// Whether the tests that must run alone (heavy, or spawning servers whose start was seen to stall beside the whole
/// suite) run: `.ci/run` sets `LOCKHARNESS_ALONE_TESTS=1` and runs them with a filter, apart from `swift test`.
let runsAlone = ProcessInfo.processInfo.environment["LOCKHARNESS_ALONE_TESTS"] == "1"
