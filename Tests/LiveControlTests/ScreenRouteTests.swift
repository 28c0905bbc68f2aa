import Foundation
import Harness
import LiveControl
import Testing

/// `GET /api/screen`: the screen drawn as text, over loopback HTTP (what `lockharness mcp --attach` reads).
struct ScreenRouteTests {
    @Test func screenIsTheSessionsDrawingAndNeedsTheToken() async throws {
        try await LiveControlRig.with { rig in
            let before = try await rig.client.send(.get, "/api/screen")
            #expect(before.status == 200)
            #expect(before.text.contains("screen: not-running"), "\(before.text)")
            _ = try await rig.steps(
                "- launch\n- background\n- advance: 16m\n- sensor: {matching: false}\n- foreground\n- advance: 5s\n- enter-pin: \"12\"\n"
            )
            let locked = try await rig.client.send(.get, "/api/screen")
            #expect(
                locked.headers.first { $0.key.lowercased() == "content-type" }?.value.hasPrefix("text/plain") == true)
            #expect(locked.text.contains("● ● ○ ○ ○ ○"), "\(locked.text)")
            #expect(locked.text == (await rig.controller.screen()))
            let intruder = try await rig.client(token: nil).send(.get, "/api/screen")
            #expect(intruder.status == 401)
        }
    }
}
