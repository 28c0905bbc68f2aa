import Synchronization

/// What an executor has made from matrix headers, by header (``ScenarioCaseMemo/Header``): the session
/// configuration (device profile, policy, overrides: as costly as a step) and, for in-process sessions, the
/// ``SessionStart`` each case of the header starts from (the start-up calls cost a third of a case). The cases of a
/// matrix share a few dozen headers. Holds each header it keys on, so an identifier is never reused while it is
/// here; keeps at most ``ScenarioCaseMemo/limit`` headers and makes the rest each time.
final class SessionSetupMemo: Sendable {
    private struct Entry {
        let header: ScenarioCaseMemo.Header
        let configuration: Result<SessionConfiguration, ScenarioError>
        var start: SessionStart?
    }

    private let made = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The configuration for `document`, whose header is `header`.
    func configuration(
        for document: ScenarioDocument, header: ScenarioCaseMemo.Header, setup: ScenarioSessionSetup
    ) throws(ScenarioError) -> SessionConfiguration {
        let key = ObjectIdentifier(header)
        if let found = made.withLock({ $0[key] }) { return try found.configuration.get() }
        let result = Result { () throws(ScenarioError) in try setup.configuration(for: document) }
        made.withLock { made in
            if made.count < ScenarioCaseMemo.limit, made[key] == nil {
                made[key] = Entry(header: header, configuration: result)
            }
        }
        return try result.get()
    }

    /// The start kept for `header`'s sessions, if one was.
    func start(for header: ScenarioCaseMemo.Header) -> SessionStart? {
        made.withLock { $0[ObjectIdentifier(header)]?.start }
    }

    /// Keeps `start` for the sessions of `header`, whose configuration is already here (else nothing is kept).
    func keep(_ start: SessionStart, for header: ScenarioCaseMemo.Header) {
        made.withLock { $0[ObjectIdentifier(header)]?.start = start }
    }
}
