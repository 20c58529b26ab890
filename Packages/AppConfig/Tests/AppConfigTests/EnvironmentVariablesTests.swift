import Testing

@testable import AppConfig

/// `heroes environment`'s topic: every variable heroes reads, grouped, then the config keys no
/// variable sets. (That the sources read no variable missing here is the App's
/// `EnvironmentTopicTests`.)
struct EnvironmentVariablesTests {
    @Test func theTopicNamesTheProxiesLibcurlReadsAndNoVariableTwice() {
        let names = EnvironmentVariables.names
        #expect(Set(["https_proxy", "http_proxy", "all_proxy", "no_proxy"]).isSubset(of: names))
        #expect(Set(names).count == names.count)
    }

    @Test func eachGroupIsItsTitleThenEachEntrysNamesAndIndentedMeaningAndTheFooterEndsIt() {
        let topic = EnvironmentVariables.topic
        #expect(
            topic.hasPrefix(
                """
                Data and keys (settings: flags, then these, then the config file, then defaults):
                  HEROES_BASE_URL
                      a Marvel-compatible server instead of the embedded catalog (config key base_url)
                  MARVEL_PUBLIC_KEY, MARVEL_PRIVATE_KEY

                """))
        #expect(topic.contains("(else ~/.local/share)\n  HOME\n      where those defaults are\n\nOutput:\n"))
        #expect(topic.hasSuffix("\n\n" + EnvironmentVariables.footer))
        #expect(
            EnvironmentVariables.footer
                == "Config keys no variable sets (heroes config set KEY VALUE; a flag overrides each): format "
                + "(table, tsv, csv, json) and per_page (1 to 100). `heroes config list` shows every setting and "
                + "where it came from.\n")
        for group in EnvironmentVariables.groups { #expect(topic.contains(group.title + ":\n")) }
    }

    @Test func theEnvironmentTopicNamesTheKeysNoVariableSetsAndWhereTheFileComesAmongTheVariables() {
        #expect(EnvironmentVariables.topic.contains("format (table, tsv, csv, json) and per_page (1 to 100)"))
        #expect(
            EnvironmentVariables.topic.contains(
                "HEROES_PAGER\n      the pager for long output (empty or cat: none), over the config key pager"))
        #expect(
            EnvironmentVariables.topic.contains(
                "  PAGER\n      the pager when neither HEROES_PAGER nor the config key pager says"))
        #expect(EnvironmentVariables.topic.contains("unless the config key color or --color says otherwise"))
    }
}
