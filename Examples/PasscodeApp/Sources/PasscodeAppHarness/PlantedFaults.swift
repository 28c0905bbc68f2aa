import Foundation
import Harness

/// `PASSCODE_APP_PLANTED_FAULTS=1` in this process's environment, read once.
private let plantedFaultsEnabled = ProcessInfo.processInfo.environment["PASSCODE_APP_PLANTED_FAULTS"] == "1"

/// Test-only faults planted in front of an app, for the worker's own tests: with `PASSCODE_APP_PLANTED_FAULTS=1`
/// in the worker's environment the app also takes `open-url`, and three links misbehave on purpose:
///
/// - `artitec://planted/hang` blocks the main thread for good (the watchdog must end the worker);
/// - `artitec://planted/crash` ends the process with `fatalError` (the case must fail with the signal);
/// - `artitec://planted/print` writes protocol-looking text to stdout (it must land in the log, not the stream).
///
/// Without the variable the declaration is the app's own, so no real suite can reach them.
@MainActor
public final class PlantedFaults<Base: AppUnderTest>: AppUnderTest {
    /// Whether the faults are on in this process (read once: it is asked on every step, and reading the
    /// environment built a dictionary of it each time, 9% of a worker bench's samples).
    public nonisolated static var enabled: Bool { plantedFaultsEnabled }

    /// The base app's declaration, with `open-url` when the faults are on.
    public nonisolated static var declaration: AppDeclaration {
        var declaration = Base.declaration
        if enabled { declaration.steps.insert("open-url") }
        return declaration
    }

    /// The app the faults stand in front of.
    public let base: Base

    /// Faults in front of `base`.
    public init(_ base: Base) { self.base = base }

    public func apply(_ input: SessionInput) async throws {
        guard Self.enabled, case .openURL(let url) = input else { return try await base.apply(input) }
        switch url {
        case "artitec://planted/hang":
            while true { sleep(1) }
        case "artitec://planted/crash":
            fatalError("planted crash")
        case "artitec://planted/print":
            print(#"{"type":"ok"} the app printed this"#)
        default:
            throw AppUnderTestError.unsupported(input)
        }
    }

    public func snapshot() async -> SessionSnapshot { await base.snapshot() }

    public func tearDown() async { await base.tearDown() }

    public var pendingWork: [String] { base.pendingWork }
}
