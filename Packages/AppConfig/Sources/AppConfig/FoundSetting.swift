/// A config key's value as every command takes it (``Settings/lookup(_:environment:file:path:)``),
/// with where it came from, so that a message about it names what to change.
public struct FoundSetting: Sendable, Hashable {
    /// The value: a variable's as it is set, the file's without its quotes.
    public let text: String
    /// The variable, or the config file's key, it came from.
    public let source: SettingSource
    /// The config file's line that sets it (from 1); `nil` when it came from the environment.
    public let line: Int?

    /// A value from `source`, on the config file's `line` when it came from the file.
    public init(text: String, source: SettingSource, line: Int? = nil) {
        self.text = text
        self.source = source
        self.line = line
    }

    /// Where, in words: the variable's name (`PAGER`), or the key, its line and the file
    /// (`pager on line 3 of the config file /home/a/.config/heroes/config`).
    public var place: String {
        switch (source, line) {
        case (.configFile(let path, let key), let line?): "\(key) on line \(line) of the config file \(path)"
        default: source.description
        }
    }
}
