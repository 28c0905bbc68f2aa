#if os(Linux)
/// Combine on Linux: OpenCombine under Apple's module name, so `import Combine` in app code brings
/// `ObservableObject`, `@Published`, `AnyCancellable`, subjects and operators unchanged.
@_exported import OpenCombine
#endif
