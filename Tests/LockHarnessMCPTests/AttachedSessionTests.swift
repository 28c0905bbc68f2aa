import Biometrics
import Foundation
import Harness
import LiveControl
import LockHarnessMCP
import MCP
import Testing

/// `lockharness mcp --attach`: the server drives a real `serve` (LiveControlServer on loopback) through its control
/// API, and a step someone applies at the panel reaches the agent as a resource-updated notification and an event.
struct AttachedSessionTests {
    static let token = "attached-token-0123456789"

    @Test func agentAndPanelDriveTheSameSession() async throws {
        let catalog = try DeviceProfileCatalog.embedded()
        let controller = try await LiveController {
            try await LiveSession(headerYAML: MCPServerToolTests.header, catalog: catalog)
        }
        let running = try await LiveControlServer(controller: controller, token: Self.token).start()
        let panel = LiveControlClient(baseURL: URL(string: running.baseURL)!, token: Self.token)
        let server = LockHarnessMCPServer(session: AttachedDrivenSession(client: panel), log: { _ in })
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        let client = Client(name: "attached-test", version: "1")
        let updates = UpdatedURIs()
        await client.onNotification(ResourceUpdatedNotification.self) { message in
            await updates.add(message.params.uri)
        }
        do {
            try await server.start(transport: serverSide)
            _ = try await client.connect(transport: clientSide)
            try await client.subscribeToResource(uri: SessionResource.screen.rawValue)

            // The agent's step reaches the served session.
            let launched: (content: [Tool.Content], isError: Bool?) = try await client.callTool(
                name: "scene", arguments: ["launch": true])
            #expect(launched.isError != true)
            #expect(await controller.state().contains("\"phase\": \"active\""))

            // A malformed step is a tool error carrying serve's line, column and suggestion.
            let bad: (content: [Tool.Content], isError: Bool?) = try await client.callTool(
                name: "apply_steps", arguments: ["steps": ["sensor: {matchin: false}"]])
            #expect(bad.isError == true)
            let message = bad.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
            #expect(message.first?.contains("step:1:10: error: at sensor: unknown key 'matchin'") == true, "\(message)")

            // The person at the panel applies a step: the agent is told the screen changed and sees the event.
            let seen = await updates.count
            let reply = try await panel.send(LiveControlClient.Method.post, "/api/steps", body: "background")
            #expect(reply.status == 200)
            #expect(await updates.wait(beyond: seen, within: .seconds(60)), "hung: no resource update within 60 s")
            let events = try await client.readResource(uri: SessionResource.events.rawValue + "?after=0")
            #expect(events.first?.text?.contains("\"step\": \"background\"") == true, "\(events)")
            let screen = try await client.readResource(uri: SessionResource.screen.rawValue)
            #expect(screen.first?.text == (await controller.screen()))
        } catch {
            await client.disconnect()
            await server.stop()
            await running.stop()
            throw error
        }
        await client.disconnect()
        await server.stop()
        await running.stop()
    }
}

/// The resource URIs notified so far.
actor UpdatedURIs {
    private var uris: [String] = []

    func add(_ uri: String) { uris.append(uri) }

    var count: Int { uris.count }

    /// Whether more than `seen` notifications arrive within `limit`.
    func wait(beyond seen: Int, within limit: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if uris.count > seen { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return uris.count > seen
    }
}
