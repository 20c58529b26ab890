import Foundation
import Testing
import TestingUtils

/// `heroes config list` on the built binary: every key, its value (the API keys only as "set")
/// and where it came from (its environment variable, the config file's path, the default).
@Suite struct ConfigListTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    var configFile: URL { heroes.home.appendingPathComponent("config/heroes/config") }

    @Test func eachSettingShowsItsValueOrSetAndWhereItCameFrom() throws {
        let set = try ProcessRunner.run(
            heroes.path, ["config", "set", "public_key"], environment: heroes.environment(), stdin: "e2e-pub-77\n")
        #expect(set.status == 0, "\(set)")
        let env = ["HEROES_BASE_URL": "http://127.0.0.1:9", "MARVEL_PRIVATE_KEY": "e2e-priv-88"]
        let piped = try heroes.run(["config", "list"], env: env)
        #expect(piped.status == 0, "\(piped)")
        #expect(
            piped.stdout == """
                base_url\thttp://127.0.0.1:9\tenvironment HEROES_BASE_URL
                color\t\tdefault
                format\t\tdefault
                pager\tcat\tenvironment HEROES_PAGER
                per_page\t\tdefault
                private_key\tset\tenvironment MARVEL_PRIVATE_KEY
                public_key\tset\tconfig file \(configFile.path)

                """)
        let json = try heroes.run(["config", "list", "--json"], env: env)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(
            rows.map { $0["source"] as? String } == [
                "environment", "default", "default", "environment", "default", "environment", "config file",
            ], "\(json)")
        let onTerminal = try heroes.runOnTerminal(["config", "list"], env: env)
        #expect(onTerminal.stdout.contains("public_key   set"), "\(onTerminal)")
        for shown in [piped.stdout, json.stdout, onTerminal.stdout] {
            #expect(!shown.contains("e2e-pub-77") && !shown.contains("e2e-priv-88"))
        }
    }

    @Test func withNothingSetEveryKeyButThePagerTheTestsSetIsTheDefault() throws {
        let result = try heroes.run(["config", "list"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout
                == "base_url\t\tdefault\ncolor\t\tdefault\nformat\t\tdefault\npager\tcat\tenvironment HEROES_PAGER\n"
                + "per_page\t\tdefault\nprivate_key\t\tdefault\npublic_key\t\tdefault\n")
    }
}
