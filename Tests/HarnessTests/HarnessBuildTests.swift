import Testing
@testable import Harness
@Test func HarnessBuilds() { #expect(Bool(true)) }
