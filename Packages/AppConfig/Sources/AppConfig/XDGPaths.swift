public import FoundationEssentials

/// Where `heroes` keeps files, as the XDG Base Directory spec says: a relative `XDG_*` value is
/// ignored, as if unset.
public struct XDGPaths: Sendable, Hashable {
    /// The folder for the cache: `$HEROES_CACHE_DIR`, else `$XDG_CACHE_HOME/<app>`, else `~/.cache/<app>`.
    public let cacheDirectory: URL
    /// The folder for configuration: `$XDG_CONFIG_HOME/<app>`, else `~/.config/<app>`.
    let configDirectory: URL
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
            cacheDirectory = Self.folder(override)
        } else {
            cacheDirectory = Self.folder(Self.absolute(environment["XDG_CACHE_HOME"]) ?? home + "/.cache", appName)
        }
        configDirectory = Self.folder(Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config", appName)
        dataDirectory = Self.folder(Self.absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share", appName)
    }

    /// The folder `base`/`name` (`base` alone without a name).
    private static func folder(_ base: String, _ name: String? = nil) -> URL {
        let base = withoutTrailingSlashes(base)
        guard let name else { return URL(fileURLWithPath: base, isDirectory: true) }
        return URL(fileURLWithPath: base == "/" ? "/" + name : base + "/" + name, isDirectory: true)
    }

    /// `path` without its trailing slashes, the root excepted: `/home/me/` is `/home/me`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path = path.dropLast() }
        return String(path)
    }

    /// The config file: `<configDirectory>/config`.
    public var configFile: URL { configDirectory.appendingPathComponent("config") }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
