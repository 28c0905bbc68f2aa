import Foundation
import Synchronization

/// `GET /api/auth/me` sent back to back on `connections` concurrent loops, for as long as a timing runs beside it:
/// the load under which a known/unknown difference used to show (issue 38). In process, so the timing modes need
/// no `wrk`.
struct MeLoad: Sendable {
    /// A load in progress.
    struct Running {
        let stopping: Stopping
        let task: Task<Int, Never>

        /// Stops the load once each loop's request in flight is answered, and returns how many requests it made.
        /// (A flag, not task cancellation: URLSession on Linux can leave a cancelled request's task waiting.)
        func stop() async -> Int {
            stopping.flag.withLock { $0 = true }
            return await task.value
        }
    }

    /// The flag the loops read.
    final class Stopping: Sendable {
        let flag = Mutex(false)
        var isSet: Bool { flag.withLock { $0 } }
    }

    let server: BenchServer
    let token: String
    let connections: Int

    /// Starts the loops.
    func start() -> Running {
        let server = server
        let token = token
        let connections = connections
        let stopping = Stopping()
        return Running(
            stopping: stopping,
            task: Task {
                await withTaskGroup(of: Int.self) { group in
                    for _ in 0..<connections {
                        group.addTask {
                            var count = 0
                            while !stopping.isSet {
                                if (try? await server.send("GET", "/api/auth/me", token: token, body: nil)) == 200 {
                                    count += 1
                                }
                            }
                            return count
                        }
                    }
                    return await group.reduce(0, +)
                }
            })
    }
}
