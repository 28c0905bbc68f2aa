// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "LockHarness",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LockCore", targets: ["LockCore"]),
        .executable(name: "lockharness", targets: ["lockharness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .target(
            name: "LockCore",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness",
            dependencies: [
                "LockCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness-bench",
            dependencies: ["LockCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LockCoreTests",
            dependencies: ["LockCore"],
            swiftSettings: strictSettings
        ),
    ]
)
