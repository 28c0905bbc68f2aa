#if os(Linux)
    // What an adapter names beside AppHost and HostedApp (AppDeclaration, AppUnderTestError, SessionInput,
    // SessionSnapshot, SessionConfiguration, the case executors): `import AppHarness` reaches them, so an app
    // package depends on AppHarness alone and never builds the explorer, the live session or the CLI.
    @_exported import HarnessApps
    @_exported import HarnessScenarios
    @_exported import HarnessSession
#endif
