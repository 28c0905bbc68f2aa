// The scenario language (documents, matrices, the vocabularies) is its own module; `import HarnessScenarios`
// reaches it too, so a runner's user names ScenarioDocument and ScenarioRunner through one import.
@_exported import HarnessLanguage
