public import FoundationEssentials

/// The settings `heroes` runs with, resolved as flags > heroes' own variables (`HEROES_*`,
/// `MARVEL_*`) > config file > the variables every program reads (`PAGER`, `NO_COLOR`,
/// `CLICOLOR_FORCE`, `CLICOLOR`) > defaults, as gh and git order them and no-color.org asks (a
/// setting the user wrote for heroes beats one written for every program). Keys never come
/// from flags.
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
    /// `color`: `auto`, `always` or `never` (``ConfigFile/choices``). The config file's; else
    /// the mode the colour variables amount to (`NO_COLOR` never, `CLICOLOR_FORCE` always,
    /// `CLICOLOR=0` never, another `CLICOLOR` auto); `nil` when neither sets it (`--color`'s
    /// default, auto).
    public let color: FoundSetting?
    /// `format`: `table`, `tsv`, `csv` or `json`, from the config file; `nil` when it does not
    /// set it (decided by the terminal).
    public let format: FoundSetting?
    /// `pager`: the command long output on a terminal goes through, empty for none; from
    /// `HEROES_PAGER`, else the config file, else `PAGER` (any of them set empty means none);
    /// `nil` when none sets it (the default pager).
    public let pager: FoundSetting?
    /// `per_page`: how many items a page holds when no flag says (1 to 100), from the config
    /// file; `nil` when it does not set it.
    public let perPage: Int?

    /// Settings put together by the caller, as tests do; `heroes` gets its own from
    /// ``resolve(verbose:environment:)``.
    public init(
        baseURL: URL?, credentials: MarvelCredentials?, paths: XDGPaths, logsAPI: Bool,
        sources: [String: SettingSource] = [:], color: FoundSetting? = nil, format: FoundSetting? = nil,
        pager: FoundSetting? = nil, perPage: Int? = nil
    ) {
        self.baseURL = baseURL
        self.credentials = credentials
        self.paths = paths
        self.logsAPI = logsAPI
        self.sources = sources
        self.color = color
        self.format = format
        self.pager = pager
        self.perPage = perPage
    }

    /// Resolves the settings. `verbose` is the `--verbose` flag.
    public static func resolve(
        verbose: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> Settings {
        let paths = XDGPaths(environment: environment)
        let file = try ConfigFile.load(atPath: paths.configFile)
        func value(_ key: String) -> FoundSetting? {
            lookup(key, environment: environment, file: file, path: paths.configFile)
        }
        // What people set once: every value the file sets is checked here, a variable over it
        // or not, so that every command refuses a bad file the same way, naming the file, the
        // line and the key.
        for key in ConfigFile.preferenceKeys {
            guard let found = lookup(key, environment: [:], file: file, path: paths.configFile) else { continue }
            let text = found.text.trimmingSpaces()
            if let problem = ConfigFile.problem(with: text, for: key) {
                throw .invalidSetting(
                    key: key, value: ConfigFile.shortened(text), path: paths.configFile, line: found.line ?? 0,
                    reason: problem)
            }
        }
        func preference(_ key: String) -> FoundSetting? {
            value(key).map { FoundSetting(text: $0.text.trimmingSpaces(), source: $0.source, line: $0.line) }
        }
        let color = preference("color")
        let format = preference("format")
        let pager = preference("pager")
        let perPage = preference("per_page")
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
        sources["color"] = color?.source
        sources["format"] = format?.source
        sources["pager"] = pager?.source
        sources["per_page"] = perPage?.source
        return Settings(
            baseURL: baseURL, credentials: credentials, paths: paths, logsAPI: verbose || debug, sources: sources,
            color: color, format: format, pager: pager, perPage: perPage.flatMap { Int($0.text) })
    }

    /// The value of the config key `key` and where it came from, as every command takes it:
    /// from heroes' own variable of the key when it is set (`HEROES_BASE_URL`,
    /// `MARVEL_PUBLIC_KEY`, `MARVEL_PRIVATE_KEY`, `HEROES_PAGER`), else the line of `file`, read
    /// from `path`, when not blank (`pager` may be empty: no pager), else the variables every
    /// program reads (`PAGER`; the colour variables as the mode they amount to, see ``color``);
    /// `nil` when none gives one (the default). `heroes config list` shows what this finds.
    public static func lookup(
        _ key: String, environment: [String: String], file: ConfigFile?, path: String
    ) -> FoundSetting? {
        switch environmentValue(key, environment: environment) {
        case .set(let text, let variable): return FoundSetting(text: text, source: .environment(variable))
        case .blank: return nil
        case .unset: break
        }
        if let text = file?.values[key], ConfigFile.mayBeEmpty(key) || !text.trimmingSpaces().isEmpty {
            return FoundSetting(text: text, source: .configFile(path: path, key: key), line: file?.lineNumbers[key])
        }
        if case .set(let text, let variable) = everyProgramsValue(key, environment: environment) {
            return FoundSetting(text: text, source: .environment(variable))
        }
        return nil
    }

    /// What the environment says of a config key.
    enum EnvironmentValue: Equatable {
        /// `text`, from the variable `variable`.
        case set(String, variable: String)
        /// The key's variable `variable` is set blank: the default, whatever the file says.
        case blank(variable: String)
        /// No variable of the key is set: the file decides.
        case unset
    }

    /// The colour variables, first match wins, as DesignTokens' `ColorPolicy` reads them under
    /// `--color auto`.
    static func colorFromEnvironment(_ environment: [String: String]) -> EnvironmentValue {
        if let value = environment["NO_COLOR"], !value.isEmpty { return .set("never", variable: "NO_COLOR") }
        if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" {
            return .set("always", variable: "CLICOLOR_FORCE")
        }
        if let value = environment["CLICOLOR"], !value.isEmpty {
            return .set(value == "0" ? "never" : "auto", variable: "CLICOLOR")
        }
        return .unset
    }

    /// What heroes' own variables say of `key`, over the config file: `HEROES_BASE_URL`,
    /// `MARVEL_PUBLIC_KEY` and `MARVEL_PRIVATE_KEY` (set blank: the default); `HEROES_PAGER`,
    /// set at all (empty: no pager); nothing for `color`, `format` and `per_page`.
    static func environmentValue(_ key: String, environment: [String: String]) -> EnvironmentValue {
        switch key {
        case "color":
            return .unset
        case "pager":
            return environment["HEROES_PAGER"].map { .set($0, variable: "HEROES_PAGER") } ?? .unset
        default:
            guard let variable = ConfigFile.variables[key], let text = environment[variable] else { return .unset }
            return text.trimmingSpaces().isEmpty ? .blank(variable: variable) : .set(text, variable: variable)
        }
    }

    /// What the variables every program reads say of `key`, under the config file: `PAGER`, set
    /// at all (empty: no pager); the colour variables for `color`.
    static func everyProgramsValue(_ key: String, environment: [String: String]) -> EnvironmentValue {
        switch key {
        case "color": colorFromEnvironment(environment)
        case "pager": environment["PAGER"].map { .set($0, variable: "PAGER") } ?? .unset
        default: .unset
        }
    }

    /// The variable that overrides the config file's `key` in `environment`, if one does (set,
    /// or for `base_url` and the API keys set blank): `heroes config set` says so. `PAGER` and
    /// the colour variables never do: the file comes before them.
    public static func overridingVariable(_ key: String, environment: [String: String]) -> String? {
        switch environmentValue(key, environment: environment) {
        case .set(_, let variable), .blank(let variable): variable
        case .unset: nil
        }
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
