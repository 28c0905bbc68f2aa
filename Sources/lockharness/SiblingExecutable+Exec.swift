import ArgumentParser
import Foundation
import Harness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SiblingExecutable {
    /// Replaces this process with the package's executable `name` (found by ``locate(_:variable:environment:)``),
    /// passing `arguments` on: how `lockharness serve` and `lockharness mcp` hand over to the executables that link
    /// what `lockharness` must not (Hummingbird, the MCP SDK). Returns only by throwing exit code 2, after saying
    /// why on standard error.
    static func exec(_ name: String, variable: String, arguments: [String]) throws -> Never {
        let executable: URL
        do {
            executable = try locate(name, variable: variable)
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        var cArguments = ([executable.path] + arguments).map { strdup($0) }
        cArguments.append(nil)
        execv(executable.path, cArguments)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("error: cannot run \(executable.path): \(reason)\n".utf8))
        throw ExitCode(2)
    }
}
