import Foundation
import Harness
import LiveControl
import Testing

/// Issue 38: the token check read `hasPrefix("/api/")` while the router skips empty segments, so `//api/state`,
/// `/api/state/` and `http://host//api/steps` reached the handlers with no token. Every server now refuses a path
/// that is not in its one spelling (404) before any guard, as the reference server does.
struct PathRuleTests {
    /// The spellings of `path` the router used to accept, in origin form and (with `port`) absolute form.
    static func variants(of path: String, port: Int) -> [String] {
        let doubled = path.replacingOccurrences(of: "/api/", with: "/api//")
        let origin = ["/" + path, path + "/", doubled, path + "//", "//" + path]
        return origin + ["http://127.0.0.1:\(port)/" + path, "http://127.0.0.1:\(port)" + path + "/"]
    }

    /// One request on a raw connection: the status code and the whole answer.
    static func send(_ method: String, _ target: String, port: Int, body: String? = nil) async throws
        -> (status: Int, text: String)
    {
        let socket = try LoopbackSocket(port: port, timeout: .seconds(60))
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if let body { head += "Content-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n" }
        socket.send(Array((head + "\r\n" + (body ?? "")).utf8))
        let text = await socket.read { _ in false }.text
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, text)
    }

    @Test(arguments: LiveRoute.all.filter(\.needsToken))
    func everyOtherSpellingOfATokenRouteIs404WithoutToken(route: LiveRoute) async throws {
        try await LiveControlRig.with { rig in
            let before = try await rig.client.send(.get, "/api/recording").text
            let port = rig.running.port
            let method = String(route.label.prefix { $0 != " " })
            for target in Self.variants(of: route.path, port: port) {
                let body = method == "POST" ? "launch" : nil
                let answer = try await Self.send(method, target, port: port, body: body)
                #expect(answer.status == 404, "\(method) \(target): \(answer.text.prefix(300))")
                #expect(answer.text.contains("paths are matched exactly"), "\(target)")
                #expect(answer.text.lowercased().contains("content-type: application/json"))
            }
            #expect(try await rig.client.send(.get, "/api/recording").text == before)
            #expect(try await rig.state()["screen"] as? String == "not-running")
        }
    }

    @Test func theExactPathsAreStillServedAndStillNeedTheToken() async throws {
        try await LiveControlRig.with { rig throws in
            let port = rig.running.port
            let unauthorized = try await Self.send("GET", "/api/state", port: port)
            #expect(unauthorized.status == 401)
            #expect(try await Self.send("GET", "/", port: port).status == 200)
            #expect(try await Self.send("GET", "//", port: port).status == 404)
            #expect(try await rig.client.send(.get, "/api/state").status == 200)
        }
    }
}
