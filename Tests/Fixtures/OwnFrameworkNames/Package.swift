// swift-tools-version: 6.3
// An app package with its own targets named like Apple's frameworks (`OSLog`, `Security`, `UIKit`, `SwiftUI`,
// `CryptoKit`: a logging or keychain wrapper), depending on LockHarness's shims through `moduleAliases:`
// (docs/app-code-on-linux.md, "When your package has its own OSLog/Security/... target"). `swift run
// own-names-check` builds it and checks that the app's unchanged `import OSLog` (and the others) reach the shims.
// Linux only (the shims exist only there).
import Foundation
import PackageDescription

/// The LockHarness checkout three levels up: a path dependency is named after its directory.
let lockHarness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

/// LockHarness's modules that share a name with a target of this package, under new names. SwiftPM wants target
/// names unique across the whole graph, whether or not a target is used, so every one is renamed.
let renamed = [
    "OSLog": "LockHarnessOSLog", "Security": "LockHarnessSecurity", "UIKit": "LockHarnessUIKit",
    "SwiftUI": "LockHarnessSwiftUI", "CryptoKit": "LockHarnessCryptoKit",
]

/// What a target whose files mean the shims by Apple's names adds (and one that depends on a target of this package
/// with such a name must not): SwiftPM passes these flags itself only to some targets (see the docs).
let shimNames: SwiftSetting = .unsafeFlags(
    renamed.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] })

/// A LockHarness product with the renamed modules among its targets (and their dependencies) aliased.
func shim(_ product: String, renaming modules: [String]) -> Target.Dependency {
    .product(name: product, package: lockHarness, moduleAliases: renamed.filter { modules.contains($0.key) })
}

let package = Package(
    name: "OwnFrameworkNames",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../../..")],
    targets: [
        // The team's own targets, named like Apple's frameworks.
        .target(name: "OSLog"),
        .target(name: "Security"),
        .target(name: "UIKit"),
        .target(name: "SwiftUI"),
        .target(name: "CryptoKit"),
        // The app's code, unchanged from iOS: `import OSLog` (and the others) mean the shims here.
        .target(
            name: "LockApp",
            dependencies: [
                shim("LocalAuthentication", renaming: ["Security"]), shim("Security", renaming: ["Security"]),
                shim("OSLog", renaming: ["OSLog"]), shim("UIKit", renaming: ["UIKit", "Security"]),
                shim("SwiftUI", renaming: ["SwiftUI"]), shim("CryptoKit", renaming: ["CryptoKit"]),
            ],
            swiftSettings: [.unsafeFlags(["-module-alias", "Combine=CombineShim"]), shimNames]
        ),
        // A target that uses both: `import OSLog` is the team's, `import LockHarnessOSLog` the shim.
        .target(name: "TeamSupport", dependencies: ["OSLog", shim("OSLog", renaming: ["OSLog"])]),
        // The adapter: AppHarness (whose SwiftUI is renamed too), `SwiftUI.ScenePhase` the shim's.
        .target(
            name: "LockAppHarness",
            dependencies: [
                "LockApp", shim("AppHarness", renaming: ["SwiftUI"]), shim("SwiftUI", renaming: ["SwiftUI"]),
            ],
            swiftSettings: [shimNames]
        ),
        .executableTarget(
            name: "own-names-check",
            dependencies: [
                "LockApp", "TeamSupport", "LockAppHarness", shim("OSLog", renaming: ["OSLog"]),
                shim("UIKit", renaming: ["UIKit", "Security"]),
            ],
            swiftSettings: [shimNames]
        ),
    ]
)
