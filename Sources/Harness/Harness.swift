// Harness: the umbrella over the harness's modules, so `import Harness` reaches all of them.
@_exported import HarnessApps
@_exported import HarnessExplore
@_exported import HarnessLanguage
@_exported import HarnessLive
@_exported import HarnessScenarios
@_exported import HarnessSession
