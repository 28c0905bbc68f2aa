import HarnessLanguage
import HarnessSession

/// A subject's state as the expect fields read it: LockHarness's model and an app in process report a
/// ``SessionSnapshot``, a worker a `WorkerState` (HarnessApps); ``CaseEngine`` checks and compares either through this.
public protocol FieldReading {
    /// The value of the expect field named `field` (`.none` where the state has none).
    func value(of field: String) -> SnapshotValue
}

extension SessionSnapshot: FieldReading {
    /// The field's value as its vocabulary entry reads it.
    public func value(of field: String) -> SnapshotValue {
        ExpectFieldVocabulary.field(named: field)?.value(in: self) ?? .none
    }
}
