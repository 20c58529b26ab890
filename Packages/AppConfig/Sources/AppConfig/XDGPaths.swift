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
        let home = Self.absolute(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        let homeURL = URL(fileURLWithPath: home, isDirectory: true)
        if let override = Self.absolute(environment["HEROES_CACHE_DIR"]) {
            cacheDirectory = URL(fileURLWithPath: override, isDirectory: true)
        } else {
            let base =
                Self.absolute(environment["XDG_CACHE_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? homeURL.appendingPathComponent(".cache", isDirectory: true)
            cacheDirectory = base.appendingPathComponent(appName, isDirectory: true)
        }
        let configBase =
            Self.absolute(environment["XDG_CONFIG_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? homeURL.appendingPathComponent(".config", isDirectory: true)
        configDirectory = configBase.appendingPathComponent(appName, isDirectory: true)
        let dataBase =
            Self.absolute(environment["XDG_DATA_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? homeURL.appendingPathComponent(".local/share", isDirectory: true)
        dataDirectory = dataBase.appendingPathComponent(appName, isDirectory: true)
    }

    /// The config file: `<configDirectory>/config`.
    public var configFile: URL { configDirectory.appendingPathComponent("config") }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
