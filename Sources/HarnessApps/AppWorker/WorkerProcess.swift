import Dispatch
import Foundation
import HarnessScenarios
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One app worker process seen from the harness: its stdin takes request lines, a reader thread turns its stdout
/// into replies (keeping `stalled` events aside), another keeps the last lines of its stderr (the app's log).
/// A request waits for its reply at most a given time; past it the answer is ``Answer/timedOut`` and the caller
/// kills the process.
public final class WorkerProcess: Sendable {
    /// What came back for a request.
    public enum Answer: Sendable {
        /// A protocol line.
        case reply(WorkerReply)
        /// A line that is not one.
        case garbage(String)
        /// The process ended before replying.
        case exited(WorkerExit)
        /// No reply within the limit.
        case timedOut
    }

    private struct State {
        var waiting: (sequence: Int, continuation: CheckedContinuation<Answer, Never>)?
        var queued: [Answer] = []
        var sequence = 0
        var exit: WorkerExit?
        var stalled: WorkerReply?
        var stderrTail: [String] = []
        var inputClosed = false
        var exitWaiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The executable as given.
    public let executable: String
    /// The process id.
    public let pid: pid_t
    private let input: Int32
    private let state = Mutex(State())
    private static let stderrLines = 200

    /// Starts `executable` with `arguments`, its environment `environment` added to the harness's.
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        self.executable = executable
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        let (stdinPipe, stdoutPipe, stderrPipe) = (try Self.pipe(), try Self.pipe(), try Self.pipe())
        pid = try Self.spawn(
            executable, arguments: arguments, environment: merged,
            descriptors: (stdinPipe.read, stdoutPipe.write, stderrPipe.write))
        for descriptor in [stdinPipe.read, stdoutPipe.write, stderrPipe.write] { close(descriptor) }
        input = stdinPipe.write
        let (stdout, stderr) = (stdoutPipe.read, stderrPipe.read)
        // The process's end is watched apart from its stdout, which a child it started may hold open.
        let stdoutClosed = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            readLines(stdout) { self.received($0) }
            stdoutClosed.signal()
        }
        Thread.detachNewThread { [self] in ended(stdoutClosed: stdoutClosed) }
        Thread.detachNewThread { [self] in readLines(stderr) { self.logged($0) } }
    }

    deinit { finish() }

    /// Sends `request` and waits up to `timeout` (real time) for its reply.
    public func send(_ request: WorkerRequest, timeout: Duration) async -> Answer {
        let sequence = state.withLock { state -> Int in
            state.sequence += 1
            state.stalled = nil
            if request.type == .beginCase { state.stderrTail = [] }
            return state.sequence
        }
        write(Array((request.line + "\n").utf8))
        return await wait(sequence: sequence, timeout: timeout)
    }

    /// Writes `requests` in one write without waiting: the worker takes them one after another, and their answers
    /// come in order, each taken with ``next(timeout:)``. A case's steps posted at once cost the worker no wait for
    /// the harness between them (the pipe round trip per step was most of a case's time).
    public func post(_ requests: [WorkerRequest]) {
        guard !requests.isEmpty else { return }
        state.withLock { $0.stalled = nil }
        write(Array(requests.map { $0.line + "\n" }.joined().utf8))
    }

    /// The answer to the oldest request posted and not yet answered, waiting at most `timeout` (real time) from now.
    public func next(timeout: Duration) async -> Answer {
        let sequence = state.withLock { state -> Int in
            state.sequence += 1
            state.stalled = nil
            return state.sequence
        }
        return await wait(sequence: sequence, timeout: timeout)
    }

    private func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count, !state.withLock({ $0.inputClosed }) {
            let written = bytes[offset...].withUnsafeBytes { Glibc_write(input, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }  // the process is gone: its exit answers
            offset += written
        }
    }

    /// The next answer for request `sequence`, or ``Answer/timedOut`` after `timeout`.
    private func wait(sequence: Int, timeout: Duration) async -> Answer {
        await withCheckedContinuation { continuation in
            let immediate = state.withLock { state -> Answer? in
                if !state.queued.isEmpty { return state.queued.removeFirst() }
                if let exit = state.exit { return .exited(exit) }
                state.waiting = (sequence, continuation)
                return nil
            }
            if let immediate { return continuation.resume(returning: immediate) }
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Int(clamping: seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
                let expired = self.state.withLock { state -> CheckedContinuation<Answer, Never>? in
                    guard let waiting = state.waiting, waiting.sequence == sequence else { return nil }
                    state.waiting = nil
                    return waiting.continuation
                }
                expired?.resume(returning: .timedOut)
            }
        }
    }

    /// Waits up to `timeout` for the first line (the hello), sending nothing.
    public func awaitFirstLine(timeout: Duration) async -> Answer {
        let sequence = state.withLock { state -> Int in
            state.sequence += 1
            return state.sequence
        }
        return await wait(sequence: sequence, timeout: timeout)
    }

    /// The last `stalled` event since the current request was sent (the step's pending work), if any.
    public var stalled: WorkerReply? { state.withLock { $0.stalled } }

    /// The last lines the worker wrote to stderr since the current case began (the app's output, a crash report).
    public var stderrTail: [String] { state.withLock { $0.stderrTail } }

    /// How the process ended, once it has.
    public var exit: WorkerExit? { state.withLock { $0.exit } }

    /// Asks the process for its threads' stacks: `SIGQUIT`, which the Swift runtime's backtracer answers by writing
    /// every thread's stack to stderr and ending the process.
    public func quit() { _ = Glibc_kill(pid, SIGQUIT) }

    /// Ends the process at once (`SIGKILL`).
    public func kill() { _ = Glibc_kill(pid, SIGKILL) }

    /// Closes its stdin: a worker then ends its app and exits.
    public func finish() {
        let open = state.withLock { state -> Bool in
            defer { state.inputClosed = true }
            return !state.inputClosed
        }
        if open { close(input) }
    }

    /// Waits (real time, up to `timeout`) until the process has ended. (A Dispatch timer, not `Task.sleep`: in a
    /// process where AppTimeline is installed, a sleep could land on an app's virtual timeline.)
    public func waitForExit(timeout: Duration = .seconds(5)) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let waiting = state.withLock { state -> Bool in
                guard state.exit == nil else { return false }
                state.exitWaiters.append(continuation)
                return true
            }
            guard waiting else { return continuation.resume() }
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = Int(clamping: seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
                let waiters = self.state.withLock { state in
                    defer { state.exitWaiters = [] }
                    return state.exitWaiters
                }
                for waiter in waiters { waiter.resume() }
            }
        }
    }

    private func received(_ line: String) {
        let answer: Answer
        if let reply = WorkerProtocol.reply(from: line) {
            if reply.type == .stalled { return state.withLock { $0.stalled = reply } }
            answer = .reply(reply)
        } else {
            answer = .garbage(line)
        }
        deliver(answer)
    }

    private func logged(_ line: String) {
        state.withLock { state in
            state.stderrTail.append(line)
            if state.stderrTail.count > Self.stderrLines { state.stderrTail.removeFirst() }
        }
    }

    private func ended(stdoutClosed: DispatchSemaphore) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Its last replies first (at most 100 ms: a child may keep the pipe open).
        _ = stdoutClosed.wait(timeout: .now() + .milliseconds(100))
        let exit: WorkerExit =
            (status & 0x7f) == 0 ? .status((status >> 8) & 0xff) : .signal(status & 0x7f)
        // Let the stderr reader take the last lines (a crash report) before anyone reads them.
        usleep(20_000)
        let (waiting, exitWaiters) = state.withLock { state in
            state.exit = exit
            defer { (state.waiting, state.exitWaiters) = (nil, []) }
            return (state.waiting?.continuation, state.exitWaiters)
        }
        waiting?.resume(returning: .exited(exit))
        for waiter in exitWaiters { waiter.resume() }
    }

    private func deliver(_ answer: Answer) {
        let waiting = state.withLock { state -> CheckedContinuation<Answer, Never>? in
            guard let waiting = state.waiting else {
                state.queued.append(answer)
                return nil
            }
            state.waiting = nil
            return waiting.continuation
        }
        waiting?.resume(returning: answer)
    }
}

/// Reads `descriptor` to its end, line by line (a last line without a newline included), then closes it.
private func readLines(_ descriptor: Int32, _ line: (String) -> Void) {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        var start = buffer.count
        buffer.append(contentsOf: chunk[0..<count])
        var lineStart = 0
        while let newline = buffer[start...].firstIndex(of: 0x0A) {
            line(String(decoding: buffer[lineStart..<newline], as: UTF8.self))
            lineStart = newline + 1
            start = lineStart
        }
        if lineStart > 0 { buffer.removeFirst(lineStart) }
    }
    if !buffer.isEmpty { line(String(decoding: buffer, as: UTF8.self)) }
    close(descriptor)
}

private func Glibc_kill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
