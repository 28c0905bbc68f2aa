import Foundation
import HarnessScenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension WorkerProcess {
    /// Held while a worker's pipes are made and it is spawned.
    static let spawnLock = NSLock()

    /// A pipe whose ends are closed in spawned children (each child gets only its own, through `dup2`).
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        // Workers are started under `spawnLock`, so no other worker's spawn sees these ends before they are marked.
        guard ends.withUnsafeMutableBufferPointer({ systemPipe($0.baseAddress!) }) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Starts `executable` (a path, or a name looked up in `PATH`) with its stdin, stdout and stderr on
    /// `descriptors`.
    static func spawn(
        _ executable: String, arguments: [String], environment: [String: String],
        descriptors: (stdin: Int32, stdout: Int32, stderr: Int32)
    ) throws -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, descriptors.stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors.stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, descriptors.stderr, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        guard status == 0 else {
            throw WorkerError.notAWorker(
                executable: executable, problem: "it could not be started (\(String(cString: strerror(status))))",
                printed: "")
        }
        return pid
    }
}

private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 { pipe(ends) }
