import Foundation

/// The optional config file, `$XDG_CONFIG_HOME/heroes/config`: `key = value` lines, `#` comments,
/// values optionally in double quotes. Known keys: `public_key`, `private_key`, `base_url`.
/// It holds secrets, so it must not be readable by group or others (mode 0600).
public struct ConfigFile: Sendable, Hashable {
    /// The values by key.
    public let values: [String: String]

    /// The keys this file may hold.
    public static let knownKeys: Set<String> = ["public_key", "private_key", "base_url"]

    /// Parses the text of a config file at `path` (used in error messages).
    public init(text: String, path: String) throws(ConfigError) {
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .invalidConfigFile(path: path, line: index + 1, reason: "expected `key = value`")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard Self.knownKeys.contains(key) else {
                throw .invalidConfigFile(path: path, line: index + 1, reason: "unknown key `\(key)` (known: base_url, private_key, public_key)")
            }
            values[key] = value
        }
        self.values = values
    }

    /// Reads the file at `url`; `nil` when there is none. Refuses a file that group or others can read.
    public static func load(from url: URL) throws(ConfigError) -> ConfigFile? {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            return nil
        }
        if let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue, mode & 0o077 != 0 {
            throw .insecureConfigFile(path: path, mode: mode)
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadableConfigFile(path: path)
        }
        return try ConfigFile(text: text, path: path)
    }
}
