import OSLog
import SimulatedPhone
import Testing

/// The corpus's behaviour tests share the process-wide simulated phone, `UIApplication.shared` and the log store:
/// one serialized suite (each test starts from ``fresh(_:)``; UIKit tests also reset the application).
@Suite(.serialized) struct CorpusTests {
    /// A fresh Face ID phone (passcode set, a face enrolled, matching) and an empty log.
    static func fresh(_ change: ((inout SimulatedPhoneState) -> Void)? = nil) {
        SimulatedPhone.current.reset()
        if let change { SimulatedPhone.current.update { change(&$0) } }
        SimulatedLogStore.drain()
    }
}
