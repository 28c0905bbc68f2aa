import Biometrics
import HarnessSession
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
    public var name: String {
        didSet { part = Self.part(of: name) }
    }
    /// The value wanted.
    public var value: SnapshotValue
    /// Where the field was written.
    public var location: ScenarioSourceLocation
    /// The snapshot group the field is in (worked out from the name once, not at every check).
    private(set) var part: SessionSnapshot.Parts

    /// A field expectation.
    public init(name: String, value: SnapshotValue, location: ScenarioSourceLocation) {
        self.name = name
        self.value = value
        self.location = location
        self.part = Self.part(of: name)
    }

    /// The group of field `name` (every group for a name that is not a field: nothing is left out for it).
    private static func part(of name: String) -> SessionSnapshot.Parts {
        ExpectFieldVocabulary.field(named: name)?.part ?? .all
    }

    /// The snapshot groups that hold these fields' values (``SessionSnapshot/Parts``).
    public static func parts(_ fields: [ExpectedField]) -> SessionSnapshot.Parts {
        var parts = SessionSnapshot.Parts.core
        for field in fields { parts.formUnion(field.part) }
        return parts
    }
}
