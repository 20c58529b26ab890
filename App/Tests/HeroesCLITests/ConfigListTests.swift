import AppConfig
import DesignTokens
import Testing
@testable import HeroesCLI

/// `heroes config list`: every key, its value (the API keys as "set"), and where it came from.
struct ConfigListTests {
    static let file = try! ConfigFile(
        text: "base_url = \"http://file:1\"\npublic_key = \"pub-secret\"\nprivate_key = \"priv-secret\"\n",
        path: "/c/config")

    @Test func eachKeyComesFromItsVariableElseTheFileElseTheDefaultAndKeysShowOnlyAsSet() {
        let rows = ConfigList.rows(
            environment: ["HEROES_BASE_URL": "http://me:hunter2@env:8080"], file: Self.file, path: "/c/config")
        #expect(
            rows == [
                .init(
                    key: "base_url", value: "http://me:REDACTED@env:8080", source: "environment",
                    from: "HEROES_BASE_URL"),
                .init(key: "private_key", value: "set", source: "config file", from: "/c/config"),
                .init(key: "public_key", value: "set", source: "config file", from: "/c/config"),
            ])
        let none = ConfigList.rows(environment: [:], file: nil, path: "/c/config")
        #expect(none.map(\.source) == ["default", "default", "default"] && none.allSatisfy { $0.value == nil })
    }

    @Test func pipedItIsKeyValueAndWhereSeparatedByTabsAndOnATerminalAlignedColumns() {
        let rows = ConfigList.rows(
            environment: ["MARVEL_PUBLIC_KEY": "pub-secret"], file: try! ConfigFile(text: "", path: "/c/config"),
            path: "/c/config")
        #expect(
            ConfigList.tsv(rows)
                == "base_url\t\tdefault\nprivate_key\t\tdefault\npublic_key\tset\tenvironment MARVEL_PUBLIC_KEY\n")
        #expect(
            ConfigList.terminal(rows, style: TerminalStyle(usesColor: false)) == """
                base_url     not set  default
                private_key  not set  default
                public_key   set      environment MARVEL_PUBLIC_KEY

                """)
    }

    @Test func noSecretIsEverInWhatIsShown() {
        let rows = ConfigList.rows(
            environment: ["MARVEL_PRIVATE_KEY": "env-secret"], file: Self.file, path: "/c/config")
        let shown = ConfigList.tsv(rows) + JSONText.render(rows, layout: .compact)
        #expect(!shown.contains("secret"), "\(shown)")
        #expect(JSONText.render(rows, layout: .compact).hasPrefix(#"[{"from":"/c/config","key":"base_url""#))
    }
}
