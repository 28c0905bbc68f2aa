// swift-tools-version: 6.3
// An example iOS-style app (the seeds' passcode lock, written the way an iOS team writes it) tested on Linux with
// LockHarness: the app's own service and view models run the project's scenario steps, alone and side by side
// with LockHarness's model. Linux only (the framework shims exist only there).
import Foundation
import PackageDescription

/// What the app target adds so that its unedited iOS files compile against the shims.
let appCodeFlags: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "Combine=CombineShim"]),  // `import Combine` finds the shim
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"]),  // URLSession etc.
]

/// The LockHarness package this example sits in: a path dependency is named after its directory, which is
/// whatever the checkout is called (`main` here, something else in CI's clone).
let lockHarness = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

/// What the adapter and the tests use of LockHarness: the harness and the model, the simulated phone and timeline,
/// and the shims the adapter drives the app's view models with.
let harnessProducts: [Target.Dependency] = [
    "Harness", "AppHarness", "LockFlows", "Biometrics", "LockCore", "SimulatedPhone", "AppTimeline", "SwiftUI",
    "Combine",
].map { .product(name: $0, package: lockHarness) }

let package = Package(
    name: "PasscodeApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's non-view code.
        .target(
            name: "PasscodeApp",
            dependencies: [
                .product(name: "LocalAuthentication", package: lockHarness),
                .product(name: "Security", package: lockHarness),
                .product(name: "Combine", package: lockHarness),
                .product(name: "CryptoKit", package: lockHarness),
                .product(name: "SwiftUI", package: lockHarness),
                .product(name: "FoundationCompat", package: lockHarness),
                .product(name: "AppTimeline", package: lockHarness),
            ],
            swiftSettings: appCodeFlags
        ),
        // The adapter (AppUnderTest) and the app's backends: LockFlows' in-process double, or a sandbox per case on
        // a reference server. A library (no @testable import), so the tests and the release benchmark share it.
        .target(
            name: "PasscodeAppHarness",
            dependencies: ["PasscodeApp"] + harnessProducts,
            swiftSettings: appCodeFlags + [.enableUpcomingFeature("ExistentialAny")]
        ),
        // `swift run -c release passcode-app-bench`: cases/s of the app alone, differentially, and of the model.
        .executableTarget(
            name: "passcode-app-bench",
            dependencies: [
                "PasscodeAppHarness",
                .product(name: "Harness", package: lockHarness),
                .product(name: "AppHarness", package: lockHarness),
                .product(name: "Biometrics", package: lockHarness),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // `passcode-app-worker`: the app behind the step protocol (one call around the adapter), for
        // `lockharness run --app` and the worker tests.
        .executableTarget(
            name: "passcode-app-worker",
            dependencies: [
                "PasscodeAppHarness",
                .product(name: "AppWorker", package: lockHarness),
                .product(name: "AppHarness", package: lockHarness),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // `passcode-app-worker-bench`: cases/s through worker processes (1 and 2 workers, reset or a process per
        // case) and the time from a hung step to its failed case.
        .executableTarget(
            name: "passcode-app-worker-bench",
            dependencies: [
                .product(name: "Harness", package: lockHarness), .product(name: "Biometrics", package: lockHarness),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The scenario tests, in-process and against the reference server.
        .testTarget(
            name: "PasscodeAppTests",
            // HarnessApps, HarnessLanguage: the worker test reads the step protocol's internals (`@testable`).
            dependencies: [
                "PasscodeApp", "PasscodeAppHarness", .product(name: "HarnessScenarios", package: lockHarness),
                .product(name: "HarnessApps", package: lockHarness),
                .product(name: "HarnessLanguage", package: lockHarness),
                .product(name: "AppHarnessTesting", package: lockHarness),
                // UIKit: AppHostLifecycleTests observes the notifications the host posts.
                .product(name: "UIKit", package: lockHarness),
            ] + harnessProducts,
            swiftSettings: appCodeFlags + [.enableUpcomingFeature("ExistentialAny")]
        ),
        // The timeline itself (process-wide executors: its suite holds the process-wide app-state lock, as the
        // in-process app suites do, so it never runs beside them).
        .testTarget(
            name: "AppTimelineTests",
            dependencies: [
                .product(name: "AppTimeline", package: lockHarness),
                .product(name: "AppHarnessTesting", package: lockHarness),
            ]
        ),
    ]
)
