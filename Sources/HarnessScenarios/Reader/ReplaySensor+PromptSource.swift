import HarnessLanguage
import HarnessSession

extension ReplaySensor: PromptSourceNaming {
    /// The session notes a replayed prompt as such, not as the real reader's.
    package nonisolated var promptSource: String { "replayed from the reader recording" }
}
