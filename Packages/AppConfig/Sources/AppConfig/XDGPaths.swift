public import FoundationEssentials

/// Where `heroes` keeps files, as the XDG Base Directory spec says: a relative `XDG_*` value is
/// ignored, as if unset.
public struct XDGPaths: Sendable, Hashable {
    /// The folder for the cache: `$HEROES_CACHE_DIR`, else `$XDG_CACHE_HOME/<app>`, else `~/.cache/<app>`.
    public let cacheDirectory: URL
    /// The config file: `$XDG_CONFIG_HOME/<app>/config`, else `~/.config/<app>/config`.
    public let configFile: URL
    /// The folder for data written once and kept (the catalog): `$XDG_DATA_HOME/<app>`, else
    /// `~/.local/share/<app>`.
    public let dataDirectory: URL

    /// Resolves the folders for `appName` from `environment`.
    public init(appName: String = "heroes", environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = Self.withoutTrailingSlashes(
            Self.absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path)
        // Each folder is joined as text and made a URL once: FoundationEssentials'
        // `appendingPathComponent` parses the URL again at each step, which was 3% of a cached
        // `heroes list` (perf, 2026-11-23).
        if let override = Self.absolute(environment["HEROES_CACHE_DIR"]) {
            cacheDirectory = Self.url(override, isDirectory: true)
        } else {
            cacheDirectory = Self.url(
                Self.absolute(environment["XDG_CACHE_HOME"]) ?? home + "/.cache", appName, isDirectory: true)
        }
        let config = Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
        configFile = Self.url(config, appName, "config", isDirectory: false)
        dataDirectory = Self.url(
            Self.absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share", appName, isDirectory: true)
    }

    /// The file URL of `base` followed by `names`, joined with one `/` each.
    private static func url(_ base: String, _ names: String..., isDirectory: Bool) -> URL {
        var path = withoutTrailingSlashes(base)
        for name in names { path += path == "/" ? name : "/" + name }
        return URL(fileURLWithPath: path, isDirectory: isDirectory)
    }

    /// `path` without its trailing slashes, the root excepted: `/home/me/` is `/home/me`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path = path.dropLast() }
        return String(path)
    }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
