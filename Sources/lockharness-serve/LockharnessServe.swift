import ArgumentParser
import Biometrics
import Dispatch
import Foundation
import Harness
import LinuxFingerprint
import LiveControl
import LockFlows
import SessionCommandOptions

/// `lockharness-serve`, run by `lockharness serve`: one live session behind the control API and web panel.
@main
struct LockharnessServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lockharness serve",
        abstract: "Serve one live session: a control API, an event stream and a web panel on 127.0.0.1.",
        discussion: """
            Prints the panel URL (with the token after #token=) and writes {"url", "token", "pid"} to the state file \
            (mode 0600) that `lockharness ctl` reads; removes it on a clean exit (Ctrl-C, SIGTERM).
            """)

    @OptionGroup var sessionOptions: LiveSessionOptions

    @OptionGroup var backendOptions: BackendOptions

    @OptionGroup var realReaderOptions: RealReaderOptions

    @OptionGroup var appOptions: LiveAppOptions

    @Option(help: "virtual: time moves only on advance/sleep/reboot steps; real: it follows the wall clock.")
    var clock = "virtual"

    @Option(help: "Address to bind; anything but loopback needs --allow-remote.")
    var host = "127.0.0.1"

    @Option(help: "Port (0: a free one, printed).")
    var port = 0

    @Option(help: "The API token (default: 32 random bytes, hex).")
    var token: String?

    @Flag(help: "Allow a non-loopback --host (anyone who can reach it and has the token drives the session).")
    var allowRemote = false

    @Option(help: "Where to write {\"url\", \"token\", \"pid\"} (default: $XDG_STATE_HOME/lockharness/serve.json).")
    var stateFile: String?

    /// Usage errors exit 2 on standard error, like `lockharness` (see `mainWithUsageErrorsAsBadInput`).
    static func main() async { await mainWithUsageErrorsAsBadInput() }

    func validate() throws {
        if appOptions.worker != nil, realReaderOptions.realReader != nil || backendOptions.choice != .inProcess {
            throw ValidationError(
                "--real-reader and --backend are for LockHarness's model; with --app the app has its own")
        }
        guard LiveControlServer.ClockMode(rawValue: clock) != nil else {
            throw ValidationError("--clock must be virtual or real, not '\(clock)'")
        }
        if !LoopbackHost.contains(host), !allowRemote {
            throw ValidationError("--host \(host) is not loopback; add --allow-remote to serve it anyway")
        }
        if let token, token.isEmpty || token.contains(where: { $0.isWhitespace }) {
            throw ValidationError("--token must be non-empty and contain no spaces")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535") }
    }

    func run() async throws {
        // A closed output pipe (`serve | head -1`) must not kill the server: writes then fail with EPIPE instead.
        signal(SIGPIPE, SIG_IGN)
        let statePath = stateFile ?? LiveControlStateFile.defaultPath()
        if let owner = LiveControlStateFile.liveOwner(of: statePath) {
            Self.fail(
                "error: another lockharness serve (pid \(owner.pid)) is running at \(owner.url) and owns \(statePath); "
                    + "stop it, or pass --state-file PATH to run a second one")
        }
        let header = sessionOptions.headerYAML
        if let makeWorkerSession = try appOptions.sessionMaker(headerYAML: header, log: { Self.log($0) }) {
            let controller: LiveController
            do {
                controller = try await LiveController(makeSession: makeWorkerSession)
            } catch {
                Self.fail("error: --app: \(error)")
            }
            try await serve(controller, statePath: statePath, on: "app \(appOptions.executable ?? "")")
            return
        }
        let reader = try await realReaderOptions.open()
        defer { reader?.watch?.stop() }
        let sensor = reader?.sensor
        let opened = try await backendOptions.open()
        defer { opened.close() }
        let catalog = try DeviceProfileCatalog.embedded()
        let provider = opened.provider
        let controller: LiveController
        do {
            controller = try await LiveController {
                try await LiveSession(headerYAML: header, catalog: catalog, backend: provider, externalSensor: sensor)
            }
        } catch {
            Self.fail(LiveSessionOptions.startError(error))
        }
        try await serve(controller, statePath: statePath, on: "device: \(sessionOptions.device)")
    }

    /// Serves `controller` until a termination signal; `driven` names what the session runs on.
    private func serve(_ controller: LiveController, statePath: String, on driven: String) async throws {
        if !LoopbackHost.contains(host) {
            Self.say(
                "warning: serving on \(host), not loopback: anyone who can reach it and has the token controls "
                    + "the session")
        }
        let token = token ?? LiveControlServer.generateToken()
        let server = LiveControlServer(
            controller: controller, token: token, host: host, port: port,
            clock: LiveControlServer.ClockMode(rawValue: clock) ?? .virtual)
        let running: RunningLiveControlServer
        do {
            running = try await server.start()
        } catch {
            Self.fail("error: cannot listen on \(host):\(port): \(error)")
        }
        let url = Self.url(host: host, port: running.port)
        do {
            try LiveControlStateFile.write(url: url, token: token, to: statePath)
        } catch {
            await running.stop()
            Self.fail(
                "error: cannot write the state file \(statePath): \(error.localizedDescription); pass --state-file PATH"
            )
        }
        Self.say("lockharness serve: listening on \(url) (clock: \(clock), \(driven))")
        Self.say("panel: \(url)/#token=\(token)")
        Self.say("ctl reads \(statePath); stop with Ctrl-C")
        let signals = Self.onTerminationSignal { Task { await running.stop() } }
        try? await running.wait()
        withExtendedLifetime(signals) {}
        await controller.close()
        LiveControlStateFile.removeIfOwned(statePath)
    }

    /// The address a client on this machine reaches the server at: the host it is bound to (IPv6 in brackets),
    /// or for a wildcard host (`0.0.0.0`, `::`) the loopback address of the same family.
    static func url(host: String, port: Int) -> String {
        let reachable: String
        switch host {
        case "0.0.0.0": reachable = "127.0.0.1"
        case "::", "[::]": reachable = "::1"
        default: reachable = host
        }
        let bracketed =
            reachable.contains(":") && !reachable.hasPrefix("[") ? "[\(reachable)]" : reachable
        return "http://\(bracketed):\(port)"
    }

    /// Prints a line to standard output at once (it may be a pipe; a closed one is ignored).
    static func say(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Prints a line to standard error (the server's log).
    static func log(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Prints to standard error and exits 2.
    static func fail(_ message: String) -> Never {
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
        Foundation.exit(2)
    }

    /// Calls `handler` on SIGINT or SIGTERM (instead of dying), so the state file is removed.
    static func onTerminationSignal(_ handler: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }
}
