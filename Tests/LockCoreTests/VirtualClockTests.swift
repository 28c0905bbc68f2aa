import LockCore
import Testing

struct VirtualClockTests {
    @Test func advanceMovesAllThreeClocks() {
        var clock = VirtualClock()
        clock.advance(by: .seconds(90))
        #expect(clock.now().continuous == MonotonicInstant(nanoseconds: 90_000_000_000))
        #expect(clock.now().suspending == MonotonicInstant(nanoseconds: 90_000_000_000))
        #expect(clock.now().wall - WallClockInstant.defaultStart == .seconds(90))
    }

    @Test func sleepMovesContinuousAndWallButNotSuspending() {
        var clock = VirtualClock()
        clock.sleep(for: .seconds(600))
        #expect(clock.now().continuous - .zero == .seconds(600))
        #expect(clock.now().suspending == .zero)
        #expect(clock.now().wall - WallClockInstant.defaultStart == .seconds(600))
    }

    @Test func settingTheWallClockLeavesMonotonicTimeAlone() {
        var clock = VirtualClock()
        clock.advance(by: .seconds(10))
        clock.shiftWallClock(by: .seconds(-3600))
        #expect(clock.now().wall - WallClockInstant.defaultStart == .seconds(-3590))
        #expect(clock.now().continuous - .zero == .seconds(10))
        clock.setWallClock(to: WallClockInstant(secondsSince1970: 0))
        #expect(clock.now().wall.nanosecondsSince1970 == 0)
    }

    @Test func rebootChangesBootIDAndRestartsMonotonicTime() {
        var clock = VirtualClock()
        clock.advance(by: .seconds(100))
        let before = clock.now()
        clock.reboot(downtime: .seconds(30))
        #expect(clock.now().boot != before.boot)
        #expect(clock.now().boot == .virtual(2))
        #expect(clock.now().continuous == .zero)
        #expect(clock.now().wall - before.wall == .seconds(30))
    }

    @Test func liveClockReadsPlausibleValues() {
        let clock = LiveClock()
        let a = clock.now()
        let b = clock.now()
        #expect(b.continuous >= a.continuous)
        #expect(b.suspending >= a.suspending)
        #expect(a.continuous >= a.suspending)
        #expect(a.wall > WallClockInstant.defaultStart)
        #expect(!a.boot.rawValue.isEmpty)
        #expect(a.boot == b.boot)
    }

    @Test func instantArithmeticSaturatesInsteadOfTrapping() {
        let far = MonotonicInstant(nanoseconds: .max - 1) + .seconds(10)
        #expect(far.nanoseconds == .max)
        #expect(Duration.seconds(Int64.max).nanosecondsClamped == .max)
    }
}
