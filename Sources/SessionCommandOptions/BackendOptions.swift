import ArgumentParser
import Foundation
import Harness

/// `--backend`, shared by `run`, `demo`, `session` and `explore`.
public struct BackendOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the seeds' API runs: in-process, server (starts lockharness-server in test mode on a free "
                + "loopback port with a fresh database) or the URL of a running server started with --test-mode.",
            valueName: "in-process|server|URL"), completion: .backends)
    public var backend = "in-process"

    /// The default, in process.
    public init() {}

    public func validate() throws {
        do { _ = try SessionBackendChoice(parsing: backend) } catch { throw ValidationError(error.description) }
    }

    /// The parsed choice (``validate()`` already checked it).
    public var choice: SessionBackendChoice { (try? SessionBackendChoice(parsing: backend)) ?? .inProcess }

    /// Starts or checks the backend; on failure says why on standard error and exits 2.
    public func open() async throws -> OpenedSessionBackend {
        do {
            return try await choice.open()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// `--backend X` for re-run commands; nothing in process.
    public var rerunArguments: [String] { choice == .inProcess ? [] : ["--backend", "\(choice)"] }
}
