import Foundation
import Harness
import LiveControl
import Testing

/// The panel's sensor controls and the recording, through the control API on loopback (issue 27): "clear queue"
/// clears, "lock out" locks the sensor out until the passcode as five failures do, a tap on the hidden biometric
/// button is refused and not recorded, a recording with unused queued outcomes replays, and `GET /api/session`
/// names the clock.
struct PanelControlsTests {
    /// The lock screen with the Touch ID button showing (the automatic prompt was cancelled by the user).
    static let lockScreen =
        "- launch\n- background\n- advance: 16m\n- sensor: {queue: [userCancel]}\n- foreground\n- advance: 2s\n"

    @Test func clearQueueEmptiesTheQueue() async throws {
        try await LiveControlRig.with { rig in
            _ = try await rig.steps("sensor: {queue: [noMatch, userCancel]}")
            #expect(try await rig.state()["unconsumed"] as? Int == 2)
            let cleared = try await rig.steps("sensor: {queue: []}")
            #expect(cleared.status == 200, "\(cleared.text)")
            #expect(try await rig.state()["unconsumed"] as? Int == 0)
            #expect(try await rig.client.send(.get, "/api/recording").text.contains("  - sensor: {queue: []}\n"))
        }
    }

    @Test func aRecordingWithUnusedQueuedOutcomesReplays() async throws {
        try await LiveControlRig.with { rig in
            #expect(try await rig.steps("- launch\n- sensor: {queue: [noMatch]}\n- advance: 1s").status == 200)
            #expect(try await rig.state()["unconsumed"] as? Int == 1)
            let recording = try await rig.client.send(.get, "/api/recording").text
            #expect(recording.hasSuffix("  - sensor: {queue: []}\n"), "\(recording)")
            let lines = LinesBox()
            let code = await ScenarioRunCommand.run(
                [.init(file: "recording.yaml", yaml: recording)], options: ScenarioRunOptions(paths: [])
            ) { lines.append($0) }
            #expect(code == 0, "\(lines.text)\n\(recording)")
            // Taking the recording changes nothing: the queued outcome is still there for the next prompt.
            #expect(try await rig.state()["unconsumed"] as? Int == 1)
        }
    }

    @Test func lockOutHidesTheButtonUntilThePasscodeAsFiveFailuresDo() async throws {
        try await LiveControlRig.with(header: LiveControlRig.recheckingHeader) { rig in
            #expect(try await rig.steps(Self.lockScreen).status == 200)
            var state = try await rig.state()
            #expect(state["biometricButton"] as? Bool == true, "\(state)")
            let lockout = try await rig.steps("sensor: {lockout: true}")
            #expect(lockout.status == 200, "\(lockout.text)")
            state = try await rig.state()
            #expect(state["lockout"] as? String == "until passcode")
            #expect(state["sensorFailures"] as? Int == 5)
            #expect(state["biometricButton"] as? Bool == false, "the button hides as after five failures")
            #expect(state["biometricUnavailable"] as? String == "biometryLockout")
            // A matching finger and time change nothing; the app's PIN unlocks the app but is not the device
            // passcode, which alone ends the lockout.
            _ = try await rig.steps("- sensor: {matching: true}\n- advance: 1h")
            #expect(try await rig.state()["biometricButton"] as? Bool == false)
            #expect(try await rig.steps("enter-pin: \"482916\"").status == 200)
            state = try await rig.state()
            #expect(state["locked"] as? Bool == false)
            #expect(state["lockout"] as? String == "until passcode")
            #expect(try await rig.steps("sensor: {lockout: false}").status == 200)
            state = try await rig.state()
            #expect(state["lockout"] as? String == "none")
            #expect(state["sensorFailures"] as? Int == 0)
        }
    }

    @Test func aTapOnTheHiddenBiometricButtonIsRefusedAndNotRecorded() async throws {
        try await LiveControlRig.with(header: LiveControlRig.recheckingHeader) { rig in
            #expect(try await rig.steps(Self.lockScreen + "- sensor: {lockout: true}\n").status == 200)
            let prompts = try await rig.state()["promptCount"] as? Int
            let tap = try await rig.steps("tap-biometric")
            #expect(tap.status == 400, "\(tap.text)")
            let error = tap.json["error"] as? String ?? ""
            #expect(error.contains("the biometric button is not showing"), "\(tap.text)")
            #expect(try await rig.state()["promptCount"] as? Int == prompts, "no prompt started")
            #expect(!(try await rig.client.send(.get, "/api/recording").text.contains("tap-biometric")))
        }
    }

    @Test func theStateCarriesTheSensorLatencyOfTheDeviceProfile() async throws {
        try await LiveControlRig.with { rig in
            #expect(try await rig.state()["sensorLatency"] as? String == "500ms")  // iphone-se's profile
            _ = try await rig.steps("sensor: {latency: 3s}")
            #expect(try await rig.state()["sensorLatency"] as? String == "3s")
        }
    }

    @Test(arguments: LiveControlServer.ClockMode.allCases)
    func theSessionRouteNamesTheClock(clock: LiveControlServer.ClockMode) async throws {
        try await LiveControlRig.with(clock: clock) { rig in
            let session = try await rig.client.send(.get, "/api/session")
            #expect(session.status == 200)
            #expect(session.json["clock"] as? String == clock.rawValue)
            #expect(session.json["tickMilliseconds"] as? Int == 50)
            #expect(try await rig.client(token: nil).send(.get, "/api/session").status == 401)
        }
    }
}
