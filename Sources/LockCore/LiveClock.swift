#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's clocks, for real runs: `CLOCK_BOOTTIME`/`CLOCK_MONOTONIC` on Linux,
/// `CLOCK_MONOTONIC`/`CLOCK_UPTIME_RAW` on Darwin, `CLOCK_REALTIME`, and the kernel's boot id.
public struct LiveClock: ClockSource {
    /// The boot id, read once (it cannot change while the process runs).
    public let boot: BootID

    /// Reads the boot id.
    public init() { self.boot = Self.readBootID() }

    public func now() -> ClockReading {
        // Suspending first: continuous time is suspending time plus sleep, so this order keeps continuous >= suspending.
        #if canImport(Darwin)
            let suspending = Self.read(CLOCK_UPTIME_RAW)
            let continuous = Self.read(CLOCK_MONOTONIC)
        #else
            let suspending = Self.read(CLOCK_MONOTONIC)
            let continuous = Self.read(CLOCK_BOOTTIME)
        #endif
        return ClockReading(
            continuous: MonotonicInstant(nanoseconds: continuous),
            suspending: MonotonicInstant(nanoseconds: suspending),
            wall: WallClockInstant(nanosecondsSince1970: Self.read(CLOCK_REALTIME)),
            boot: boot)
    }

    private static func read(_ id: clockid_t) -> Int64 {
        var spec = timespec()
        clock_gettime(id, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    private static func readBootID() -> BootID {
        #if os(Linux)
            if let file = fopen("/proc/sys/kernel/random/boot_id", "r") {
                defer { fclose(file) }
                var buffer = [CChar](repeating: 0, count: 64)
                if fgets(&buffer, Int32(buffer.count), file) != nil {
                    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    let trimmed = String(text.filter { !$0.isWhitespace })
                    if !trimmed.isEmpty { return BootID(trimmed) }
                }
            }
        #endif
        // Fall back to the boot time in whole seconds, which is stable within one boot.
        let bootSeconds = (read(CLOCK_REALTIME) - read(CLOCK_BOOTTIME_OR_MONOTONIC)) / 1_000_000_000
        return BootID("boot-at-\(bootSeconds)")
    }

    #if canImport(Darwin)
        private static let CLOCK_BOOTTIME_OR_MONOTONIC = CLOCK_MONOTONIC
    #else
        private static let CLOCK_BOOTTIME_OR_MONOTONIC = CLOCK_BOOTTIME
    #endif
}
