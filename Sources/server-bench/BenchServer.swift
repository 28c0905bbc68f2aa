import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `lockharness-server` child process on a temporary SQLite file, for the benchmark.
struct BenchServer {
    let process: Process
    let port: Int
    let directory: URL
    private let output: Pipe

    /// Starts the executable at `executable` with `arguments` plus `--port 0 --database <temp>`, and waits for
    /// its port.
    static func start(executable: URL, arguments: [String]) throws -> BenchServer {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("server-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = executable
        process.arguments =
            ["--port", "0", "--database", directory.appendingPathComponent("bench.sqlite").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = ""
        while process.isRunning {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
            if let line = seen.split(separator: "\n").first(where: { $0.contains("listening on") }),
                let port = line.split(separator: ":").last.flatMap({ Int($0) })
            {
                // Keep draining standard output so the server never blocks on a full pipe.
                output.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
                return BenchServer(process: process, port: port, directory: directory, output: output)
            }
        }
        throw BenchError("lockharness-server exited before listening: \(seen)")
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Sends one request and returns its status (setup before the timed phases).
    func send(_ method: String, _ path: String, token: String?, body: String?) async throws -> Int {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = body.map { Data($0.utf8) }
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? -1
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
