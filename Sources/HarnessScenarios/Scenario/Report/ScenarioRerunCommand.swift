import Foundation
import HarnessLanguage

/// The command printed in reports to re-run one case, made to work from any directory.
///
/// A relative scenario path is joined to `workingDirectory` (the directory the run was started from), so
/// `swift run --package-path /src/app lockharness run Tests/Scenarios` prints
/// `swift run --package-path /src/app lockharness run /src/app/Tests/Scenarios/a.yaml --case x`.
public struct ScenarioRerunCommand: Sendable, Equatable {
    /// Everything before the scenario path, e.g. `swift run --package-path /src/app lockharness run --backend server`.
    public var prefix: String
    /// The directory relative scenario paths are resolved against; `nil` leaves them as they are (in-memory sources).
    public var workingDirectory: String?
    /// Whether the command names the scenario file (`lockharness run FILE --case ID`); `false` for commands whose
    /// scenario is built in (`lockharness demo --case ID`).
    public var namesFile = true

    /// A re-run command builder.
    public init(prefix: String = "swift run lockharness run", workingDirectory: String? = nil) {
        self.prefix = prefix
        self.workingDirectory = workingDirectory
    }

    /// The shell command that re-runs case `caseID` of `file`; the whole file when the case is the file itself (a
    /// file that could not run, ``CaseResult/erroredFile(_:problems:note:)``: it has no case to name).
    public func command(file: String, caseID: String) -> String {
        let scenario = namesFile ? " " + ScenarioShellQuoting.quote(absolute(file)) : ""
        if namesFile, caseID == file { return prefix + scenario }
        return "\(prefix)\(scenario) --case \(ScenarioShellQuoting.quote(caseID))"
    }

    /// `file` joined to ``workingDirectory`` when relative, with `.` and `..` removed.
    public func absolute(_ file: String) -> String {
        guard let workingDirectory, !file.hasPrefix("/") else { return file }
        return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL.path
    }

    /// The prefix for an executable at `executablePath`: `swift run --package-path DIR [SWIFT-RUN OPTIONS] PRODUCT
    /// run [OPTIONS]` when it sits in a package's `.build` directory, else the executable's path itself.
    ///
    /// - Parameters:
    ///   - swiftRunOptions: options for `swift run` itself, e.g. `["--traits", "LinuxFingerprint"]`.
    ///   - runOptions: options for `lockharness run` that matter for a re-run, e.g. `["--backend", "server"]`.
    public static func prefix(
        executablePath: String, product: String = "lockharness", subcommand: String = "run",
        swiftRunOptions: [String] = [], runOptions: [String] = []
    ) -> String {
        let executable = URL(fileURLWithPath: executablePath).standardizedFileURL
        var words: [String]
        if let package = packageDirectory(containing: executable.path) {
            words = ["swift", "run", "--package-path", package] + swiftRunOptions + [product]
        } else {
            words = [executable.path]
        }
        words += [subcommand] + runOptions
        return words.map(ScenarioShellQuoting.quote).joined(separator: " ")
    }

    /// The package directory of a product built at `executablePath` (the parent of its `.build` directory, which
    /// must hold `Package.swift`), or `nil`.
    public static func packageDirectory(containing executablePath: String) -> String? {
        var components = URL(fileURLWithPath: executablePath).standardizedFileURL.pathComponents
        while let last = components.popLast() {
            guard last == ".build" else { continue }
            let directory = components.count <= 1 ? "/" : "/" + components.dropFirst().joined(separator: "/")
            let manifest = (directory as NSString).appendingPathComponent("Package.swift")
            return FileManager.default.fileExists(atPath: manifest) ? directory : nil
        }
        return nil
    }
}
