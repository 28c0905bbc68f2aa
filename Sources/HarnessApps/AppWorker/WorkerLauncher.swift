import Foundation
import HarnessScenarios

/// How to start an app worker: the executable, its arguments and extra environment. ``launch()`` starts one and
/// checks its hello.
public struct WorkerLauncher: Sendable, Hashable {
    /// The worker executable (a path, or a name looked up in `PATH`).
    public var executable: String
    /// Its arguments.
    public var arguments: [String]
    /// Variables added to the harness's environment.
    public var environment: [String: String]
    /// How long a worker may take to say hello (real time).
    public var helloTimeout: Duration = .seconds(30)

    /// A launcher for `executable`. Unless `environment` or the harness's own says otherwise, a crashing worker
    /// writes its backtrace without waiting for a debugger and with fast symbols (`SWIFT_BACKTRACE`), about 0.3 s
    /// instead of 0.6 s on a debug build, so the crash is reported as one well within the step limit.
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil, ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,symbolicate=fast"
        }
        self.environment = environment
    }

    /// Starts a worker and reads its hello: the process and its app's declaration.
    ///
    /// - Throws: ``WorkerError/notAWorker(executable:problem:printed:)`` when it cannot start, exits, says
    ///   something other than a hello of protocol ``WorkerProtocol/version``, or says nothing in time (the
    ///   process is then killed).
    public func launch() async throws(WorkerError) -> (process: WorkerProcess, declaration: AppDeclaration) {
        let process: WorkerProcess
        do {
            process = try WorkerProcess(executable: executable, arguments: arguments, environment: environment)
        } catch let error as WorkerError {
            throw error
        } catch {
            throw .notAWorker(executable: executable, problem: "it could not be started (\(error))", printed: "")
        }
        func refuse(_ problem: String, printed: String) async -> WorkerError {
            process.kill()
            await process.waitForExit(timeout: .seconds(1))
            let output = printed.isEmpty ? process.stderrTail.suffix(5).joined(separator: "\n") : printed
            return .notAWorker(executable: executable, problem: problem, printed: String(output.prefix(500)))
        }
        switch await process.awaitFirstLine(timeout: helloTimeout) {
        case .timedOut: throw await refuse("it said nothing within \(helloTimeout)", printed: "")
        case .exited(let exit): throw await refuse("it \(exit) before saying hello", printed: "")
        case .garbage(let line): throw await refuse("its first line is not a hello", printed: line)
        case .reply(let reply):
            guard reply.type == .hello else { throw await refuse("its first line is not a hello", printed: reply.line) }
            guard reply.protocol == WorkerProtocol.version else {
                throw await refuse(
                    "it speaks protocol \(reply.protocol.map(String.init) ?? "none")", printed: reply.line)
            }
            guard let wire = reply.declaration else {
                throw await refuse("its hello has no declaration", printed: reply.line)
            }
            do throws(WorkerError) {
                let declaration = try wire.declaration()
                if let problem = declaration.problems.first { throw WorkerError.badHello(problem) }
                return (process, declaration)
            } catch {
                throw await refuse(error.description, printed: reply.line)
            }
        }
    }
}
