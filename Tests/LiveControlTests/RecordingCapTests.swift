import Foundation
import Harness
import LiveControl
import Testing

/// Issue 38: a live recording grew without bound (40,000 steps: 1.8 MB). It now holds at most
/// ``LiveController/recordingCap`` steps between resets; one more is a 400 saying what to do.
struct RecordingCapTests {
    @Test func aStepPastTheCapIsRefusedWithAClearMessageUntilAReset() async throws {
        try await LiveControlRig.with(recordingCap: 3) { rig in
            let first = try await rig.steps("- launch\n- background\n- foreground\n- advance: 1s\n")
            #expect(first.status == 400, "\(first.text)")
            #expect(first.json["applied"] as? Int == 3)
            let message = try #require(first.json["error"] as? String)
            #expect(message.contains("the recording holds 3 steps, its cap"))
            #expect(message.contains("GET /api/recording") && message.contains("POST /api/reset"))
            #expect(first.json["step"] as? String == "advance: 1s")
            #expect(try await rig.steps("- advance: 1s\n").status == 400)
            let recording = try await rig.client.send(.get, "/api/recording").text
            #expect(!recording.contains("advance: 1s"))

            #expect(try await rig.client.send(.post, "/api/reset").status == 200)
            #expect(try await rig.steps("- launch\n").status == 200)
        }
    }

    @Test func theDefaultCapIsTenThousandSteps() {
        #expect(LiveController.defaultRecordingCap == 10_000)
    }
}
