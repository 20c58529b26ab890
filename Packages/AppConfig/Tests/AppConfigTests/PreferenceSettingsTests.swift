import Foundation
import Testing
import TestingUtils
@testable import AppConfig

/// The config keys people set once (`color`, `format`, `pager`, `per_page`): read with their
/// line, checked as they are set and as they are read, and overridden by the environment.
@Suite struct PreferenceSettingsTests {
    @Test func theValuesOfferedForAKeyAreItsWordsOrAFewPageSizesThatStartAsTyped() {
        #expect(ConfigFile.suggestedValues(for: "color", startingWith: "") == ["auto", "always", "never"])
        #expect(ConfigFile.suggestedValues(for: "color", startingWith: "A") == ["auto", "always"])
        #expect(ConfigFile.suggestedValues(for: "format", startingWith: "C") == ["csv"])
        #expect(ConfigFile.suggestedValues(for: "per_page", startingWith: "") == ["20", "50", "100"])
        #expect(ConfigFile.suggestedValues(for: "per_page", startingWith: "1") == ["100"])
        #expect(ConfigFile.suggestedValues(for: "base_url", startingWith: "").isEmpty)
        #expect(ConfigFile.suggestedValues(for: "pager", startingWith: "l").isEmpty)
    }

    /// Writes `text` as the config file under `folder` (mode 0600); returns its path.
    func writeConfig(_ text: String, in folder: TemporaryFolder) throws -> String {
        let config = folder.url.appendingPathComponent("heroes/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: config)
        #expect(chmod(config.path, 0o600) == 0)
        return config.path
    }

    func resolve(_ text: String, environment extra: [String: String] = [:]) throws -> Settings {
        let folder = try TemporaryFolder()
        _ = try writeConfig(text, in: folder)
        let environment = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path].merging(extra) { $1 }
        return try Settings.resolve(environment: environment)
    }

    @Test func theFileSetsEachPreferenceWithItsLineAndSource() throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig(
            "# mine\ncolor = never\nformat = \"csv\"\npager = \"less -S\"\n\nper_page = 5\n", in: folder)
        let settings = try Settings.resolve(environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path])
        #expect(settings.color == FoundSetting(text: "never", source: .configFile(path: path, key: "color"), line: 2))
        #expect(settings.format == FoundSetting(text: "csv", source: .configFile(path: path, key: "format"), line: 3))
        #expect(settings.pager == FoundSetting(text: "less -S", source: .configFile(path: path, key: "pager"), line: 4))
        #expect(settings.perPage == 5)
        #expect(settings.sources["per_page"] == .configFile(path: path, key: "per_page"))
        #expect(settings.pager?.place == "pager on line 4 of the config file \(path)")
    }

    @Test func withNothingSetEveryPreferenceIsTheDefault() throws {
        let settings = try Settings.resolve(environment: ["HOME": "/nonexistent"])
        #expect(settings.color == nil && settings.format == nil && settings.pager == nil && settings.perPage == nil)
    }

    @Test(arguments: [
        ("per_page = 0", "per_page", "0", "is not a whole number from 1 to 100"),
        ("per_page = 101", "per_page", "101", "is not a whole number from 1 to 100"),
        ("per_page = -1", "per_page", "-1", "is not a whole number from 1 to 100"),
        ("per_page = 1e3", "per_page", "1e3", "is not a whole number from 1 to 100"),
        ("per_page = +5", "per_page", "+5", "is not a whole number from 1 to 100"),
        (
            "per_page = 99999999999999999999999999999999999999999999999",
            "per_page", "9999999999999999999999999999999999999999…", "is not a whole number from 1 to 100"
        ),
        ("format = xml", "format", "xml", "is not one of table, tsv, csv, json"),
        ("format = TSV", "format", "TSV", "is not one of table, tsv, csv, json"),
        ("color = sometimes", "color", "sometimes", "is not one of auto, always, never"),
        (
            "pager = \"less\u{1B}]0;pwned\u{07}\"", "pager", "less\u{1B}]0;pwned\u{07}",
            "holds a line break or a control character"
        ),
        ("pager = more\u{202E}", "pager", "more\u{202E}", "holds a line break or a control character"),
    ])
    func aBadValueInTheFileIsRefusedNamingTheFileTheLineAndTheKey(
        line: String, key: String, shown: String, reason: String
    ) throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig("# first\n" + line + "\n", in: folder)
        #expect(throws: ConfigError.invalidSetting(key: key, value: shown, path: path, line: 2, reason: reason)) {
            try Settings.resolve(environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path])
        }
    }

    @Test func aBadValueInTheFileIsRefusedEvenWhenAVariableOverridesIt() throws {
        let folder = try TemporaryFolder()
        let path = try writeConfig("pager = more\u{202E}\n", in: folder)
        let environment = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": folder.path, "HEROES_PAGER": "cat"]
        #expect(
            throws: ConfigError.invalidSetting(
                key: "pager", value: "more\u{202E}", path: path, line: 1,
                reason: "holds a line break or a control character")
        ) { try Settings.resolve(environment: environment) }
    }

    @Test func theErrorForABadValueSaysWhereAndHowToFixIt() {
        let error = ConfigError.invalidSetting(
            key: "per_page", value: "0", path: "/h/.config/heroes/config", line: 3,
            reason: "is not a whole number from 1 to 100")
        #expect(
            error.description
                == "per_page \"0\" on line 3 of the config file /h/.config/heroes/config is not a whole number from 1 to 100; set it with `heroes config set per_page VALUE`, or remove it with `heroes config unset per_page`."
        )
    }

    @Test(arguments: ["1", "20", "100", "007"])
    func aPerPageFromOneToAHundredIsTaken(text: String) throws {
        #expect(try resolve("per_page = \"\(text)\"\n").perPage == Int(text))
    }

    @Test func theFilesColourComesBeforeTheColourVariablesWhichElseGiveTheModeTheyAmountTo() throws {
        let file = "color = always\n"
        for environment in [["NO_COLOR": "1"], ["CLICOLOR": "0"], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]] {
            let found = try resolve(file, environment: environment).color
            #expect(found?.text == "always" && found?.line == 1, "\(environment)")
        }
        #expect(
            try resolve("", environment: ["NO_COLOR": "1"]).color
                == FoundSetting(text: "never", source: .environment("NO_COLOR")))
        #expect(
            try resolve("", environment: ["CLICOLOR_FORCE": "1"]).color
                == FoundSetting(text: "always", source: .environment("CLICOLOR_FORCE")))
        #expect(try resolve("", environment: ["CLICOLOR": "0"]).color?.text == "never")
        #expect(try resolve("", environment: ["CLICOLOR": "1"]).color?.text == "auto")
        // Set empty (NO_COLOR, CLICOLOR_FORCE) or to 0 (CLICOLOR_FORCE), they say nothing.
        #expect(try resolve("", environment: ["NO_COLOR": "", "CLICOLOR_FORCE": "0"]).color == nil)
    }

    @Test func heroesPagerComesBeforeTheFilesPagerAndTheFileBeforePagerAndEmptyMeansNone() throws {
        let file = "pager = \"most\"\n"
        #expect(try resolve(file).pager?.text == "most")
        #expect(
            try resolve(file, environment: ["PAGER": "more", "HEROES_PAGER": "less -S"]).pager
                == FoundSetting(text: "less -S", source: .environment("HEROES_PAGER")))
        let overPager = try resolve(file, environment: ["PAGER": "more"]).pager
        #expect(overPager?.text == "most" && overPager?.line == 1)
        #expect(
            try resolve("", environment: ["PAGER": "more"]).pager
                == FoundSetting(text: "more", source: .environment("PAGER")))
        #expect(try resolve("", environment: ["PAGER": ""]).pager?.text == "")
        #expect(try resolve(file, environment: ["HEROES_PAGER": ""]).pager?.text == "")
        #expect(
            try resolve("pager = \"\"\n").pager?.text == "", "an empty pager in the file is no pager, not the default")
    }

    @Test func formatAndPerPageComeOnlyFromTheFileNeverFromAVariableOfTheKeysName() throws {
        let settings = try resolve("", environment: ["per_page": "7", "format": "csv", "PER_PAGE": "7"])
        #expect(settings.perPage == nil && settings.format == nil)
    }

    @Test func theVariableOverridingAKeyIsNamedForConfigSetsNote() {
        #expect(Settings.overridingVariable("pager", environment: ["HEROES_PAGER": ""]) == "HEROES_PAGER")
        // The file comes before the variables every program reads: they override nothing.
        #expect(Settings.overridingVariable("color", environment: ["NO_COLOR": "1"]) == nil)
        #expect(Settings.overridingVariable("pager", environment: ["PAGER": "more"]) == nil)
        #expect(Settings.overridingVariable("base_url", environment: ["HEROES_BASE_URL": ""]) == "HEROES_BASE_URL")
        #expect(Settings.overridingVariable("per_page", environment: ["per_page": "3"]) == nil)
        #expect(Settings.overridingVariable("color", environment: [:]) == nil)
    }

    @Test(
        arguments: [
            ("color", "sometimes", "is not one of auto, always, never"),
            ("format", "xml", "is not one of table, tsv, csv, json"),
            ("per_page", "0", "is not a whole number from 1 to 100"),
            ("per_page", "101", "is not a whole number from 1 to 100"),
            ("per_page", "1e3", "is not a whole number from 1 to 100"),
            ("per_page", "", "is empty"),
            ("pager", "less\u{1B}[31m", "holds a line break or a control character"),
            ("pager", "less \"x\"", "holds a double quote"),
        ] as [(String, String, String)])
    func configSetRefusesABadValueNamingWhy(key: String, value: String, reason: String) {
        #expect(throws: ConfigError.invalidConfigValue(key: key, reason: reason)) {
            try ConfigFile.checked(value, for: key)
        }
    }

    @Test func configSetTakesAnEmptyPagerAndGoodValuesAndTheyReadBack() throws {
        var text = ""
        for (key, value) in [("pager", ""), ("color", " never "), ("format", "json"), ("per_page", "100")] {
            text = try ConfigFile.editing(text, setting: key, to: try ConfigFile.checked(value, for: key))
        }
        let file = try ConfigFile(text: text, path: "c")
        #expect(file.values == ["pager": "", "color": "never", "format": "json", "per_page": "100"])
        #expect(file.lineNumbers == ["pager": 1, "color": 2, "format": 3, "per_page": 4])
    }
}
