import HarnessApps
import HarnessScenarios
import HarnessSession
import LockCore
import SimulatedPhone

/// A team's app as the explorer's target: its adapter's snapshot with the phone's fields (sensor, prompts) read
/// from the simulated phone, and the phone's clocks.
@MainActor
public final class AppExploreTarget: ExploreTarget {
    /// The app under test.
    public let app: any AppUnderTest
    /// The phone its shims use.
    public let phone: SimulatedPhone
    private let declared: Set<String>

    /// A target over `app`, whose shims use `phone`.
    public init(_ app: any AppUnderTest, phone: SimulatedPhone = .current) {
        self.app = app
        self.phone = phone
        self.declared = type(of: app).declaration.fields
    }

    public func apply(_ input: SessionInput) async throws { try await app.apply(input) }

    public func snapshot() async -> SessionSnapshot {
        var snapshot = await app.snapshot()
        PhoneFields.fill(&snapshot, from: phone.state, except: declared)
        return snapshot
    }

    public func clockReading() async -> ClockReading { phone.state.now }

    public func finish() async { await app.tearDown() }
}

/// How the explorer reaches a team's app: what its adapter declares (only declared steps are tried) and how each
/// run's app is made.
public struct ExploreApp: Sendable {
    /// What the app has.
    public var declaration: AppDeclaration
    /// Makes a fresh app for a run in `configuration`.
    public var make: @Sendable @MainActor (SessionConfiguration) async throws -> AppExploreTarget

    /// An app of type `app` made by `make` (with the process-wide phone).
    public init(app: any AppUnderTest.Type, make: @escaping AppCaseExecutor.Factory) {
        self.declaration = app.declaration
        self.make = { configuration in AppExploreTarget(try await make(configuration)) }
    }
}
