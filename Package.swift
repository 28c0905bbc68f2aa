// swift-tools-version: 6.3
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
        // The umbrella's parts, for a target that needs only one (or a test reading one's internals).
        .library(name: "HarnessSession", targets: ["HarnessSession"]),
        .library(name: "HarnessLanguage", targets: ["HarnessLanguage"]),
        .library(name: "HarnessScenarios", targets: ["HarnessScenarios"]),
        .library(name: "HarnessApps", targets: ["HarnessApps"]),
        .library(name: "HarnessExplore", targets: ["HarnessExplore"]),
        .library(name: "HarnessLive", targets: ["HarnessLive"]),
        .executable(name: "lockharness", targets: ["lockharness"]),
        .executable(name: "lockharness-serve", targets: ["lockharness-serve"]),
        .executable(name: "lockharness-mcp", targets: ["lockharness-mcp"]),
    ],
    traits: [
        .trait(
            name: "LinuxFingerprint",
            description: "Real Linux fingerprint readers: libudev discovery and hotplug, libfprint and fprintd sensors."
        ),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // The servers only (ReferenceServer and LiveControl, their executables and tests): the CLI and the model's
        // targets never link these (swift-nio, swift-nio-extras, swift-http-types, swift-log and
        // swift-service-lifecycle come with Hummingbird; named for explicit imports).
        // Without its default ConfigurationSupport trait: swift-configuration (48 files) is compiled only for it,
        // and no server here reads its settings through a ConfigReader. FullFoundation stays as the default has it.
        .package(
            url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // `lockharness mcp` only (LockHarnessMCP, lockharness-mcp, LockHarnessMCPTests).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
        // The SDK's own dependency, named for the stdio transport's FileDescriptor on Linux.
        .package(url: "https://github.com/apple/swift-system.git", from: "1.8.1"),
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
            // The shipped device profiles, compiled in from devices/ (Profiles is a link to it) so the CLI needs no
            // files at run time; adding a profile means adding its file here and to EmbeddedDeviceProfiles.
            exclude: ["Profiles/README.md", "Profiles/udev"],
            resources: [
                .embedInCode("Profiles/ipad-no-biometrics.yaml"), .embedInCode("Profiles/iphone-15-pro.yaml"),
                .embedInCode("Profiles/iphone-se.yaml"), .embedInCode("Profiles/linux-laptop-usb-reader.yaml"),
                .embedInCode("Profiles/pixel-8.yaml"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "LockFlows",
            dependencies: ["LockCore", "Biometrics", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        // The session core: AppSession (the owner that performs the session model's effects), the model, its
        // backends (in process or the reference server) and inputs. Nothing of the scenario language.
        .target(
            name: "HarnessSession",
            dependencies: ["LockCore", "Biometrics", "LockFlows", "PasscodeHTTPClient"],
            swiftSettings: strictSettings
        ),
        // The scenario language: documents, matrices and their cases, the step, expect-field and policy vocabularies
        // (parse, print, plan). Nothing runs here: no case engine, no executor, no report.
        .target(
            name: "HarnessLanguage",
            dependencies: [
                "HarnessSession", "LockCore", "Biometrics", "LockFlows", "SimulatedPhone",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictSettings
        ),
        // The scenario runner: the case engine, the in-process case executor, reports, the reader recording and
        // `lockharness run`; re-exports HarnessLanguage. Nothing of the app runner (HarnessApps).
        .target(
            name: "HarnessScenarios",
            dependencies: [
                "HarnessLanguage", "HarnessSession", "LockCore", "Biometrics", "LockFlows", "PasscodeHTTPClient",
                "SimulatedPhone",
                .product(name: "Yams", package: "Yams"),
            ],
            // `lockharness demo`'s scenario, compiled in from Tests/Scenarios (Command/demo-matrix.yaml is a link).
            resources: [.embedInCode("Command/demo-matrix.yaml")],
            swiftSettings: strictSettings
        ),
        // The app runner: a team's app as a case's subject, in process (AppUnderTest, AppCaseExecutor) or on worker
        // processes (the step protocol's harness side: WorkerCaseExecutor, WorkerPool), and what an app declares.
        .target(
            name: "HarnessApps",
            dependencies: ["HarnessScenarios", "HarnessSession", "LockCore", "Biometrics", "SimulatedPhone"],
            swiftSettings: strictSettings
        ),
        // The explorer (`lockharness explore`): random walks over the steps, invariants, liveness, shrinking, and the
        // scenario file a finding is written as; on the model or on a team's app (AppExploreTarget).
        .target(
            name: "HarnessExplore",
            dependencies: [
                "HarnessApps", "HarnessScenarios", "HarnessSession", "LockCore", "Biometrics", "LockFlows",
                "SimulatedPhone",
            ],
            swiftSettings: strictSettings
        ),
        // The live session (`lockharness session`, the REPL, and the session `serve` and `mcp` drive): one step per
        // line on the model or on a worker's app, its recording, the screen as text, and `ctl`'s client.
        .target(
            name: "HarnessLive",
            dependencies: ["HarnessApps", "HarnessScenarios", "HarnessSession", "LockCore", "Biometrics", "LockFlows"],
            swiftSettings: strictSettings
        ),
        // The umbrella: `import Harness` re-exports the harness's modules (HarnessSession, HarnessLanguage,
        // HarnessScenarios, HarnessApps, HarnessExplore, HarnessLive) for the executables and users. The app-facing
        // products (AppHarness, AppWorker) do not depend on it: an app package never builds the explorer or the
        // live session.
        .target(
            name: "Harness",
            dependencies: [
                "HarnessSession", "HarnessLanguage", "HarnessScenarios", "HarnessApps", "HarnessExplore", "HarnessLive",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness",
            dependencies: [
                "LockCore",
                "Biometrics",
                "Harness",
                "SessionCommandOptions",
                "LinuxFingerprint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        // Command-line option groups shared by `lockharness` and `lockharness-serve` (ArgumentParser, Harness, and
        // LinuxFingerprint for --real-reader: no system library unless the trait is on).
        // What every executable's command line shares, with nothing but ArgumentParser: bad input exits 2.
        .target(
            name: "CommandLineExit",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SessionCommandOptions",
            dependencies: [
                "Harness", "LockCore", "Biometrics", "LinuxFingerprint", "CommandLineExit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scenario-bench",
            dependencies: ["Harness", "Biometrics", "LockCore"],
            swiftSettings: strictSettings
        ),
        // Reference-server benchmark (release, Debian's wrk): runs the lockharness-server executable, links none
        // of the server's modules.
        .executableTarget(
            name: "server-bench",
            dependencies: ["ServerRules"],
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
            // The fallback reader catalog, compiled in from devices/udev (the file here is a link to it).
            resources: [.embedInCode("fallback-readers.hwdb")],
            swiftSettings: strictSettings
        ),
        // Test support for the trait (LinuxFingerprintTests and fingerprint-bench only, never a production target):
        // fprintd on a private bus, libfprint's virtual device driven through its control socket.
        .target(
            name: "LinuxFingerprintTesting",
            dependencies: [
                "LinuxFingerprint",
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fingerprint-bench",
            dependencies: [
                "LinuxFingerprint",
                "LinuxFingerprintTesting",
                "Biometrics",
                "Harness",
                "LockCore",
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
                .target(name: "CUmockdev", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LinuxFingerprintTests",
            dependencies: [
                "LinuxFingerprint",
                "LinuxFingerprintTesting",
                "Biometrics",
                "LockCore",
                "Harness",
                .target(name: "CFPrint", condition: .when(traits: ["LinuxFingerprint"])),
                .target(name: "CUmockdev", condition: .when(traits: ["LinuxFingerprint"])),
            ],
            swiftSettings: strictSettings
        ),
        // What both HTTP servers (ReferenceServer and LiveControl) apply to a request before any guard: one path rule,
        // one JSON body rule, and output that never blocks or kills a server. Foundation only, no Hummingbird.
        .target(name: "ServerRules", swiftSettings: strictSettings),
        .testTarget(name: "ServerRulesTests", dependencies: ["ServerRules"], swiftSettings: strictSettings),
        // What both HTTP servers apply in their NIO pipeline, before Hummingbird reads a request: the 413 at the
        // request head for a declared Content-Length over the body limit.
        .target(
            name: "ServerChannelRules",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings
        ),
        // Every executable's `--help`, run as a process (no module of the package is linked).
        .testTarget(name: "CommandLineHelpTests", swiftSettings: strictSettings),
        // Reference server for the seed's passcode HTTP API. Keep it out of every other target's dependencies:
        // Hummingbird + GRDB cost minutes of clean build that the CLI and the other tests must not pay.
        .target(
            name: "ReferenceServer",
            dependencies: [
                "LockFlows",
                "LockCore",
                "ServerRules",
                "ServerChannelRules",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The OpenAPI document, edited as a file and served byte for byte.
            resources: [.embedInCode("openapi.json")],
            swiftSettings: strictSettings
        ),
        // Test support for the reference server (ReferenceServerTests only): a clock that moves when told to.
        .target(
            name: "ReferenceServerTesting",
            dependencies: ["ReferenceServer", "LockCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PasscodeHTTPClient",
            dependencies: ["LockFlows"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness-server",
            dependencies: [
                "ReferenceServer", "LockFlows", "LockCore", "ServerRules", "CommandLineExit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReferenceServerTests",
            dependencies: [
                "ReferenceServer", "ReferenceServerTesting", "PasscodeHTTPClient", "LockFlows", "LockCore",
                "Biometrics",
            ],
            swiftSettings: strictSettings
        ),
        // Live control (`lockharness serve`): the control API, event stream and web panel on Hummingbird. It is its
        // own executable, which `lockharness serve` finds and execs, so that the `lockharness` executable (and the
        // first `swift run lockharness demo`) never links Hummingbird: minutes of clean build on a 2-core machine.
        // `lockharness ctl` is a plain URLSession client inside `lockharness`.
        .target(
            name: "LiveControl",
            dependencies: [
                "Harness",
                "HarnessLive",
                "LockCore",
                "ServerRules",
                "ServerChannelRules",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The web panel, edited as HTML, CSS and JavaScript files (LivePanel inlines the last two when serving).
            resources: [
                .embedInCode("Panel/panel.html"), .embedInCode("Panel/panel.css"), .embedInCode("Panel/panel.js"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness-serve",
            dependencies: [
                "LiveControl", "Harness", "Biometrics", "LockFlows", "SessionCommandOptions", "LinuxFingerprint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LiveControlTests",
            dependencies: ["LiveControl", "HarnessLive", "Harness", "Biometrics"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LivePanelTests",
            dependencies: ["LiveControl", "Harness"],
            swiftSettings: strictSettings
        ),
        // `lockharness mcp`: a Model Context Protocol server over stdio on the live session (the one LiveController
        // `serve` uses), or attached to a running `serve`. Its own executable, which `lockharness mcp` execs like
        // `serve`, so that the MCP SDK is not linked into `lockharness` (the first demo build). It reaches the live
        // session through HarnessLive, never LiveControl: `lockharness-mcp` links neither Hummingbird nor GRDB
        // (scripts/check-link-map.sh reads its link map in .ci/run).
        .target(
            name: "LockHarnessMCP",
            dependencies: [
                "Harness", "HarnessLive", "LockCore",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "lockharness-mcp",
            dependencies: [
                "LockHarnessMCP", "HarnessLive", "Harness", "Biometrics", "SessionCommandOptions", "LinuxFingerprint",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LockHarnessMCPTests",
            dependencies: [
                "LockHarnessMCP", "LiveControl", "HarnessLive", "Harness", "Biometrics",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: strictSettings
        ),
        // Fuzzing (scripts/fuzz builds these with `-sanitize=fuzzer,address -DLOCKHARNESS_FUZZING`): the checks
        // each input goes through live in FuzzEntryPoints so the regression tests call the very same code; the two
        // executables are libFuzzer targets in that build and corpus replayers in a normal one. CLibFuzzer only
        // declares libFuzzer's driver (LLVMFuzzerRunDriver), which the sanitizer build links.
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzEntryPoints",
            dependencies: ["Harness", "Biometrics", "CLibFuzzer"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fuzz-scenario-parser",
            dependencies: ["FuzzEntryPoints"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "fuzz-device-profile",
            dependencies: ["FuzzEntryPoints"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "LockCoreTests",
            dependencies: ["LockCore", .product(name: "Crypto", package: "swift-crypto")],
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
            dependencies: [
                "Harness", "HarnessSession", "HarnessLanguage", "HarnessScenarios", "HarnessApps", "HarnessExplore",
                "LockFlows", "Biometrics", "LockCore", "PasscodeHTTPClient", "FuzzEntryPoints", "SimulatedPhone",
                "AppHarnessTesting",
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// Simulated phone and the Apple-framework shims (issue 26). The shims are named like Apple's frameworks so that iOS
// app code compiles unchanged on Linux; on Apple platforms apps use the real frameworks, so the shims (and
// OpenCombine) exist only on Linux. Nothing in the CLI depends on them: `swift run lockharness demo` never builds
// them. HarnessScenarios depends on SimulatedPhone (LockCore and Biometrics only): an app case reads the phone's
// fields.
package.products.append(.library(name: "SimulatedPhone", targets: ["SimulatedPhone"]))
package.targets.append(
    .target(
        name: "SimulatedPhone",
        dependencies: ["LockCore", "Biometrics"],
        swiftSettings: strictSettings
    ))
#if os(Linux)
    /// What an app-code target adds so that `import Combine` finds the Combine shim and `import os` the OSLog shim.
    let appCodeFlags: [SwiftSetting] = [
        .unsafeFlags(["-module-alias", "Combine=CombineShim", "-module-alias", "os=OSShim"])
    ]
    package.dependencies.append(.package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"))
    package.products += [
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "Combine", targets: ["CombineShim"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "FoundationCompat", targets: ["FoundationCompat"]),
        .library(name: "AppTimeline", targets: ["AppTimeline"]),
        .library(name: "AppHarness", targets: ["AppHarness"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["OSShim"]),
    ]
    package.targets += [
        .target(
            name: "LocalAuthentication",
            // FoundationCompat: Apple's LocalAuthentication re-exports Apple's Foundation (with Security, NSErrorPointer).
            dependencies: ["SimulatedPhone", "Biometrics", "FoundationCompat"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "Security",
            dependencies: ["SimulatedPhone", "LockCore"],
            swiftSettings: strictSettings
        ),
        // Imported as `Combine` through `-module-alias Combine=CombineShim`: a module named Combine in the shared
        // module directory would be found by `#if canImport(Combine)` in Yams, GRDB and OpenCombine and break them.
        .target(
            name: "CombineShim",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CryptoKit",
            dependencies: [.product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SwiftUI",
            dependencies: ["CombineShim"],
            swiftSettings: strictSettings
        ),
        // Apple-Foundation gaps (FoundationNetworking, Combine's observation types, NSPredicate(format:)) for app files
        // that import only Foundation: an app target adds it with `-Xfrontend -import-module FoundationCompat`.
        .target(
            name: "FoundationCompat",
            dependencies: ["CombineShim", "Security"],
            swiftSettings: strictSettings
        ),
        // App-started work (main-actor jobs, Task {}, Task.sleep, DispatchQueue.main) on a virtual timeline, through
        // Swift's custom-executor SPI (experimental in 6.3). Installing it is process-wide, so its tests live in
        // Examples/PasscodeApp's own test binary (run serially), never beside this package's parallel tests.
        .target(name: "AppTimeline", swiftSettings: strictSettings),
        // What iOS does for every app, done once for every adapter (AppHost): the process, scene phases and UIKit's
        // lifecycle notifications, the clocks (sleep and reboot included), prompt latency, the sensor. An adapter over a team's app implements HostedApp only.
        .target(
            name: "AppHarness",
            dependencies: [
                "HarnessApps", "HarnessScenarios", "HarnessSession", "SimulatedPhone", "AppTimeline", "SwiftUI",
                "UIKit", "Biometrics", "LockCore",
            ],
            swiftSettings: strictSettings
        ),
        // UIKit's application lifecycle (UIApplication's state and notifications), moved by the simulation (issue 36).
        .target(name: "UIKit", dependencies: ["FoundationCompat"], swiftSettings: strictSettings),
        // Swift Testing's cross-import overlay for UIKit, which Linux lacks: a test file importing Testing and UIKit
        // needs a module of this name (see its source).
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"], swiftSettings: strictSettings),
        // OSLog's Logger and os_log, writing to the simulation's log store (issue 36).
        .target(name: "OSLog", swiftSettings: strictSettings),
        // `import os`, through `-module-alias os=OSShim` (a module named `os` would break swift-argument-parser).
        .target(name: "OSShim", dependencies: ["OSLog"], swiftSettings: strictSettings),
        .testTarget(
            name: "FoundationCompatTests",
            dependencies: ["FoundationCompat"],
            swiftSettings: strictSettings + appCodeFlags
                + [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationCompat"])]
        ),
        .testTarget(
            name: "ShimsTests",
            dependencies: [
                "SimulatedPhone", "LocalAuthentication", "Security", "CombineShim", "CryptoKit", "SwiftUI",
                "Biometrics",
                "LockCore", "FoundationCompat", "UIKit", "_Testing_UIKit", "OSLog", "OSShim",
            ],
            swiftSettings: strictSettings + appCodeFlags
        ),
    ]
#endif
#if os(Linux)
    // LAContext answered by a real reader (libfprint's virtual device, with the trait): the reader tests reach the
    // shims, which exist only on Linux.
    if let readerTests = package.targets.first(where: { $0.name == "LinuxFingerprintTests" }) {
        readerTests.dependencies += ["SimulatedPhone", "LocalAuthentication"]
    }
#endif
#if os(Linux)
    // The app worker (issue 35): the step protocol's worker side, so a team's worker executable is one call around its
    // adapter (`AppWorker.main`). HarnessApps holds the protocol's types and the harness side (WorkerCaseExecutor).
    package.products.append(.library(name: "AppWorker", targets: ["AppWorker"]))
    package.targets.append(
        .target(
            name: "AppWorker",
            dependencies: [
                "HarnessApps", "HarnessScenarios", "HarnessSession", "SimulatedPhone", "AppTimeline", "Biometrics",
            ],
            swiftSettings: strictSettings
        ))
#endif

// Test support for a team's app tests (issue 35): a Swift Testing trait that keeps test cases using the process's
// app state (AppTimeline's executors, SimulatedPhone.current, an app's `.shared` objects) from running at the same
// time, in any suite of any test target of the binary, so such suites pass under a plain, parallel `swift test`.
package.products.append(.library(name: "AppHarnessTesting", targets: ["AppHarnessTesting"]))
package.targets.append(.target(name: "AppHarnessTesting", swiftSettings: strictSettings))
