import Foundation
import PasscodeHTTPClient

/// What `--backend` names: the in-process stand-ins, a reference server this process starts, or a running one.
///
/// ```swift
/// let choice = try SessionBackendChoice(parsing: "server")
/// let opened = try await choice.open()
/// defer { opened.close() }
/// // pass opened.provider to the runner, the REPL or explore
/// ```
public enum SessionBackendChoice: Sendable, Hashable, CustomStringConvertible {
    /// `in-process`: no network (the default).
    case inProcess
    /// `server`: starts `lockharness-server --test-mode` on an ephemeral loopback port with a fresh database.
    case server
    /// `http://HOST:PORT`: a running server, which must be in test mode.
    case url(URL)

    /// Why a backend could not be used; the CLI exits 2 with this.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong and what to do.
        public let description: String
    }

    /// The accepted spellings, for help texts.
    public static let syntax = "in-process | server | http://HOST:PORT"

    /// Reads `in-process`, `server` or an `http(s)://` URL.
    public init(parsing text: String) throws(Failure) {
        switch text {
        case "in-process": self = .inProcess
        case "server": self = .server
        default:
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                ["http", "https"].contains(scheme),
                url.host?.isEmpty == false
            else {
                throw Failure(description: "--backend \(text): expected \(Self.syntax)")
            }
            self = .url(url)
        }
    }

    public var description: String {
        switch self {
        case .inProcess: "in-process"
        case .server: "server"
        case .url(let url): url.absoluteString
        }
    }

    /// Makes the backend usable: starts the server, or checks that the URL answers in test mode.
    /// - Throws: ``Failure`` saying why (no executable, no answer, not in test mode).
    public func open() async throws(Failure) -> OpenedSessionBackend {
        switch self {
        case .inProcess:
            return OpenedSessionBackend(provider: InProcessSessionBackendProvider(), server: nil)
        case .server:
            let server: ReferenceServerProcess
            do { server = try await ReferenceServerProcess.start() } catch {
                throw Failure(description: "--backend server: \(error)")
            }
            do {
                try await TestModeClient(baseURL: server.baseURL).requireTestMode()
            } catch {
                server.stop()
                throw Failure(description: "--backend server: \(error)")
            }
            return OpenedSessionBackend(provider: ServerSessionBackendProvider(baseURL: server.baseURL), server: server)
        case .url(let url):
            do { try await TestModeClient(baseURL: url, timeout: .seconds(5)).requireTestMode() } catch {
                throw Failure(description: "--backend \(url.absoluteString): \(error)")
            }
            return OpenedSessionBackend(provider: ServerSessionBackendProvider(baseURL: url), server: nil)
        }
    }
}

/// A backend ready for sessions; ``close()`` stops a server this process started.
public struct OpenedSessionBackend: Sendable {
    /// Makes each session's backend.
    public let provider: any SessionBackendProvider
    /// The server started for this run, if any.
    public let server: ReferenceServerProcess?

    /// Stops the server this process started (if any) and removes its files.
    public func close() { server?.stop() }
}
