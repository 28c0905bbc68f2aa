import Harness
import Testing

@testable import HarnessLanguage
@testable import HarnessScenarios

struct DurationParsingTests {
    @Test(arguments: [
        ("10s", Duration.seconds(10)), ("500ms", .milliseconds(500)), ("16m", .seconds(960)), ("1h", .seconds(3600)),
        ("1h30m", .seconds(5400)), ("0", .zero), ("0s", .zero), ("1.5s", .milliseconds(1500)),
        ("2h 5s", .seconds(7205)),
        ("1m0.001s", .milliseconds(60_001)), ("250us", .microseconds(250)), ("7ns", .nanoseconds(7)),
    ])
    func validDurationsParse(text: String, expected: Duration) throws {
        #expect(try ScenarioDuration.parse(text) == expected)
    }

    @Test(arguments: [
        "", "-5s", "10", "ten", "5x", "30m1h", "1h1h", "1..5s", "s", "1.s", "99999999999999h", "0.0000000001s",
    ])
    func invalidDurationsAreErrors(text: String) {
        #expect(throws: ScenarioError.self) { try ScenarioDuration.parse(text) }
    }

    @Test func unknownUnitSuggestsAnother() throws {
        let error = try #require(throws: ScenarioError.self) { try ScenarioDuration.parse("5sec") }
        #expect(error.description.contains("unknown unit 'sec'"))
    }

    @Test(arguments: [
        (Duration.seconds(5400), "1h30m"), (.zero, "0s"), (.milliseconds(1500), "1s500ms"), (.seconds(60), "1m"),
    ])
    func durationsFormatInTheSameNotation(duration: Duration, text: String) throws {
        #expect(ScenarioDuration.format(duration) == text)
        #expect(try ScenarioDuration.parse(text) == duration)
    }
}
