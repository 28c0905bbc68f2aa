import Testing
@testable import LockFlows
@Test func LockFlowsBuilds() { #expect(Bool(true)) }
