/// When a LocalAuthentication prompt is answered.
public enum PromptMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// At once, by the sensor's script and matching mode (the reply runs before `evaluatePolicy` returns).
    case immediate
    /// Held on screen until the harness answers it (``SimulatedPhone/answerHeldPrompt()``) or cancels it
    /// (``SimulatedPhone/cancelHeldPrompt(with:ticket:)``, `LAContext.invalidate()`); meanwhile it is "in flight".
    /// Keychain prompts are always answered at once (the Security calls are synchronous).
    case held
}
