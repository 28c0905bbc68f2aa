import Biometrics
import LockCore
import LockFlows

/// A parsed scenario step: an input for the session, or an assertion on its snapshot.
public enum ScenarioStepKind: Sendable, Hashable {
    /// Something to do.
    case input(SessionInput)
    /// Fields that must hold, in order of appearance.
    case expect([ExpectedField])
    /// An input the session must refuse (a screen that is not showing, an app that is not running).
    case refused(SessionInput)
}

/// One `expect` field: name, wanted value, and where it was written.
public struct ExpectedField: Sendable, Hashable {
    /// The snapshot field.
    public var name: String
    /// The value wanted.
    public var value: SnapshotValue
    /// Where the field was written.
    public var location: ScenarioSourceLocation

    /// A field expectation.
    public init(name: String, value: SnapshotValue, location: ScenarioSourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
