import ArgumentParser
import Biometrics
import Foundation
import Harness

extension Lockharness {
    /// `lockharness session`: drive one simulated app by hand, toggling the sensor while it runs.
    struct Session: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Drive a session step by step from standard input (one scenario step per line).",
            discussion: """
                Examples: `launch`, `background`, `advance: 16m`, `foreground`, `sensor: {matching: false}`,
                `sensor: {queue: [userCancel]}`, `tap-biometric`, `enter-pin: "482916"`, `state`, `help`.
                With --record the steps are written out as a scenario file at the end.

                """ + LiveSession.helpText(column: 0))

        @Option(help: "Device profile id.")
        var device = "iphone-15-pro"

        @Option(help: "Policy preset: seed, seed-grace or hardened.")
        var policy = "seed"

        @Option(help: "The account's passcode.")
        var passcode = "482916"

        @Flag(help: "Start with biometric unlock on.")
        var biometric = false

        @Option(help: "Write the session as a scenario file here when input ends.")
        var record: String?

        @OptionGroup var backendOptions: BackendOptions

        func run() async throws {
            let header = """
                device: \(device)
                policy: \(policy)
                initial: {passcode: "\(passcode)", biometricEnabled: \(biometric)}
                """
            let backend = try await backendOptions.open()
            defer { backend.close() }
            let live: LiveSession
            do {
                live = try await LiveSession(
                    headerYAML: header, catalog: try DeviceProfileCatalog.embedded(), backend: backend.provider)
            } catch {
                print("error: \(error)")
                throw ExitCode(2)
            }
            while let line = readLine() {
                let reply = await live.handle(line)
                if !reply.isEmpty { print(reply) }
            }
            if let record {
                try await live.recording(name: "recorded-session").write(toFile: record, atomically: true, encoding: .utf8)
                print("recorded to \(record)")
            }
        }
    }
}
