public import FoundationEssentials

/// Where `heroes` keeps files, as the XDG Base Directory spec says: a relative `XDG_*` value is
/// ignored, as if unset.
///
/// Each location is a file-system path: absolute, without `.` or `..` parts, a trailing slash or
/// doubled slashes. Paths are text here, not file URLs: what reads and writes them is POSIX calls
/// and SQLite, and Foundation's `URL.path` makes the runtime scan every protocol conformance in
/// the binary the first time it is used, on every command (benchmarks/DECISIONS.md, "the runtime's
/// conformance scans").
public struct XDGPaths: Sendable, Hashable {
    /// The folder for the cache: `$HEROES_CACHE_DIR`, else `$XDG_CACHE_HOME/<app>`, else `~/.cache/<app>`.
    public let cacheDirectory: String
    /// The config file: `$XDG_CONFIG_HOME/<app>/config`, else `~/.config/<app>/config`.
    public let configFile: String
    /// The folder for data written once and kept (the catalog): `$XDG_DATA_HOME/<app>`, else
    /// `~/.local/share/<app>`.
    public let dataDirectory: String

    /// Resolves the folders for `appName` from `environment`.
    public init(appName: String = "heroes", environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = Self.absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        if let override = Self.absolute(environment["HEROES_CACHE_DIR"]) {
            cacheDirectory = Self.path(override)
        } else {
            cacheDirectory = Self.path(Self.absolute(environment["XDG_CACHE_HOME"]) ?? home + "/.cache", appName)
        }
        configFile = Self.path(Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config", appName, "config")
        dataDirectory = Self.path(Self.absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share", appName)
    }

    /// `base` followed by `names`, with `.` and empty parts dropped and each `..` taking away the
    /// part before it (as `URL.standardizedFileURL` does, without looking at the disk):
    /// `/home/me/../you/` and `cache` give `/home/you/cache`.
    static func path(_ base: String, _ names: String...) -> String {
        var parts: [Substring] = []
        for part in ([base] + names).flatMap({ $0.split(separator: "/", omittingEmptySubsequences: true) }) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        var path = ""
        for part in parts { path += "/" + String(part) }
        return path.isEmpty ? "/" : path
    }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
