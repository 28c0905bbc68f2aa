#if os(Linux)
    // SwiftUI for view-model files on Linux: Apple's SwiftUI re-exports Foundation and Combine's observation types,
    // so `import SwiftUI` alone must bring `Date`, `DispatchQueue`, `ObservableObject` and `@Published`.
    @_exported import CombineShim
    @_exported import Foundation
#endif
