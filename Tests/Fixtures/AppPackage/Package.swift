// swift-tools-version: 6.3
// The smallest app package over LockHarness (issue 46 item 6): an app target over the shims, an adapter over
// AppHarness and a worker over AppWorker, and nothing of the CLI, the explorer or the live session. Its first clean
// build is the figure docs/app-code-on-linux.md states for an app package. Linux only (the shims exist only there).
import Foundation
import PackageDescription

/// The LockHarness checkout three levels up: a path dependency is named after its directory.
let lockHarness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "AppPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../../..")],
    targets: [
        // The app's code, as an iOS team writes it.
        .target(
            name: "LockApp",
            dependencies: ["LocalAuthentication", "Security", "Combine", "SwiftUI"].map {
                .product(name: $0, package: lockHarness)
            },
            swiftSettings: [.unsafeFlags(["-module-alias", "Combine=CombineShim"])]
        ),
        // The adapter: the app under AppHost.
        .target(
            name: "LockAppHarness",
            dependencies: ["LockApp", .product(name: "AppHarness", package: lockHarness)]
        ),
        // The app as a worker for `lockharness run --app`.
        .executableTarget(
            name: "lock-app-worker",
            dependencies: [
                "LockAppHarness", .product(name: "AppHarness", package: lockHarness),
                .product(name: "AppWorker", package: lockHarness),
            ]
        ),
    ]
)
