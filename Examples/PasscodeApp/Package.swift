// swift-tools-version: 6.1
// An example iOS-style app (the seeds' passcode lock, written the way an iOS team writes it) tested on Linux with
// LockHarness: the app's own service and view models run the project's scenario steps, alone and side by side
// with LockHarness's model. Linux only (the framework shims exist only there).
import PackageDescription

/// What the app target adds so that its unedited iOS files compile against the shims.
let appCodeFlags: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "Combine=CombineShim"]),  // `import Combine` finds the shim
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"]),  // URLSession etc.
]

let package = Package(
    name: "PasscodeApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's non-view code.
        .target(
            name: "PasscodeApp",
            dependencies: [
                .product(name: "LocalAuthentication", package: "main"),
                .product(name: "Security", package: "main"),
                .product(name: "Combine", package: "main"),
                .product(name: "CryptoKit", package: "main"),
                .product(name: "SwiftUI", package: "main"),
                .product(name: "FoundationCompat", package: "main"),
                .product(name: "AppTimeline", package: "main"),
            ],
            swiftSettings: appCodeFlags
        ),
        // The adapter (AppUnderTest), its API double and the scenario tests.
        .testTarget(
            name: "PasscodeAppTests",
            dependencies: [
                "PasscodeApp",
                .product(name: "Harness", package: "main"),
                .product(name: "LockFlows", package: "main"),
                .product(name: "Biometrics", package: "main"),
                .product(name: "LockCore", package: "main"),
                .product(name: "SimulatedPhone", package: "main"),
                .product(name: "AppTimeline", package: "main"),
                .product(name: "SwiftUI", package: "main"),
                .product(name: "Combine", package: "main"),
            ],
            swiftSettings: appCodeFlags + [.enableUpcomingFeature("ExistentialAny")]
        ),
    ]
)
