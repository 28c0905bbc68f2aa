import ArgumentParser
import Biometrics
import Foundation
import Harness
import HarnessLive
import LinuxFingerprint
import LockHarnessMCP
import MCP
import SessionCommandOptions

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lockharness-mcp`, run by `lockharness mcp`: a Model Context Protocol server over stdio on one live session,
/// its own or a running `lockharness serve`'s.
@main
struct LockharnessMCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness mcp",
        abstract: "A Model Context Protocol server over stdio: coding agents drive one live session.",
        discussion: """
            Add it to an agent client's configuration as a stdio server: \
            {"command": "lockharness", "args": ["mcp", "--biometric"]}. It owns one session built from the same \
            options as `session` and `serve`, or, with --attach (the state file `serve` wrote) or --url/--token, \
            drives a running `lockharness serve`, so a person watching its panel sees every step. Standard output \
            carries protocol messages only; messages go to standard error.
            """)

    @OptionGroup var sessionOptions: LiveSessionOptions

    @OptionGroup var backendOptions: BackendOptions

    @OptionGroup var realReaderOptions: RealReaderOptions

    @OptionGroup var appOptions: LiveAppOptions

    @Flag(help: "Drive the running `lockharness serve` named by the state file instead of an own session.")
    var attach = false

    @Option(help: "Drive the `lockharness serve` at this URL (default with --attach: the state file's).")
    var url: String?

    @Option(help: "The attached server's token (default: $LOCKHARNESS_TOKEN, else the state file's).")
    var token: String?

    @Option(help: "The state file serve wrote (default: $XDG_STATE_HOME/lockharness/serve.json); implies --attach.")
    var stateFile: String?

    /// Usage errors exit 2 on standard error, like `lockharness`.
    static func main() async { await mainWithUsageErrorsAsBadInput() }

    var attaching: Bool { attach || url != nil || stateFile != nil }

    func validate() throws {
        if attaching, appOptions.worker != nil {
            throw ValidationError("--app starts an app for an own session; the attached server drives its own")
        }
        if appOptions.worker != nil, realReaderOptions.realReader != nil || backendOptions.choice != .inProcess {
            throw ValidationError(
                "--real-reader and --backend are for LockHarness's model; with --app the app has its own")
        }
        if attaching, realReaderOptions.realReader != nil {
            throw ValidationError("--real-reader opens a reader for an own session; the attached server has its own")
        }
        if attaching, backendOptions.choice != .inProcess {
            throw ValidationError("--backend starts a backend for an own session; the attached server has its own")
        }
    }

    func run() async throws {
        // The protocol owns standard output: keep a descriptor to it for the transport and point descriptor 1 at
        // standard error, so nothing else (a library's log line, a stray print) can ever reach the client.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            Self.fail("error: cannot set up standard output for the protocol: \(String(cString: strerror(errno)))")
        }
        let session: any DrivenSession
        var cleanup: [() -> Void] = []
        var appController: LiveController?
        if attaching {
            let client = try makeClient()
            session = AttachedDrivenSession(client: client)
            do {
                _ = try await session.state()
            } catch {
                Self.fail("error: \(error)")
            }
            StandardError.write("lockharness mcp: driving the lockharness serve at \(client.baseURL.absoluteString)")
        } else if let makeWorkerSession = try appOptions.sessionMaker(
            headerYAML: sessionOptions.headerYAML, log: { StandardError.write($0) })
        {
            do {
                let controller = try await LiveController(makeSession: makeWorkerSession)
                appController = controller
                session = LocalDrivenSession(controller: controller)
            } catch {
                Self.fail("error: --app: \(error)")
            }
            StandardError.write("lockharness mcp: own session on the app \(appOptions.executable ?? "") on stdio")
        } else {
            let header = sessionOptions.headerYAML
            let reader = try await realReaderOptions.open()
            cleanup.append { reader?.watch?.stop() }
            let sensor = reader?.sensor
            let opened = try await backendOptions.open()
            cleanup.append { opened.close() }
            let catalog = try DeviceProfileCatalog.embedded()
            let provider = opened.provider
            do {
                let controller = try await LiveController {
                    try await LiveSession(
                        headerYAML: header, catalog: catalog, backend: provider, externalSensor: sensor)
                }
                session = LocalDrivenSession(controller: controller)
            } catch {
                Self.fail(LiveSessionOptions.startError(error))
            }
            StandardError.write(
                "lockharness mcp: own session (device \(sessionOptions.device), policy \(sessionOptions.policy)) "
                    + "on stdio")
        }
        defer { for step in cleanup.reversed() { step() } }
        let server = LockHarnessMCPServer(session: session)
        try await server.start(transport: StdioTransport(output: FileDescriptor(rawValue: protocolOutput)))
        await server.waitUntilCompleted()
        await server.stop()
        await appController?.close()
    }

    /// The attached server's client from --url/--token, the environment or the state file; exits 2 saying what
    /// to do when there is none.
    private func makeClient() throws -> LiveControlClient {
        let environment = ProcessInfo.processInfo.environment
        var url = url ?? environment["LOCKHARNESS_URL"].flatMap { $0.isEmpty ? nil : $0 }
        var token = token ?? environment["LOCKHARNESS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        if url == nil || token == nil {
            let path = stateFile ?? LiveControlStateFile.defaultPath(environment: environment)
            guard let data = FileManager.default.contents(atPath: path),
                let saved = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else {
                Self.fail(
                    "error: no running server: cannot read \(path); start one with `lockharness serve`, or pass "
                        + "--url and --token")
            }
            url = url ?? saved["url"] as? String
            token = token ?? saved["token"] as? String
        }
        guard let url, let base = URL(string: url), base.scheme != nil else {
            Self.fail("error: no server URL: pass --url http://127.0.0.1:PORT")
        }
        return LiveControlClient(baseURL: base, token: token)
    }

    /// Prints to standard error and exits 2.
    static func fail(_ message: String) -> Never {
        StandardError.write(message)
        Foundation.exit(2)
    }
}
