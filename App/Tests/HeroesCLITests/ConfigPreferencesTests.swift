import AppConfig
import CommandLinePlatform
import DesignTokens
import HeroesCore
import Testing
@testable import HeroesCLI

/// The config keys people set once (`color`, `format`, `pager`, `per_page`) as the commands
/// take them: the flag first, then what ``Settings`` found (the environment over the file),
/// then the default.
struct ConfigPreferencesTests {
    static let file = SettingSource.configFile(path: "/c/config", key: "")

    static func settings(
        color: String? = nil, format: String? = nil, pager: String? = nil, perPage: Int? = nil
    ) -> Settings {
        func found(_ key: String, _ text: String?) -> FoundSetting? {
            text.map { FoundSetting(text: $0, source: .configFile(path: "/c/config", key: key), line: 1) }
        }
        return Settings(
            baseURL: nil, credentials: nil, paths: XDGPaths(environment: ["HOME": "/h"]), logsAPI: false,
            color: found("color", color), format: found("format", format), pager: found("pager", pager),
            perPage: perPage)
    }

    @Test func theConfigsWordsAreTheFlagsValues() {
        #expect(ConfigFile.choices["color"] == ColorMode.allCases.map(\.rawValue))
        #expect(ConfigFile.choices["format"] == OutputFormat.allCases.map(\.rawValue))
        #expect(ConfigFile.perPageRange.upperBound == HeroesQuery.maximumLimit)
    }

    @Test func colorIsTheFlagsElseTheConfigsElseAuto() {
        #expect(GlobalChoices(color: .never).colorMode(settings: Self.settings(color: "always")) == .never)
        #expect(GlobalChoices().colorMode(settings: Self.settings(color: "always")) == .always)
        #expect(GlobalChoices().colorMode(settings: Self.settings()) == .auto)
    }

    @Test func formatIsTheFlagsOrJSONElseTheConfigsElseTheTerminalsChoice() {
        let csv = Self.settings(format: "csv")
        #expect(GlobalChoices(format: .tsv).format(settings: csv) == .tsv)
        #expect(GlobalChoices(json: JSONArgument.everyField).format(settings: csv) == .json)
        #expect(GlobalChoices().format(settings: csv) == .csv)
        #expect(GlobalChoices().format(settings: Self.settings()) == nil)
    }

    /// Under `--color auto` DesignTokens' ColorPolicy reads the colour variables itself; the mode
    /// ``Settings`` says they amount to must colour exactly the same streams.
    @Test(arguments: [
        ["NO_COLOR": "1"], ["CLICOLOR_FORCE": "1"], ["CLICOLOR": "0"], ["CLICOLOR": "1"], ["NO_COLOR": ""],
        ["CLICOLOR_FORCE": "0"], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], ["CLICOLOR_FORCE": "1", "CLICOLOR": "0"],
        ["CLICOLOR": "1", "TERM": "dumb"], ["CLICOLOR_FORCE": "1", "TERM": "dumb"],
    ])
    func theModeTheColourVariablesAmountToColoursAsTheyDoUnderAuto(environment: [String: String]) {
        let found = Settings.lookup("color", environment: environment, file: nil, path: "/c/config")
        let mode = ColorMode(setting: found)
        for isTerminal in [true, false] {
            #expect(
                ColorPolicy.usesColor(mode: mode, environment: environment, isTerminal: isTerminal)
                    == ColorPolicy.usesColor(mode: .auto, environment: environment, isTerminal: isTerminal),
                "\(environment), terminal: \(isTerminal)")
        }
    }

    @Test func thePagerIsTheSettingsSplitLikeAShellNoneWhenEmptyOrCatAndLessByDefault() {
        #expect(Pager.choose(Self.settings(pager: "less -S '+G'").pager)?.command == ["less", "-S", "+G"])
        #expect(Pager.choose(Self.settings(pager: "").pager) == nil)
        #expect(Pager.choose(Self.settings(pager: "cat").pager) == nil)
        #expect(Pager.choose(Self.settings().pager)?.command == Pager.defaultCommand)
    }

    @Test func listTakesTheConfigsPerPageWithoutTheFlagAndTheFlagOverIt() throws {
        var choices = try ListCommand.parse(["--page", "3"]).choices
        choices.preferredPerPage = 5
        #expect(choices.query == HeroesQuery(offset: 10, limit: 5))
        #expect(choices.pageCommand(4) == "heroes list --page 4", "the next run reads the config again")
        var flagged = try ListCommand.parse(["--page", "3", "-n", "7"]).choices
        flagged.preferredPerPage = 5
        #expect(flagged.query == HeroesQuery(offset: 14, limit: 7))
    }

    @Test func showComicsTakesTheConfigsPerPageWithoutTheFlagAndTheFlagOverIt() throws {
        #expect(
            try ShowCommand.parse(["7", "--comics"]).choices.destination(id: 7, preferredPerPage: 5)
                == .heroComics(id: 7, page: 1, perPage: 5))
        #expect(
            try ShowCommand.parse(["7", "--comics", "-n", "9"]).choices.destination(id: 7, preferredPerPage: 5)
                == .heroComics(id: 7, page: 1, perPage: 9))
    }

    @Test func configSetCompletesTheValuesEachKeyTakes() {
        let words = ["heroes", "config", "set"]
        #expect(ConfigCommand.valueCompletions(words + ["color", ""], 4, "") == ["auto", "always", "never"])
        #expect(ConfigCommand.valueCompletions(words + ["format", "C"], 4, "C") == ["csv"])
        #expect(ConfigCommand.valueCompletions(words + ["per_page", "1"], 4, "1") == ["100"])
        #expect(ConfigCommand.valueCompletions(words + ["base_url", ""], 4, "").isEmpty)
    }
}
