import Foundation
import HarnessLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text written now and read back once at the end, kept in an unlinked temporary file rather than in memory: the
/// JUnit and JSON bodies and the one-line failures of a run of any length. Writes are buffered (64 KiB).
final class ScenarioSpool {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Bytes appended so far.
    private(set) var size = 0

    /// A spool in `directory` (default: the temporary directory); the file has no name once opened.
    init(directory: String? = nil) throws {
        let base = directory ?? NSTemporaryDirectory()
        var template =
            Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast())
            + Array(".lockharness-spool-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: base, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                ])
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    deinit { close(descriptor) }

    /// Appends `text`.
    func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        size += text.utf8.count
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends what `write` appends to the spool's buffer (no string in between).
    func append(_ write: (inout [UInt8]) -> Void) throws {
        let before = buffer.count
        write(&buffer)
        size += buffer.count - before
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Hands the bytes in `range` to `sink` in chunks of up to 1 MiB, in order.
    func read(_ range: Range<Int>, into sink: ([UInt8]) throws -> Void) throws {
        try flush()
        var offset = range.lowerBound
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while offset < range.upperBound {
            let wanted = min(chunk.count, range.upperBound - offset)
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            guard got > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            try sink(Array(chunk[..<got]))
            offset += got
        }
    }

    /// Everything appended, as text (for small spools and tests).
    func text() throws -> String {
        var bytes: [UInt8] = []
        try read(0..<size) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func flush() throws {
        var start = 0
        while start < buffer.count {
            let written = buffer[start...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            start += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
