import AppConfig
import DesignTokens
import MarvelWire
import Testing
import TestingUtils
import HeroesPresentation

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
                .init(key: "color", value: nil, source: "default", from: nil),
                .init(key: "format", value: nil, source: "default", from: nil),
                .init(key: "pager", value: nil, source: "default", from: nil),
                .init(key: "per_page", value: nil, source: "default", from: nil),
                .init(key: "private_key", value: "set", source: "config file", from: "/c/config"),
                .init(key: "public_key", value: "set", source: "config file", from: "/c/config"),
            ])
        let none = ConfigList.rows(environment: [:], file: nil, path: "/c/config")
        #expect(none.map(\.source) == Array(repeating: "default", count: 7) && none.allSatisfy { $0.value == nil })
    }

    @Test func theKeysSetOnceShowTheirValueAndTheVariableOrFileTheyCameFrom() throws {
        let file = try ConfigFile(text: "per_page = 5\npager = \"\"\nformat = csv\n", path: "/c/config")
        let rows = ConfigList.rows(environment: ["NO_COLOR": "1", "PAGER": "more"], file: file, path: "/c/config")
        let shown = ConfigList.tsv(rows)
        #expect(shown.contains("color\tnever\tenvironment NO_COLOR\n"), "\(shown)")
        #expect(shown.contains("format\tcsv\tconfig file /c/config\n"), "\(shown)")
        #expect(shown.contains("pager\t\tconfig file /c/config\n"), "\(shown)")
        #expect(shown.contains("per_page\t5\tconfig file /c/config\n"), "\(shown)")
    }

    @Test func pipedItIsKeyValueAndWhereSeparatedByTabsAndOnATerminalAlignedColumns() {
        let rows = ConfigList.rows(
            environment: ["MARVEL_PUBLIC_KEY": "pub-secret"], file: try! ConfigFile(text: "", path: "/c/config"),
            path: "/c/config")
        #expect(
            ConfigList.tsv(rows)
                == "base_url\t\tdefault\ncolor\t\tdefault\nformat\t\tdefault\npager\t\tdefault\nper_page\t\tdefault\n"
                + "private_key\t\tdefault\npublic_key\tset\tenvironment MARVEL_PUBLIC_KEY\n")
        #expect(
            ConfigList.terminal(rows, style: TerminalStyle(usesColor: false)) == """
                base_url     not set  default
                color        not set  default
                format       not set  default
                pager        not set  default
                per_page     not set  default
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

    @Test func theRowsInBothLayoutsAreWhatJSONEncoderWrites() {
        let rows = ConfigList.rows(
            environment: ["HEROES_BASE_URL": "http://env:8080/\"quoted\"\\path"], file: Self.file,
            path: "/c/a\\b/config")
        let mismatch = JSONParity.mismatch(
            rows, compact: JSONText.render(rows, layout: .compact), indented: JSONText.render(rows, layout: .indented))
        #expect(mismatch == nil)
    }
}
