import LockCore
import Testing

struct LockPolicyTests {
    @Test func presetsAreReachableByName() throws {
        #expect(try LockPolicy.preset(named: "seed") == .seed)
        #expect(try LockPolicy.preset(named: "hardened") == .hardened)
        #expect(try LockPolicy.preset(named: "seed-grace").timeoutOverride == LockTimeout(seconds: 5))
    }

    @Test func unknownPresetNamesTheFieldAndTheChoices() {
        #expect(
            throws: LockConfigurationError(
                field: "policy", value: "'hardend'", expected: "one of seed, seed-grace, hardened")
        ) {
            try LockPolicy.preset(named: "hardend")
        }
    }

    @Test func seedPresetIsTheSeedsBehaviour() {
        let seed = LockPolicy.seed
        #expect(seed.timeoutOverride == nil)
        #expect(!seed.lockOnColdLaunch)
        #expect(seed.elapsedTime == .wallClock)
        #expect(seed.passcodeDelays == .none)
        #expect(seed.passcodeAttemptLimit == nil)
        #expect(seed.localVerifier == .legacySHA256)
        #expect(LockTimeout.seedDefault.wholeMinutes == 15)
    }

    @Test func hardenedScheduleIsIOSLike() {
        let schedule = LockPolicy.hardened.passcodeDelays
        #expect((1...4).map { schedule.delay(afterFailures: $0) } == Array(repeating: .zero, count: 4))
        #expect(schedule.delay(afterFailures: 5) == .seconds(60))
        #expect(schedule.delay(afterFailures: 6) == .seconds(300))
        #expect(schedule.delay(afterFailures: 8) == .seconds(900))
        #expect(schedule.delay(afterFailures: 9) == .seconds(3600))
        #expect(schedule.delay(afterFailures: 50) == .seconds(3600))
        #expect(LockPolicy.hardened.passcodeAttemptLimit == 10)
    }

    @Test(arguments: [-1, 1441, Int.max, Int.min])
    func outOfRangeTimeoutMinutesAreRefused(minutes: Int) {
        #expect(throws: LockConfigurationError(field: "timeoutMinutes", value: String(minutes), expected: "0...1440")) {
            try LockTimeout(minutes: minutes)
        }
    }

    @Test(arguments: [0, 1, 15, 1440])
    func timeoutMinutesAreAcceptedUpTo1440Inclusive(minutes: Int) throws {
        #expect(try LockTimeout(minutes: minutes).duration == .seconds(minutes * 60))
        #expect(LockTimeout.minuteRange.contains(minutes))
    }

    @Test func theMinuteAndSecondRangesFollowTheDurationRange() throws {
        #expect(LockTimeout.minuteRange == 0...1440)
        #expect(LockTimeout.secondRange == 0...86_400)
        #expect(try LockTimeout(seconds: 86_400).duration == LockTimeout.range.upperBound)
        #expect(throws: LockConfigurationError.self) { try LockTimeout(seconds: 86_401) }
    }

    @Test func outOfRangeDurationsNameTheField() {
        #expect {
            try LockTimeout(.seconds(-1), field: "policy.timeout")
        } throws: { error in
            "\(error)".hasPrefix("policy.timeout: ") && "\(error)".contains("24 hours")
        }
        #expect(throws: LockConfigurationError.self) {
            try PasscodeDelaySchedule(delays: [.zero, .seconds(90_000)])
        }
    }

    @Test func outOfRangeAttemptLimitIsRefused() {
        var policy = LockPolicy.hardened
        policy.passcodeAttemptLimit = 0
        #expect(throws: LockConfigurationError(field: "policy.passcodeAttemptLimit", value: "0", expected: "1...100")) {
            try policy.validate()
        }
    }
}
