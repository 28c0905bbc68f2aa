import Synchronization

/// The session configurations an executor has made from matrix headers, by header (``ScenarioCaseMemo/Header``):
/// the cases of a matrix share a few dozen headers, and making a configuration (device profile, policy, overrides)
/// cost as much as a step. Holds each header it keys on, so an identifier is never reused while it is here; keeps at
/// most ``ScenarioCaseMemo/limit`` configurations and makes the rest each time.
final class SessionConfigurationMemo: Sendable {
    private let made = Mutex<[ObjectIdentifier: (ScenarioCaseMemo.Header, Result<SessionConfiguration, ScenarioError>)]>([:])

    /// The configuration for `document`, whose header is `header`.
    func configuration(
        for document: ScenarioDocument, header: ScenarioCaseMemo.Header, setup: ScenarioSessionSetup
    ) throws(ScenarioError) -> SessionConfiguration {
        let key = ObjectIdentifier(header)
        if let (_, found) = made.withLock({ $0[key] }) { return try found.get() }
        let result = Result { () throws(ScenarioError) in try setup.configuration(for: document) }
        made.withLock { made in
            if made.count < ScenarioCaseMemo.limit { made[key] = (header, result) }
        }
        return try result.get()
    }
}
