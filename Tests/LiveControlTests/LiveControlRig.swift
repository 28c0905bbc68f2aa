import Biometrics
import Foundation
import Harness
import LiveControl

/// A control server on an ephemeral loopback port with a known token, and clients for it over real HTTP.
struct LiveControlRig {
    static let header = "device: iphone-se\npolicy: seed\ninitial: {passcode: \"482916\", biometricEnabled: true}"
    static let token = "test-token-0123456789abcdef"
    /// The header with the biometric button following the sensor (under the seed it is read once per launch).
    static let recheckingHeader = header + "\noverrides: {rechecksBiometricAvailability: true}"

    let running: RunningLiveControlServer
    let controller: LiveController

    var baseURL: URL { URL(string: running.baseURL)! }
    var client: LiveControlClient { LiveControlClient(baseURL: baseURL, token: Self.token) }
    func client(token: String?) -> LiveControlClient { LiveControlClient(baseURL: baseURL, token: token) }

    static func start(
        clock: LiveControlServer.ClockMode = .virtual, heartbeat: Duration = .seconds(15),
        recordingCap: Int = LiveController.defaultRecordingCap, header: String = header
    ) async throws -> LiveControlRig {
        let catalog = try DeviceProfileCatalog.embedded()
        let controller = try await LiveController(recordingCap: recordingCap) {
            try await LiveSession(headerYAML: header, catalog: catalog)
        }
        let server = LiveControlServer(
            controller: controller, token: token, clock: clock, tickInterval: .milliseconds(50), heartbeat: heartbeat)
        return LiveControlRig(running: try await server.start(), controller: controller)
    }

    /// Runs `body` against a fresh server and stops it afterwards.
    static func with<T>(
        clock: LiveControlServer.ClockMode = .virtual, recordingCap: Int = LiveController.defaultRecordingCap,
        header: String = header, _ body: (LiveControlRig) async throws -> T
    ) async throws -> T {
        let rig = try await start(clock: clock, recordingCap: recordingCap, header: header)
        do {
            let result = try await body(rig)
            await rig.running.stop()
            return result
        } catch {
            await rig.running.stop()
            throw error
        }
    }

    /// POSTs steps as YAML text.
    func steps(_ text: String) async throws -> LiveControlClient.Reply {
        try await client.send(.post, "/api/steps", body: text, contentType: "application/x-yaml")
    }

    /// The state as a JSON object.
    func state() async throws -> [String: Any] {
        try await client.send(.get, "/api/state").json
    }
}

/// Collects events from one stream until `count` are in (or the time runs out).
func collect(_ stream: AsyncThrowingStream<LiveControlClient.Event, any Error>, count: Int, within seconds: Double = 60)
    async throws -> [LiveControlClient.Event]
{
    try await withThrowingTaskGroup(of: [LiveControlClient.Event]?.self) { group in
        group.addTask {
            var events: [LiveControlClient.Event] = []
            for try await event in stream {
                events.append(event)
                if events.count == count { break }
            }
            return events
        }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            return nil
        }
        let first = try await group.next() ?? nil
        group.cancelAll()
        return first ?? []
    }
}
