import Foundation

/// `GET /api/auth/me` sent back to back on `connections` concurrent loops, for as long as a timing runs beside it:
/// the load under which a known/unknown difference used to show (issue 38). In process, so the timing modes need
/// no `wrk`.
struct MeLoad: Sendable {
    /// A load in progress.
    struct Running {
        let task: Task<Int, Never>

        /// Stops the load and returns how many requests it made.
        func stop() async -> Int {
            task.cancel()
            return await task.value
        }
    }

    let server: BenchServer
    let token: String
    let connections: Int

    /// Starts the loops.
    func start() -> Running {
        let server = server, token = token, connections = connections
        return Running(
            task: Task {
                await withTaskGroup(of: Int.self) { group in
                    for _ in 0..<connections {
                        group.addTask {
                            var count = 0
                            while !Task.isCancelled {
                                guard (try? await server.send("GET", "/api/auth/me", token: token, body: nil)) == 200
                                else { continue }
                                count += 1
                            }
                            return count
                        }
                    }
                    return await group.reduce(0, +)
                }
            })
    }
}
