import HarnessLanguage
import HarnessSession
import Synchronization

/// What an executor has made from matrix headers, by header (``ScenarioCaseMemo/Header``): the session
/// configuration (device profile, policy, overrides: as costly as a step) and, for in-process sessions, the
/// ``SessionStart`` each case of the header starts from (the start-up calls cost a third of a case). The cases of a
/// matrix share a few dozen headers. Holds each header it keys on, so an identifier is never reused while it is
/// here; keeps at most ``ScenarioCaseMemo/limit`` headers and makes the rest each time.
final class SessionSetupMemo: Sendable {
    /// What was made from one header: shared by reference, so a case's lookup copies nothing.
    final class Made: Sendable {
        let header: ScenarioCaseMemo.Header
        /// The configuration, or `nil` when making it failed with ``error``.
        let configuration: SessionConfiguration?
        let error: ScenarioError?
        private let start = Mutex<SessionStart?>(nil)

        init(header: ScenarioCaseMemo.Header, configuration: Result<SessionConfiguration, ScenarioError>) {
            self.header = header
            switch configuration {
            case .success(let made): (self.configuration, error) = (made, nil)
            case .failure(let failure): (self.configuration, error) = (nil, failure)
            }
        }

        /// Where the header's sessions start, once the first one has started.
        var keptStart: SessionStart? { start.withLock { $0 } }

        /// Keeps where the header's sessions start.
        func keep(_ start: SessionStart) { self.start.withLock { $0 = start } }
    }

    private let made = Mutex<[ObjectIdentifier: Made]>([:])

    /// What was made for `prepared`'s header: found, or made now (and kept, below the limit).
    func made(for prepared: ScenarioCasePreparation, setup: ScenarioSessionSetup) -> Made {
        let header = prepared.header
        let key = ObjectIdentifier(header)
        if let found = made.withLock({ $0[key] }) { return found }
        let new = Made(
            header: header,
            configuration: Result { () throws(ScenarioError) in try setup.configuration(for: prepared.headerDocument) })
        return made.withLock { made in
            if let raced = made[key] { return raced }
            if made.count < ScenarioCaseMemo.limit { made[key] = new }
            return new
        }
    }
}
