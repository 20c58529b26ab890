/// Where a setting's value came from, so that a message about it names what to fix: an
/// environment variable, or a key of the config file.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// The environment variable of that name, as `HEROES_BASE_URL`.
    case environment(String)
    /// The key `key` of the config file at `path`.
    case configFile(path: String, key: String)

    /// Where, in words: `MARVEL_PUBLIC_KEY`, or `public_key in the config file /home/a/.config/heroes/config`.
    public var description: String {
        switch self {
        case .environment(let name): name
        case .configFile(let path, let key): "\(key) in the config file \(path)"
        }
    }
}
