import Foundation
import TestingUtils

/// The `heroes` binary under test and a clean environment to run it in; the environment's
/// folder (a ``TemporaryFolder``) is removed with the value.
final class Heroes: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case binaryMissing(String)
        var description: String {
            switch self {
            case .binaryMissing(let path): "no heroes binary at \(path): run scripts/test, or set HEROES_BIN"
            }
        }
    }

    let path: String
    /// A private HOME/XDG tree so no test reads the user's config or cache.
    var home: URL { folder.url }
    private let folder: TemporaryFolder

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        path = environment["HEROES_BIN"] ?? repo.appendingPathComponent(".build-test/debug/heroes").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Failure.binaryMissing(path) }
        folder = try TemporaryFolder(prefix: "heroes-e2e")
    }

    /// The environment a new user has: no keys, no base URL, colours left to the terminal.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = [
            "PATH": "/usr/bin:/bin",
            "HOME": home.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
        // scripts/sanitize's settings reach a heroes built with a sanitizer (its reports go to files).
        for name in Self.sanitizerSettings {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        env.merge(extra) { $1 }
        return env.filter { !$0.value.isEmpty }
    }

    /// The environment variables of the sanitizers and of the Swift runtime's backtracer.
    static let sanitizerSettings = ["TSAN_OPTIONS", "ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"]

    /// Runs heroes with stdout and stderr piped.
    func run(_ arguments: [String], env extra: [String: String] = [:], timeout: TimeInterval = 60) throws
        -> ProcessResult
    {
        try ProcessRunner.run(path, arguments, environment: environment(extra), timeout: timeout)
    }

    /// Runs heroes on a pseudo-terminal `columns` wide; stdout and stderr arrive merged.
    func runOnTerminal(_ arguments: [String], env extra: [String: String] = [:], columns: Int = 100) throws
        -> ProcessResult
    {
        let line = ([path] + arguments).map(ProcessRunner.shellQuote).joined(separator: " ")
        return try ProcessRunner.runInTerminal(line, environment: environment(extra), columns: columns)
    }
}
