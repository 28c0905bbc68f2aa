import Foundation
import XCTest

@testable import Harness

/// The example's scenarios from XCTest, the way a team's existing XCTest target runs them: through worker
/// processes (`passcode-app-worker`), so this process holds none of the app's state and the case runs beside any
/// other, under a plain `swift test` and `swift test --parallel` alike.
final class PasscodeAppWorkerXCTests: XCTestCase {
    func testTheExampleScenariosPassOnTwoWorkers() async throws {
        try await withTaskExecutorPreference(DispatchTaskExecutor.shared) {
            let executor = try await PasscodeAppWorkerTests.executor(workers: 2)
            let files = PasscodeAppScenarioTests.files.map { "\(PasscodeAppScenarioTests.directory)/\($0)" }
            let (code, report, output) = try await PasscodeAppWorkerTests.run(files, on: executor)
            await executor.shutDown()
            let expected = Set(PasscodeAppScenarioTests.expectedFailures.values.joined())
            XCTAssertEqual(Set(report.results.filter(\.isProblem).map(\.caseID)), expected, output)
            XCTAssertEqual(code, expected.isEmpty ? 0 : 1, output)
            XCTAssertGreaterThan(report.totals.passed, 0, output)
        }
    }
}
