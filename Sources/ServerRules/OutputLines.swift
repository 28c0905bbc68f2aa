import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server's own output (the printed outbox, reports), written so that it is never on the request path and never
/// fatal: ``write(_:)`` only queues the line and returns; a thread of its own writes the queue to the file
/// descriptor. When the queue holds ``capacity`` lines (a pipe nobody reads), new lines are dropped and counted, and
/// the next line written says how many were lost. A closed pipe (`EPIPE`) or any other write error ends the writing:
/// later lines are dropped too. `SIGPIPE` is ignored for the process once the first writer exists, so a closed
/// pipe is an error code here, not a signal that kills the server.
/// ```swift
/// OutputLines.standardOutput.write("outbox: dev@example.com artitec://reset-password?token=...")
/// ```
public final class OutputLines: Sendable {
    private struct State {
        var queue: [String] = []
        var dropped = 0
        var droppedInAll = 0
        var broken = false
        var writing = false
    }

    /// Standard output (created, with its thread, on first use).
    public static let standardOutput = OutputLines(fileDescriptor: 1)
    /// Standard error (created, with its thread, on first use).
    public static let standardError = OutputLines(fileDescriptor: 2)

    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// The most lines waiting at once; more are dropped and counted.
    public let capacity: Int
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// A writer to `fileDescriptor` holding at most `capacity` waiting lines.
    public init(fileDescriptor: Int32, capacity: Int = 4096) {
        self.fileDescriptor = fileDescriptor
        self.capacity = capacity
        signal(SIGPIPE, SIG_IGN)
        Thread.detachNewThread { [self] in drain() }
    }

    /// Queues `line` (a newline is added) and returns at once; drops it when the queue is full or writing failed.
    public func write(_ line: String) {
        let queued = state.withLock { state in
            guard !state.broken, state.queue.count < capacity else {
                state.dropped += 1
                state.droppedInAll += 1
                return false
            }
            state.queue.append(line)
            return true
        }
        if queued { wake.signal() }
    }

    /// Lines dropped so far (queue full, or the descriptor failed).
    public var dropped: Int { state.withLock { $0.droppedInAll } }

    /// Waits until every queued line was written (or writing failed), at most `timeout`; for a message printed
    /// just before the process exits.
    public func flush(timeout: Duration = .seconds(1)) {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, state.withLock({ !$0.broken && (!$0.queue.isEmpty || $0.writing) }) {
            usleep(1000)
        }
    }

    private func drain() {
        while true {
            wake.wait()
            let (lines, dropped) = state.withLock { state -> ([String], Int) in
                defer {
                    state.queue.removeAll(keepingCapacity: true)
                    state.dropped = 0
                }
                state.writing = !state.queue.isEmpty
                return (state.queue, state.dropped)
            }
            guard !lines.isEmpty else { continue }
            var text = dropped > 0 ? "(\(dropped) earlier lines dropped: this output was not being read)\n" : ""
            text += lines.joined(separator: "\n") + "\n"
            let written = writeAll(Array(text.utf8))
            state.withLock { state in
                state.writing = false
                if !written { state.broken = true }
            }
        }
    }

    /// Writes every byte, retrying after interrupts and short writes; false on any error (`EPIPE` included).
    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(fileDescriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
