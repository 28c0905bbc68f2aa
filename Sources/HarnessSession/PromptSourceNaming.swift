/// An external sensor that names where its prompts' answers come from, for the session's notes ("replayed from the
/// reader recording"); a sensor that does not conform is a real reader ("on the real reader").
package protocol PromptSourceNaming: Sendable {
    /// Where the answers come from, as the note says it after "prompt for cycle N".
    var promptSource: String { get }
}
