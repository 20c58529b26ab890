public import ArgumentParser
import AppConfig
import DesignTokens

/// `--color auto|always|never` is DesignTokens' own choice, read as it is: its raw values are
/// the words the flag takes, and its cases the values the help lists.
extension ColorMode: @retroactive ExpressibleByArgument {}

extension ColorMode {
    /// The mode the config key `color` (or the colour variables over it) sets, as
    /// `Settings.color` found it; auto when nothing sets it.
    init(setting: FoundSetting?) {
        self = setting.flatMap { ColorMode(rawValue: $0.text) } ?? .auto
    }

    /// The mode without `--color` for a command that reads no other setting (`config list`,
    /// `cache info`): the config key `color`, or the colour variables over it; auto when the
    /// config file cannot be read, as such a command must still work then.
    static func configured(environment: [String: String] = StandardStream.processEnvironment) -> ColorMode {
        let path = XDGPaths(environment: environment).configFile
        let file = (try? ConfigFile.load(atPath: path)) ?? nil
        return ColorMode(setting: Settings.lookup("color", environment: environment, file: file, path: path))
    }
}
