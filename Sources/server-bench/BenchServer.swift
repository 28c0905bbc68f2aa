import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `lockharness-server` child process on a temporary SQLite file, for the benchmark.
struct BenchServer: Sendable {
    let process: Process
    let port: Int
    let directory: URL

    /// Starts the executable at `executable` with `arguments` plus `--port 0 --database <temp>`, and waits for
    /// its port.
    ///
    /// The server's standard output goes to a file in the temporary directory, not a pipe: the bench process would
    /// otherwise wake up to drain every `outbox:` line the server prints, and that work, done only for known
    /// addresses and while the next request is timed, would show up in forgot-password's known/unknown timing.
    static func start(executable: URL, arguments: [String]) throws -> BenchServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("server-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outputFile = directory.appendingPathComponent("server-output.txt")
        FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let process = Process()
        process.executableURL = executable
        process.arguments =
            ["--port", "0", "--database", directory.appendingPathComponent("bench.sqlite").path] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try output.close()
        let deadline = Date() + 60
        while process.isRunning, Date() < deadline {
            let seen = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let line = seen.split(separator: "\n").first(where: { $0.contains("listening on") }),
                let port = line.split(separator: ":").last.flatMap({ Int($0.prefix { $0.isNumber }) })
            {
                return BenchServer(process: process, port: port, directory: directory)
            }
            usleep(20_000)
        }
        let seen = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        process.terminate()
        throw BenchError("lockharness-server did not print its port within 60 s: \(seen)")
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Sends one request and returns its status.
    func send(
        _ method: String, _ path: String, token: String?, body: String?, headers: [String: String] = [:]
    ) async throws -> Int {
        try await exchange(method, path, token: token, body: body, headers: headers).status
    }

    /// Sends one request and returns its status and body.
    func exchange(
        _ method: String, _ path: String, token: String?, body: String?, headers: [String: String] = [:]
    ) async throws -> (status: Int, body: Data) {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? -1, data)
    }

    /// Stops the server and removes its files.
    func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A benchmark that cannot run; the message says why.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
