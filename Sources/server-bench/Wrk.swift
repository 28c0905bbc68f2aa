import Foundation

/// Runs Debian's `wrk` against the bench server, with Lua scripts written to a temporary directory.
struct Wrk {
    /// The `wrk` executable.
    let executable: URL
    /// Where the Lua scripts go.
    let scripts: URL

    /// `wrk` on the `PATH`, or nil.
    static func find() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("wrk") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A Lua script sending `method path` with `Authorization: Bearer <token>` (each wrk thread its own token from
    /// `tokens`, so threads write to different accounts) and the body `body(n)` built in Lua from a per-thread
    /// counter `n`; `delayMilliseconds` spaces each connection's requests (a rate-limited load).
    func script(
        named name: String, method: String, path: String, tokens: [String], luaBody: String? = nil,
        delayMilliseconds: Int? = nil
    ) throws -> URL {
        let tokenList = tokens.map { "\"\($0)\"" }.joined(separator: ", ")
        var lua = """
            local tokens = { \(tokenList) }
            local next_id = 0
            function setup(thread)
              next_id = next_id + 1
              thread:set("id", next_id)
            end
            local n = 0
            local token = tokens[1]
            function init(args)
              token = tokens[((id or 1) - 1) % #tokens + 1]
            end
            function request()
              n = n + 1
              local headers = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" }
              return wrk.format("\(method)", "\(path)", headers, \(luaBody ?? "nil"))
            end

            """
        if let delayMilliseconds { lua += "function delay() return \(delayMilliseconds) end\n" }
        let url = scripts.appendingPathComponent("\(name).lua")
        try lua.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Starts `wrk -t threads -c connections -d seconds -s script url`; `finish()` waits and parses.
    func start(script: URL, url: String, threads: Int, connections: Int, seconds: Int) throws -> () throws -> WrkResult
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency", "-s", script.path, url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            guard let result = WrkResult(parsing: text) else {
                throw BenchError("wrk printed no Requests/sec:\n\(text)")
            }
            return result
        }
    }

    /// Runs one phase to completion.
    func run(script: URL, url: String, threads: Int, connections: Int, seconds: Int) throws -> WrkResult {
        try start(script: script, url: url, threads: threads, connections: connections, seconds: seconds)()
    }
}
