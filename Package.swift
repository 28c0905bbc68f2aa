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
        .library(name: "Biometrics", targets: ["Biometrics"]),
        .library(name: "LockFlows", targets: ["LockFlows"]),
        .library(name: "Harness", targets: ["Harness"]),
        .executable(name: "lockharness", targets: ["lockharness"]),
    ],
    traits: [
        .trait(
            name: "LinuxFingerprint",
            description: "Real Linux fingerprint readers: libudev discovery and hotplug, libfprint and fprintd sensors."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
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
        .target(
            name: "Biometrics",
            dependencies: ["LockCore", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "LockFlows",
            dependencies: ["LockCore", "Biometrics", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Harness",
            dependencies: ["LockCore", "Biometrics", "LockFlows", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness",
            dependencies: [
                "LockCore",
                "Harness",
                "LinuxFingerprint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scenario-bench",
            dependencies: ["Harness", "Biometrics"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness-bench",
            dependencies: ["LockCore"],
            swiftSettings: strictSettings
        ),
        // LinuxFingerprint trait: system libraries are only looked up when the trait is on.
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CFPrint", pkgConfig: "libfprint-2", providers: [.apt(["libfprint-2-dev"])]),
        .systemLibrary(name: "CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),
        .target(
            name: "LinuxFingerprint",
            dependencies: [
                "Biometrics",
                .target(name: "CUdev", condition: .when(traits: ["LinuxFingerprint"])),
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fingerprint-bench",
            dependencies: [
                "LinuxFingerprint",
                "Biometrics",
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
                .target(name: "CUmockdev", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LinuxFingerprintTests",
            dependencies: [
                "LinuxFingerprint",
                "Biometrics",
                "Harness",
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
                .target(name: "CUmockdev", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LockCoreTests",
            dependencies: ["LockCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BiometricsTests",
            dependencies: ["Biometrics", "LockCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LockFlowsTests",
            dependencies: ["LockFlows", "Biometrics", "LockCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["Harness", "LockFlows", "Biometrics", "LockCore"],
            swiftSettings: strictSettings
        ),
    ]
)
