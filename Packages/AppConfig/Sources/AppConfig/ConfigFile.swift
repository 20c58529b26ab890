import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The optional config file, `$XDG_CONFIG_HOME/heroes/config`: `key = value` lines, `#` comments,
/// values optionally in double quotes. Known keys: `public_key`, `private_key`, `base_url`, and
/// what people set once (``preferenceKeys``): `color`, `format`, `pager`, `per_page`.
/// It holds secrets, so it must not be readable by group or others (mode 0600).
public struct ConfigFile: Sendable, Hashable {
    /// What the file sets, by key (one of `knownKeys`), with the double quotes around a
    /// value removed.
    public let values: [String: String]
    /// The line (from 1) that sets each key in ``values``: the last one, whose value counts.
    public let lineNumbers: [String: Int]
    /// The file's text as read, comments and all, which ``editing(_:setting:to:)`` keeps.
    public let text: String

    /// The keys this file may hold.
    static let knownKeys: Set<String> = Set(["public_key", "private_key", "base_url"] + preferenceKeys)

    /// The keys this file may hold, in alphabetical order, as messages list them.
    public static let keys = knownKeys.sorted()

    /// The environment variable that overrides each key.
    public static let variables = [
        "base_url": "HEROES_BASE_URL", "public_key": "MARVEL_PUBLIC_KEY", "private_key": "MARVEL_PRIVATE_KEY",
    ]

    /// The lines of `text`, split at each line feed, CR LF pair or lone carriage return (a file
    /// saved on Windows or an old Mac reads as one saved here); a last line break ends the last
    /// line and starts no other (so empty text has no line).
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Parses the text of a config file at `path` (used in error messages).
    public init(text: String, path: String) throws(ConfigError) {
        var values: [String: String] = [:]
        var lineNumbers: [String: Int] = [:]
        for (index, rawLine) in Self.lines(of: text).enumerated() {
            let line = rawLine.trimmingSpaces()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw .invalidConfigFile(path: path, line: index + 1, reason: "expected `key = value`")
            }
            let key = line[..<equals].trimmingSpaces()
            var value = line[line.index(after: equals)...].trimmingSpaces()
            // The quotes are scalars: a value that starts with a combining mark joins it to the
            // opening quote in one Character, and must still lose its quotes.
            let scalars = value.unicodeScalars
            if scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" {
                value = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
            }
            guard Self.knownKeys.contains(key) else {
                throw .invalidConfigFile(
                    path: path, line: index + 1,
                    reason: "unknown key `\(key)` (known: \(Self.keys.joined(separator: ", ")))")
            }
            values[key] = value
            lineNumbers[key] = index + 1
        }
        self.values = values
        self.lineNumbers = lineNumbers
        self.text = text
    }

    /// The largest config file read: a few keys take a hundred bytes. Nothing larger is written.
    static let largestSize = 64 * 1024

    /// The largest config file read to be edited back under ``largestSize``: more than a file
    /// written by an older heroes, which wrote any value it was given, could hold (an argument
    /// is at most 128 KiB on Linux).
    static let largestEditedSize = 1024 * 1024

    /// Reads the file at `path`; `nil` when there is none.
    ///
    /// A link is followed (dotfile managers link config files into place), and what is
    /// checked is what was opened (``SmallFile``): a regular file of at most 64 KiB, owned by
    /// this user (or root), not readable or writable by group or others, of UTF-8 text.
    /// Errors name the file the link points to, where `chmod` works.
    ///
    /// `forEditing` raises the size limit to 1 MiB, and only that: `heroes config set|unset`
    /// read a file too large to use so as to write it back smaller (``editing(_:setting:to:)``
    /// refuses a result over 64 KiB).
    public static func load(atPath path: String, forEditing: Bool = false) throws(ConfigError) -> ConfigFile? {
        let limit = forEditing ? largestEditedSize : largestSize
        let file: SmallFile
        do {
            file = try SmallFile.read(atPath: path, limit: limit)
        } catch .missing {
            return nil
        } catch .notRegularFile {
            throw .untrustedConfigFile(path: resolvedPath(path), reason: "is not a regular file")
        } catch .tooLarge {
            throw .untrustedConfigFile(path: resolvedPath(path), reason: "is larger than \(limit / 1024) KiB")
        } catch {
            throw .unreadableConfigFile(path: resolvedPath(path))
        }
        let shown = resolvedPath(path)
        guard file.info.st_uid == geteuid() || file.info.st_uid == 0 else {
            throw .untrustedConfigFile(path: shown, reason: "belongs to another user (uid \(file.info.st_uid))")
        }
        let mode = Int(file.info.st_mode & 0o7777)
        guard mode & 0o077 == 0 else { throw .insecureConfigFile(path: shown, mode: mode) }
        return try ConfigFile(text: try utf8Text(file.bytes, path: shown), path: shown)
    }

    /// `bytes` as text, or an error naming the first line that is not UTF-8.
    private static func utf8Text(_ bytes: Data, path: String) throws(ConfigError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        for (index, part) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard String(validating: part, as: UTF8.self) != nil else {
                line = index + 1
                break
            }
        }
        throw .invalidConfigFile(path: path, line: line, reason: "it is not UTF-8 text; save the file as UTF-8")
    }

    /// `path` with links resolved, for messages; `path` itself when it cannot be resolved.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
