public import FoundationEssentials

/// The settings `heroes` runs with, resolved as flags > environment > config file > defaults.
/// Keys never come from flags.
public struct Settings: Sendable {
    /// The Marvel-compatible server, or `nil` for the embedded catalog.
    public let baseURL: URL?
    /// The API keys, when set.
    public let credentials: MarvelCredentials?
    /// Where the cache and the config file are.
    public let paths: XDGPaths
    /// Whether API exchanges are logged (`--verbose` or `HEROES_DEBUG=api`).
    public let logsAPI: Bool
    /// Where each value set came from, by config key (`base_url`, `public_key`, `private_key`),
    /// so that a message about one names what to fix.
    public let sources: [String: SettingSource]

    /// Settings put together by the caller, as tests do; `heroes` gets its own from
    /// ``resolve(verbose:environment:)``.
    public init(
        baseURL: URL?, credentials: MarvelCredentials?, paths: XDGPaths, logsAPI: Bool,
        sources: [String: SettingSource] = [:]
    ) {
        self.baseURL = baseURL
        self.credentials = credentials
        self.paths = paths
        self.logsAPI = logsAPI
        self.sources = sources
    }

    /// Resolves the settings. `verbose` is the `--verbose` flag.
    public static func resolve(
        verbose: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> Settings {
        let paths = XDGPaths(environment: environment)
        let file = try ConfigFile.load(atPath: paths.configFile)
        func value(_ key: String) -> (text: String, source: SettingSource)? {
            lookup(key, environment: environment, file: file, path: paths.configFile)
        }
        let baseURLValue = value("base_url")
        let baseURL = try baseURLValue.map { found throws(ConfigError) in
            try parseBaseURL(found.text, from: found.source)
        }
        let publicKey = value("public_key")
        let privateKey = value("private_key")
        let credentials: MarvelCredentials?
        switch (publicKey, privateKey) {
        case let (publicKey?, privateKey?):
            credentials = MarvelCredentials(publicKey: publicKey.text, privateKey: privateKey.text)
        case (nil, nil): credentials = nil
        case (nil, let privateKey?): throw .incompleteKeys(found: privateKey.source, missing: "public_key")
        case (let publicKey?, nil): throw .incompleteKeys(found: publicKey.source, missing: "private_key")
        }
        let debug = (environment["HEROES_DEBUG"] ?? "").split(separator: ",").contains { $0 == "api" || $0 == "all" }
        var sources: [String: SettingSource] = [:]
        sources["base_url"] = baseURLValue?.source
        sources["public_key"] = publicKey?.source
        sources["private_key"] = privateKey?.source
        return Settings(
            baseURL: baseURL, credentials: credentials, paths: paths, logsAPI: verbose || debug, sources: sources)
    }

    /// The value of the config key `key` and where it came from, as every command takes it:
    /// its environment variable when set and not blank, else (when the variable is not set at
    /// all) the line of `file`, read from `path`, when not blank; `nil` when neither gives one
    /// (the default). `heroes config list` shows what this finds.
    public static func lookup(
        _ key: String, environment: [String: String], file: ConfigFile?, path: String
    ) -> (text: String, source: SettingSource)? {
        let variable = ConfigFile.variables[key] ?? key
        if let text = environment[variable], !text.trimmingSpaces().isEmpty {
            return (text, .environment(variable))
        }
        if environment[variable] == nil, let text = file?.values[key], !text.trimmingSpaces().isEmpty {
            return (text, .configFile(path: path, key: key))
        }
        return nil
    }

    /// Checks that `text`, the base URL from `source`, is an absolute http(s) URL with a host
    /// and, if it names one, a port from 1 to 65535. Errors quote `text` with its password
    /// redacted and name `source`.
    static func parseBaseURL(_ text: String, from source: SettingSource) throws(ConfigError) -> URL {
        let trimmed = text.trimmingSpaces()
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil,
            let url = components.url
        else { throw .invalidBaseURL(redactingPassword(text), from: source) }
        if let port = components.port, !(1...65535).contains(port) {
            throw .baseURLPortOutOfRange(redactingPassword(text), port: port, from: source)
        }
        return url
    }

    /// `text` with the password of a `scheme://user:password@host` URL replaced by `REDACTED`,
    /// found by its shape alone, so that it works on text that is not a valid URL either.
    public static func redactingPassword(_ text: String) -> String {
        guard let schemeEnd = text.firstRange(of: "://") else { return text }
        let authorityEnd =
            text[schemeEnd.upperBound...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.endIndex
        let authority = text[schemeEnd.upperBound..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return text
        }
        return String(text[..<text.index(after: colon)]) + "REDACTED" + String(text[at...])
    }
}
