/// A setting that cannot be used. ``description`` says what is wrong and how to fix it, in one line.
public enum ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The base URL from `source` (`HEROES_BASE_URL` or the config file's `base_url`) is not an
    /// absolute http(s) URL. The value is kept with any password in it replaced by `REDACTED`
    /// (``Settings/redactingPassword(_:)``).
    case invalidBaseURL(String, from: SettingSource)
    /// The base URL from `source` names a port outside 1…65535 (value redacted as above).
    case baseURLPortOutOfRange(String, port: Int, from: SettingSource)
    /// The config file can be read by group or others.
    case insecureConfigFile(path: String, mode: Int)
    /// The config file exists but cannot be read.
    case unreadableConfigFile(path: String)
    /// The config file (or the file its link points to) is not one to trust with keys: not a
    /// regular file, someone else's, or too large to be a config file.
    case untrustedConfigFile(path: String, reason: String)
    /// A line of the config file is not understood.
    case invalidConfigFile(path: String, line: Int, reason: String)
    /// Only one of the two keys is set: the one from `found`; `missing` is the other's config
    /// key (`public_key` or `private_key`), set neither in the environment nor in the file.
    case incompleteKeys(found: SettingSource, missing: String)
    /// The config file at `path` sets `key` on `line` to `value` (its first 40 characters),
    /// which the key does not take; `reason` says why (`is not one of auto, always, never`).
    case invalidSetting(key: String, value: String, path: String, line: Int, reason: String)
    /// `heroes config` was given a key the file cannot hold.
    case unknownConfigKey(String)
    /// A value that cannot be written on one line of the config file (empty, a line break, a
    /// control character, a double quote, or for a key, a space).
    case invalidConfigValue(key: String, reason: String)
    /// The config file could not be written; `reason` is the system's.
    case cannotWriteConfigFile(path: String, reason: String)
    /// Setting or removing `key` would leave a config file of `size` bytes, more than heroes
    /// reads (64 KiB), so nothing was written.
    case configFileWouldBeTooLarge(key: String, size: Int)

    /// One line: what is wrong and what to do.
    public var description: String {
        switch self {
        case .invalidBaseURL(let value, .environment(let name)):
            "\(name) \"\(value)\" is not a valid http(s) URL; set it like http://127.0.0.1:8080 or unset it to use the embedded catalog."
        case .invalidBaseURL(let value, .configFile(let path, let key)):
            "\(key) \"\(value)\" in the config file \(path) is not a valid http(s) URL; run `heroes config set \(key) http://127.0.0.1:8080` (your server's URL), or `heroes config unset \(key)` to use the embedded catalog."
        case .insecureConfigFile(let path, let mode):
            "the config file \(path) is readable by others (mode \(String(mode & 0o777, radix: 8))); run `chmod 600 \(path)`."
        case .baseURLPortOutOfRange(let value, let port, .environment(let name)):
            "\(name) \"\(value)\" has port \(port); ports are 1 to 65535. Fix the port, or unset it to use the embedded catalog."
        case .baseURLPortOutOfRange(let value, let port, .configFile(let path, let key)):
            "\(key) \"\(value)\" in the config file \(path) has port \(port); ports are 1 to 65535. Fix it with `heroes config set \(key) URL`, or run `heroes config unset \(key)` to use the embedded catalog."
        case .untrustedConfigFile(let path, let reason):
            "the config file \(path) \(reason); heroes reads keys only from a small regular file of yours, mode 600."
        case .unreadableConfigFile(let path):
            "the config file \(path) cannot be read; check its permissions."
        case .invalidConfigFile(let path, let line, let reason):
            "the config file \(path) has an error on line \(line): \(reason)."
        case .incompleteKeys(.environment, let missing):
            "\(ConfigFile.variables[missing] ?? missing) is not set; set both MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY (or neither)."
        case .incompleteKeys(.configFile(let path, let key), let missing):
            "the config file \(path) sets \(key) but not \(missing), and \(ConfigFile.variables[missing] ?? missing) is not set; run `heroes config set \(missing)`, or `heroes config unset \(key)`."
        case .invalidSetting(let key, let value, let path, let line, let reason):
            "\(key) \"\(value)\" on line \(line) of the config file \(path) \(reason); set it with `heroes config set \(key) VALUE`, or remove it with `heroes config unset \(key)`."
        case .unknownConfigKey(let key):
            "\"\(key)\" is not a config key; the keys are \(ConfigFile.keys.joined(separator: ", "))."
        case .invalidConfigValue(let key, let reason):
            "the value for \(key) \(reason); nothing was written."
        case .cannotWriteConfigFile(let path, let reason):
            "the config file \(path) could not be written (\(reason)); nothing was changed."
        case .configFileWouldBeTooLarge(let key, let size):
            "changing \(key) would leave the config file \(size) bytes, more than the \(ConfigFile.largestSize / 1024) KiB heroes reads; nothing was written."
        }
    }
}
