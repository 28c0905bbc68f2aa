import HarnessLanguage
/// The shape of the JUnit file `--junit` writes.
///
/// Both flavours put a case's parameters in its `<system-out>` (`parameters: device=pixel-8 outcome=success`).
public enum ScenarioJUnitFlavor: String, Sendable, Equatable, CaseIterable {
    /// Valid against Jenkins' `junit-10.xsd` (the default): no `<properties>` inside `<testcase>`, no `file`
    /// attribute, no `skipped` on `<testsuites>`.
    case strict
    /// `strict` plus one `<properties>` element per `<testcase>` with the parameters, for tools that read them
    /// (not valid against `junit-10.xsd`).
    case properties
}
