import Foundation
import NetworkStubs
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

    /// `binary`: the one under test (HEROES_BIN, else the release build); the tests of what
    /// only the release build does pass ``ReleaseBinary/path``.
    init(binary: String = Heroes.binaryPath) throws {
        path = binary
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
            "XDG_DATA_HOME": Self.dataHome.path,
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            // No pager unless a test asks for one: less would wait for a key on the pseudo-terminal.
            "HEROES_PAGER": "cat",
        ]
        // scripts/sanitize's settings reach a heroes built with a sanitizer (its reports go to files).
        for name in Self.sanitizerSettings {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        // Where the runner unwinds whole allocation stacks (scripts/sanitize's default, which names
        // its URLSession's leak inside libcurl), the heroes it starts unwind fast: whole stacks make
        // a debug heroes' runs minutes long, and fast unwinding can only make a suppression miss,
        // which shows as one more report, never as one less (benchmarks/SANITIZERS.md).
        if let options = env["ASAN_OPTIONS"] { env["ASAN_OPTIONS"] = options + " fast_unwind_on_malloc=1" }
        env.merge(extra) { $1 }
        return env.filter { !$0.value.isEmpty }
    }

    /// The data folder every test's heroes shares: the catalog heroes writes there on first use
    /// (tens of MB) is written once per build folder, not once per test. Beside the
    /// binary's build folder (`.build-test/e2e-data`), made 0700.
    static let dataHome: URL = {
        let binary = URL(fileURLWithPath: binaryPath)
        let folder = binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("e2e-data", isDirectory: true)
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }()

    /// The catalog the binary answers from without a server, opened from the same file it uses.
    static let catalog: Catalog = {
        do {
            return try Catalog.snapshot(
                dataDirectory: dataHome.appendingPathComponent("heroes", isDirectory: true).path)
        } catch {
            preconditionFailure("the embedded catalog does not open: \(error)")
        }
    }()

    /// The binary under test: HEROES_BIN (scripts/test sets it to the release build, or to a
    /// sanitized debug build under scripts/sanitize), else the release build users get.
    static var binaryPath: String {
        ProcessInfo.processInfo.environment["HEROES_BIN"] ?? ReleaseBinary.path
    }

    /// The environment variables of the sanitizers and of the Swift runtime's backtracer.
    static let sanitizerSettings = ["TSAN_OPTIONS", "ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"]

    /// Runs heroes with stdout and stderr piped; `timeout` bounds a hang (``Patience`` times it
    /// under a sanitizer).
    func run(_ arguments: [String], env extra: [String: String] = [:], timeout: TimeInterval = 60) throws
        -> ProcessResult
    {
        try ProcessRunner.run(path, arguments, environment: environment(extra), timeout: Patience.seconds(timeout))
    }

    /// Runs heroes on a pseudo-terminal `columns` wide; stdout and stderr arrive merged.
    func runOnTerminal(_ arguments: [String], env extra: [String: String] = [:], columns: Int = 100) throws
        -> ProcessResult
    {
        let line = ([path] + arguments).map(ProcessRunner.shellQuote).joined(separator: " ")
        return try ProcessRunner.runInTerminal(
            line, environment: environment(extra), columns: columns, timeout: Patience.seconds(60))
    }
}
