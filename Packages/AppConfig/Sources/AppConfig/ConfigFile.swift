import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The optional config file, `$XDG_CONFIG_HOME/heroes/config`: `key = value` lines, `#` comments,
/// values optionally in double quotes. Known keys: `public_key`, `private_key`, `base_url`.
/// It holds secrets, so it must not be readable by group or others (mode 0600).
public struct ConfigFile: Sendable, Hashable {
    /// What the file sets, by key (one of `knownKeys`), with the double quotes around a
    /// value removed.
    public let values: [String: String]
    /// The file's text as read, comments and all, which ``editing(_:setting:to:)`` keeps.
    public let text: String

    /// The keys this file may hold.
    static let knownKeys: Set<String> = ["public_key", "private_key", "base_url"]

    /// The keys this file may hold, in alphabetical order, as messages list them.
    public static let keys = knownKeys.sorted()

    /// Parses the text of a config file at `path` (used in error messages).
    public init(text: String, path: String) throws(ConfigError) {
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .invalidConfigFile(path: path, line: index + 1, reason: "expected `key = value`")
            }
            let key = line[..<equals].trimmingSpaces()
            var value = line[line.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            guard Self.knownKeys.contains(key) else {
                throw .invalidConfigFile(
                    path: path, line: index + 1,
                    reason: "unknown key `\(key)` (known: \(Self.keys.joined(separator: ", ")))")
            }
            values[key] = value
        }
        self.values = values
        self.text = text
    }

    /// The largest config file read: a few keys take a hundred bytes.
    static let largestSize = 64 * 1024

    /// Reads the file at `path`; `nil` when there is none.
    ///
    /// A link is followed (dotfile managers link config files into place), and what is
    /// checked is what was opened (``SmallFile``): a regular file of at most `largestSize`
    /// bytes, owned by this user (or root), not readable or writable by group or others.
    /// Errors name the file the link points to, where `chmod` works.
    public static func load(atPath path: String) throws(ConfigError) -> ConfigFile? {
        let file: SmallFile
        do {
            file = try SmallFile.read(atPath: path, limit: largestSize)
        } catch .missing {
            return nil
        } catch .notRegularFile {
            throw .untrustedConfigFile(path: resolvedPath(path), reason: "is not a regular file")
        } catch .tooLarge {
            throw .untrustedConfigFile(path: resolvedPath(path), reason: "is larger than \(largestSize / 1024) KiB")
        } catch {
            throw .unreadableConfigFile(path: resolvedPath(path))
        }
        let shown = resolvedPath(path)
        guard file.info.st_uid == geteuid() || file.info.st_uid == 0 else {
            throw .untrustedConfigFile(path: shown, reason: "belongs to another user (uid \(file.info.st_uid))")
        }
        let mode = Int(file.info.st_mode & 0o7777)
        guard mode & 0o077 == 0 else { throw .insecureConfigFile(path: shown, mode: mode) }
        guard let text = String(data: file.bytes, encoding: .utf8) else { throw .unreadableConfigFile(path: shown) }
        return try ConfigFile(text: text, path: shown)
    }

    /// `path` with links resolved, for messages; `path` itself when it cannot be resolved.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
