public import AppConfig
public import DesignTokens
import MarvelWire

/// `heroes config list`: each config key, its value (the API keys only as "set") and where it
/// came from, found as every command finds it (``Settings/lookup(_:environment:file:path:)``):
/// its environment variable, the config file, or the default. No key comes from a flag. Drawn as
/// aligned columns for a terminal, as TSV for a pipe, or (``Row`` is `Encodable`) as `--json`.
public enum ConfigList {
    /// One setting as shown.
    public struct Row: Equatable, Encodable, Sendable {
        /// The config key.
        public var key: String
        /// The value, neutralised for a terminal (a URL's password as `REDACTED`), `set` for an
        /// API key; `nil` when it is not set (the default).
        public var value: String?
        /// `environment`, `config file` or `default`.
        public var source: String
        /// The variable's name or the file's path; `nil` for the default.
        public var from: String?

        /// A row as shown: `value` and `from` already neutralised for a terminal.
        public init(key: String, value: String?, source: String, from: String?) {
            self.key = key
            self.value = value
            self.source = source
            self.from = from
        }

        enum CodingKeys: String, CodingKey {
            case key, value, source, from
        }

        /// Every field, `value` and `from` as `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(JSONNullable(value), forKey: .value)
            try container.encode(source, forKey: .source)
            try container.encode(JSONNullable(from), forKey: .from)
        }
    }

    /// Every config key's row, in the keys' order, from `environment` and `file` (read at `path`).
    public static func rows(environment: [String: String], file: ConfigFile?, path: String) -> [Row] {
        ConfigFile.keys.map { key in
            guard let found = Settings.lookup(key, environment: environment, file: file, path: path) else {
                return Row(key: key, value: nil, source: "default", from: nil)
            }
            let value =
                ConfigFile.isSecret(key) ? "set" : TextLayout.singleLine(Settings.redactingPassword(found.text))
            switch found.source {
            case .environment(let name): return Row(key: key, value: value, source: "environment", from: name)
            case .configFile(let path, _):
                return Row(key: key, value: value, source: "config file", from: TextLayout.singleLine(path))
            }
        }
    }

    /// `key<TAB>value<TAB>where` lines (an unset value empty; where: `environment NAME`,
    /// `config file PATH` or `default`).
    public static func tsv(_ rows: [Row]) -> String {
        rows.map { [$0.key, $0.value ?? "", place($0)].joined(separator: "\t") + "\n" }.joined()
    }

    /// Aligned columns for a person: key, value (`not set` when none), where it came from.
    public static func terminal(_ rows: [Row], style: TerminalStyle) -> String {
        let keyWidth = rows.map { DisplayWidth.of($0.key) }.max() ?? 0
        let values = rows.map { $0.value ?? style.paint("not set", .muted) }
        let valueWidth = values.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(rows, values).map { row, value in
            TextLayout.pad(row.key, toWidth: keyWidth + Spacing.labelGap)
                + TextLayout.pad(value, toWidth: valueWidth + Spacing.labelGap) + style.paint(place(row), .muted) + "\n"
        }.joined()
    }

    /// Where a row's value came from, in words.
    private static func place(_ row: Row) -> String {
        row.from.map { row.source + " " + $0 } ?? row.source
    }
}
