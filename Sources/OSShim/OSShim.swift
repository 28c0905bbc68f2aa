#if os(Linux)
    // `import os` on Apple's platforms brings `Logger` and `os_log` (and `os.Logger` names them unambiguously). App
    // targets map the name here with `-module-alias os=OSShim`: a module really named `os` would be found by
    // `#if canImport(os)` in swift-argument-parser (its Mutex then reaches for `os_unfair_lock`) and break it.
    @_exported import OSLog
#endif
