#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random bytes from the operating system's CSPRNG, up to 256 in one call: the same source as
/// `SystemRandomNumberGenerator` (the `getrandom` system call on Linux, `arc4random_buf` on Apple platforms), which
/// costs one system call per 64-bit word. A salt is two words, and every scenario case makes several.
enum SystemRandomBytes {
    /// Fills `buffer` with random bytes.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard var next = buffer.baseAddress else { return }
        #if canImport(Darwin)
            arc4random_buf(next, buffer.count)
        #else
            // getentropy (glibc's wrapper of getrandom, declared in unistd.h) takes at most 256 bytes a call and
            // retries an interrupted call itself.
            var remaining = buffer.count
            while remaining > 0 {
                let chunk = min(remaining, 256)
                let result = getentropy(next, chunk)
                precondition(result == 0, "getentropy failed: errno \(errno)")
                next += chunk
                remaining -= chunk
            }
        #endif
    }
}
