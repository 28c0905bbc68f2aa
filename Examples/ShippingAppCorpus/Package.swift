// swift-tools-version: 6.3
// A corpus of app files in the styles shipping iOS apps use (completion handlers and async/await, LAError switches
// after canEvaluatePolicy, a keychain wrapper with an OSStatus error enum and delete-then-add, UIKit lifecycle
// observers, Logger and os_log), compiled UNCHANGED against LockHarness's shims and driven through the simulated
// phone by the tests. It depends only on the app-facing products (issue 36). Linux only (the shims exist only there).
import Foundation
import PackageDescription

/// What an app target adds so that its unedited iOS files compile: `import Combine` and `import os` find the shims,
/// and files that import only Foundation see what Apple's Foundation brings (URLSession, Combine's observation
/// types, Security).
let appCodeFlags: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "Combine=CombineShim", "-module-alias", "os=OSShim"]),
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"]),
]

/// The LockHarness package this example sits in: a path dependency is named after its directory.
let lockHarness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

/// The frameworks the app's files import, as LockHarness's products.
let appFrameworks: [Target.Dependency] = [
    "LocalAuthentication", "Security", "Combine", "FoundationCompat", "UIKit", "OSLog", "os",
].map { .product(name: $0, package: lockHarness) }

let package = Package(
    name: "ShippingAppCorpus",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's files, as an iOS team writes them (Swift 5 mode, as most app targets are). Warnings are errors:
        // a call Xcode compiles silently (an unused `canEvaluatePolicy` result) must be silent here too.
        .target(
            name: "ShippingApp",
            // AppTimeline: the one file a harnessed app adds (LinuxTimeline.swift, `Date()` on the timeline).
            dependencies: appFrameworks + [.product(name: "AppTimeline", package: lockHarness)],
            swiftSettings: appCodeFlags + [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])]
        ),
        // Behaviour tests: the simulated phone and UIKit's lifecycle move, the app's files answer; the session lock
        // runs under AppHost (AppHarness, Harness), which posts UIKit's notifications as iOS does.
        .testTarget(
            name: "ShippingAppTests",
            dependencies: ["ShippingApp"] + appFrameworks
                + ["SimulatedPhone", "Biometrics", "AppHarness", "Harness", "AppTimeline", "SwiftUI"].map {
                    .product(name: $0, package: lockHarness)
                },
            swiftSettings: appCodeFlags + [.swiftLanguageMode(.v5)]
        ),
    ]
)
