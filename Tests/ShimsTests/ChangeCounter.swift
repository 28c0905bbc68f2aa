/// Counts `objectWillChange` events.
@MainActor final class ChangeCounter {
    var count = 0
}
