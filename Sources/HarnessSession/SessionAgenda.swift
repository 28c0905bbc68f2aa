import LockCore
import LockFlows

/// What one input still has to do on an ``AppSession``'s timeline, as a value: the events to apply, the effects to
/// perform, depth first, and how far the timers are to be fired once nothing else is left.
///
/// The session works through an agenda without suspending (``AppSession/proceed(_:)``) and stops only at an effect
/// that leaves the process (the API, a real reader, the backend's controls); once that effect is awaited, its answer
/// goes on the agenda and the work goes on where it stopped. A simulated case therefore runs its steps without an
/// `async` call each, in the same order as if every effect were awaited in turn.
package struct SessionAgenda {
    /// One piece of work: kept as small as an event or an effect (the held answer is `indirect`), since every item is
    /// copied onto the agenda and off it.
    enum Item {
        /// Apply an event to the model; its effects come next, in order.
        case event(SessionEvent)
        /// Perform an effect.
        case effect(SessionEffect)
        /// Schedule a timer after `delay`.
        case schedule(SessionTimer, after: Duration)
        /// Schedule the next attempt of the simulated sensor's prompt for `cycle`, after the sensor's latency then.
        case nextSensorAttempt(cycle: Int)
        /// Hold an API answer (a service or password-reset answer event) back for `latency`, then deliver it.
        indirect case holdAnswer(SessionEvent, after: Duration)
        /// Restart the device: the clocks, and every timer dropped.
        case reboot(downtime: Duration)
    }

    /// Which timers fire once no other work is left.
    enum TimerFiring {
        /// None (an event sent from outside a step).
        case none
        /// Those due now, and those they schedule for now.
        case dueNow
        /// Each one due by `instant`, at its own deadline; then time moves on to `instant`.
        case until(MonotonicInstant)
    }

    /// The work left, next last.
    private var stack: [Item] = []
    /// Which timers fire once ``stack`` is empty.
    var timers: TimerFiring

    /// An agenda that fires `timers` once its work is done, keeping its work in `storage` (an empty array whose
    /// capacity it reuses: a session hands the same one to each of its inputs' agendas).
    init(timers: TimerFiring, storage: [Item] = []) {
        self.timers = timers
        self.stack = storage
    }

    /// Puts `items` before everything left, in order.
    mutating func push(_ items: [Item]) {
        stack.append(contentsOf: items.reversed())
    }

    /// Puts one item before everything left.
    mutating func push(_ item: Item) {
        stack.append(item)
    }

    /// Puts `first`, then `second`, before everything left.
    mutating func push(_ first: Item, then second: Item) {
        stack.append(second)
        stack.append(first)
    }

    /// Gives the agenda's storage (empty once its work is done) to `spare`, for the next agenda.
    mutating func handBackStorage(to spare: inout [Item]) {
        stack.removeAll(keepingCapacity: true)
        swap(&stack, &spare)
    }

    /// Puts `effects` before everything left, in order.
    mutating func push(effects: [SessionEffect]) {
        guard !effects.isEmpty else { return }
        stack.reserveCapacity(stack.count + effects.count)
        for effect in effects.reversed() { stack.append(.effect(effect)) }
    }

    /// The next piece of work, if any is left.
    mutating func next() -> Item? { stack.popLast() }

    /// The latest deadline a timer may have to fire now, with the clock at `now`; `nil` when no timer fires.
    func timerLimit(now: MonotonicInstant) -> MonotonicInstant? {
        switch timers {
        case .none: return nil
        case .dueNow: return now
        case .until(let instant): return instant
        }
    }
}
