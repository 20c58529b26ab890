import AppConfig
import CommandLinePlatform

/// Long output on a terminal (`heroes show`, `show --comics`, `list --all`) goes through a
/// pager: `HEROES_PAGER`, else `PAGER`, else the config key `pager`, else ``Pager/defaultCommand``
/// (`less -FRX`). Never in a pipe (stdout must be a terminal), never with `--no-pager`; a value
/// that is empty, or `cat`, means no pager. The command is split into words as a shell would
/// (``ShellWords/split(_:)``) and started without one.
extension Pager {
    /// The pager `setting` names (`Settings.pager`: a variable's or the config file's), or
    /// `nil` for none; the default when `setting` is `nil`. A value that is not a command (an
    /// unclosed quote) is warned about once, naming where it came from, and means none.
    static func choose(_ setting: FoundSetting?) -> Pager? {
        guard let setting else { return Pager(command: defaultCommand) }
        guard let words = ShellWords.split(setting.text) else {
            Console.err(
                "heroes: warning: \(setting.place) is not a command (a quote is left open); showing the output without a pager."
            )
            return nil
        }
        if words.isEmpty || words == ["cat"] { return nil }
        return Pager(command: words)
    }

    /// The pager for a terminal with `environment` and no config file (``choose(_:)``).
    static func choose(environment: [String: String]) -> Pager? {
        choose(Settings.lookup("pager", environment: environment, file: nil, path: ""))
    }
}
