import Foundation
import Harness
import Testing

@testable import HarnessLive
@testable import LiveControl

/// `GET /api/events`: the same events in the same order for every client, resumable, and indifferent to clients
/// that go away.
struct EventStreamTests {
    @Test func freshConnectionStartsWithTheCurrentState() async throws {
        try await LiveControlRig.with { rig in
            let events = try await collect(rig.client.events(), count: 1)
            #expect(events.map(\.name) == ["state"])
            #expect(events.first?.data.contains("\"screen\": \"not-running\"") == true)
        }
    }

    @Test func twoClientsSeeTheSameEventsInTheSameOrder() async throws {
        try await LiveControlRig.with { rig in
            let first = rig.client.events()
            let second = rig.client.events()
            async let a = collect(first, count: 7)
            async let b = collect(second, count: 7)
            try await waitForSubscriptions(rig, 2)
            #expect(try await rig.steps("- launch\n- background\n- advance: 16m").status == 200)
            let (seenA, seenB) = try await (a, b)
            #expect(seenA.count == 7)
            #expect(seenA == seenB)
            #expect(seenA.dropFirst().map(\.name) == ["step", "state", "step", "state", "step", "state"])
            #expect(seenA[1].data == #"{"step": "launch", "index": 1}"#)
            #expect(seenA.dropFirst().compactMap(\.id) == Array(1...6))
        }
    }

    @Test func aClientThatDisconnectsDoesNotDisturbTheSession() async throws {
        try await LiveControlRig.with { rig in
            async let kept = collect(rig.client.events(), count: 5)
            try await waitForSubscriptions(rig, 1)
            // The leaving client reads one event and closes its connection.
            _ = try await collect(rig.client.events(), count: 1)
            #expect(try await rig.steps("launch").status == 200)
            #expect(try await rig.steps("background").status == 200)
            let events = try await kept
            #expect(events.count == 5)
            #expect(try await rig.state()["phase"] as? String == "background")
        }
    }

    @Test func lastEventIDResumesAfterTheGivenEvent() async throws {
        try await LiveControlRig.with { rig in
            #expect(try await rig.steps("- launch\n- background\n- foreground").status == 200)
            let resumed = try await collect(rig.client.events(lastEventID: 2), count: 4)
            #expect(resumed.compactMap(\.id) == [3, 4, 5, 6])
            #expect(resumed.first?.data == #"{"step": "background", "index": 2}"#)
            async let live = collect(rig.client.events(lastEventID: 6), count: 2)
            try await waitForSubscriptions(rig, 2)
            #expect(try await rig.steps("background").status == 200)
            #expect(try await live.compactMap(\.id) == [7, 8])
        }
    }

    @Test func realClockFiresAHalfSecondTimerWithoutAdvance() async throws {
        try await LiveControlRig.with(clock: .real) { rig in
            let setup = "- launch\n- background\n- advance: 16m\n- sensor: {latency: 500ms}\n- foreground"
            let reply = try await rig.steps(setup)
            #expect(reply.status == 200, "\(reply.text)")
            #expect((reply.json["state"] as? [String: Any])?["prompt"] as? Bool == true)
            // A hang guard (the timer is due after 500 ms of real time; a loaded machine fires it late, not never).
            let deadline = ContinuousClock.now + .seconds(60)
            var state = try await rig.state()
            while state["locked"] as? Bool != false, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                state = try await rig.state()
            }
            #expect(state["locked"] as? Bool == false, "hung: the 500 ms timer had not fired after 60 s")
            #expect(state["lastOutcome"] as? String == "success")
            // The real time is in the recording, so it replays to the same state.
            #expect(try await rig.client.send(.get, "/api/recording").text.contains("  - advance: "))
        }
    }
}

/// Waits until `count` event streams have been opened on the server since it started.
func waitForSubscriptions(_ rig: LiveControlRig, _ count: Int) async throws {
    let deadline = ContinuousClock.now + .seconds(60)  // a hang guard
    while await rig.controller.subscriptionsOpened < count, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
    }
    #expect(await rig.controller.subscriptionsOpened >= count)
}
