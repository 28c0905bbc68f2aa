#if os(Linux)
    /// Combine on Linux: OpenCombine, which app code imports as `Combine` (`ObservableObject`, `@Published`,
    /// `AnyCancellable`, subjects and operators unchanged).
    ///
    /// The module is not called `Combine` because every module of a build shares one search path: packages that test
    /// `#if canImport(Combine)` (Yams, GRDB, OpenCombine itself) would pick it up and fail. App targets map the name
    /// with `-module-alias Combine=CombineShim` (see docs/app-code-on-linux.md); the `Combine` product is this module.
    @_exported import OpenCombine
#endif
