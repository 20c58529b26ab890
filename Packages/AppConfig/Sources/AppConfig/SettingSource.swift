/// Where a setting's value came from, so that a message about it names what to fix: an
/// environment variable, or a key of the config file.
public enum SettingSource: Sendable, Hashable {
    /// The environment variable of that name, as `HEROES_BASE_URL`.
    case environment(String)
    /// The key `key` of the config file at `path`.
    case configFile(path: String, key: String)
}
