import Foundation
import Testing
import TestingUtils

/// `heroes config` and `heroes doctor`, piped and on a terminal, against `heroes serve`.
@Suite struct ConfigDoctorTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    var configFile: URL { heroes.home.appendingPathComponent("config/heroes/config") }

    func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func keysAreReadFromStandardInputStoredInA0600FileAndNeverPrinted() throws {
        let secret = "e2e-private-9c2a"
        let set = try ProcessRunner.run(
            heroes.path, ["config", "set", "private_key"], environment: heroes.environment(), stdin: secret + "\n")
        #expect(set.status == 0, "\(set)")
        #expect(set.stderr == "heroes: private_key set to (not shown) in \(configFile.path).\n")
        #expect(try mode(configFile) == 0o600)
        #expect(try mode(configFile.deletingLastPathComponent()) == 0o700)
        #expect(try String(contentsOf: configFile, encoding: .utf8) == "private_key = \"\(secret)\"\n")
        let get = try heroes.run(["config", "get", "private_key"])
        #expect(get.status == 0 && get.stdout.isEmpty, "\(get)")
        #expect(!get.stderr.contains(secret))
        let onTerminal = try heroes.runOnTerminal(["config", "get", "private_key"])
        #expect(onTerminal.status == 0 && !onTerminal.stdout.contains(secret), "\(onTerminal)")
        let argv = try heroes.run(["config", "set", "public_key", "on-the-command-line"])
        #expect(argv.status == 64, "\(argv)")
        #expect(argv.stderr.contains("public_key is never taken from the command line"), "\(argv)")
        #expect(!(try String(contentsOf: configFile, encoding: .utf8)).contains("on-the-command-line"))
    }

    /// The prompt of `config set` in tmux, ended by a signal while it waits with echo off: the
    /// shell gets its terminal back with echo on, and sees heroes end by that signal.
    @Test(arguments: [("INT", 2), ("TERM", 15), ("HUP", 1)])
    func aSignalAtTheHiddenPromptTurnsEchoBackOn(signal: String, number: Int32) throws {
        let terminal = try TmuxTerminal(
            [heroes.path, "config", "set", "private_key"], environment: heroes.environment())
        try #require(try terminal.waitFor("private_key:") != nil, "\(terminal.shown)")
        try terminal.send(signal: signal)
        let ending = try #require(terminal.ending(), "\(terminal.shown)")
        #expect(ending.status == 128 + number)
        #expect(!ending.before.isEmpty && ending.before == ending.after, "stty -g is the same before and after")
        #expect(!FileManager.default.fileExists(atPath: configFile.path), "nothing was set")
    }

    @Test func aPipedKeyOnATerminalIsNotEchoed() throws {
        let line =
            "printf %s e2e-public-4d1f | "
            + ([heroes.path, "config", "set", "public_key"].map(ProcessRunner.shellQuote).joined(separator: " "))
        let result = try ProcessRunner.runInTerminal(line, environment: heroes.environment())
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("e2e-public-4d1f"), "\(result)")
        #expect(result.stdout.contains("public_key set to (not shown)"), "\(result)")
    }

    @Test func aKeyTypedAtThePromptOnATerminalIsNotEchoed() throws {
        // A zsh/zpty is the terminal: the key is typed once the prompt is there.
        let driver = """
            zmodload zsh/zpty
            zpty p \(ProcessRunner.shellQuote(ProcessRunner.shellQuote(heroes.path) + " config set private_key"))
            zpty -r p line '*private_key: *'
            zpty -w p typed-at-the-prompt
            zpty -r p out '*not shown*'
            print -r -- "$line$out"
            zpty -d p
            """
        let result = try ProcessRunner.run(
            "/usr/bin/zsh", ["-f", "-c", driver], environment: heroes.environment(), timeout: 30)
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        #expect(result.stdout.hasPrefix("private_key: "), "\(result)")
        #expect(!result.stdout.contains("typed-at-the-prompt"), "no echo: \(result)")
        #expect(try String(contentsOf: configFile, encoding: .utf8) == "private_key = \"typed-at-the-prompt\"\n")
    }

    @Test func baseURLIsCheckedAsItIsSetAndUnknownKeysListTheKnownOnes() throws {
        let bad = try heroes.run(["config", "set", "base_url", "127.0.0.1:8080"])
        #expect(bad.status == 64, "\(bad)")
        #expect(
            bad.stderr.contains(
                "the value for base_url is not an http(s) URL like http://127.0.0.1:8080; nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: configFile.path))
        let unknown = try heroes.run(["config", "get", "colour"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.contains(
                "\"colour\" is not a config key; the keys are base_url, color, format, pager, per_page, private_key, public_key."
            ))
        let set = try heroes.run(["config", "set", "base_url", "http://127.0.0.1:9"])
        #expect(set.status == 0, "\(set)")
        #expect(try heroes.run(["config", "get", "base_url"]).stdout == "http://127.0.0.1:9\n")
        #expect(try heroes.run(["config", "path"]).stdout == configFile.path + "\n")
        let unset = try heroes.run(["config", "unset", "base_url"])
        #expect(unset.status == 0, "\(unset)")
        let gone = try heroes.run(["config", "get", "base_url"])
        #expect(gone.status == 1 && gone.stdout.isEmpty, "\(gone)")
    }

    @Test func doctorOnTheEmbeddedCatalogPassesAndSaysSo() throws {
        let result = try heroes.run(["doctor"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.map { String($0.prefix(4)) } == ["pass", "pass", "pass", "skip", "skip", "skip", "skip"], "\(result)")
        #expect(lines[1].hasPrefix("pass  sqlite: 3."), "\(result)")
        #expect(lines[1].hasSuffix(", linked in (build heroes again to take a SQLite security update)"), "\(result)")
        #expect(lines[2].hasPrefix("pass  data source: the embedded 2017 catalog (1,485 heroes)"), "\(result)")
        let json = try heroes.run(["doctor", "--json"])
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(
            checks.map { $0["name"] as? String } == [
                "config file", "sqlite", "data source", "base URL", "keys", "clock", "cache",
            ])
        let terminal = try heroes.runOnTerminal(["doctor"])
        #expect(terminal.status == 0 && terminal.stdout.contains("pass  config file: none at "), "\(terminal)")
    }

    @Test func doctorWithAServerChecksTheURLTheKeysAndTheClock() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        _ = try heroes.run(["config", "set", "base_url", server.baseURL])
        _ = try ProcessRunner.run(
            heroes.path, ["config", "set", "public_key"], environment: heroes.environment(), stdin: "e2e-public-4d1f")
        _ = try ProcessRunner.run(
            heroes.path, ["config", "set", "private_key"], environment: heroes.environment(), stdin: "wrong")
        let refused = try heroes.run(["doctor"])
        #expect(refused.status == 77, "\(refused)")
        #expect(refused.stdout.contains("FAIL  keys: the server refused a signed call (HTTP 401)"), "\(refused)")
        #expect(refused.stdout.contains("      fix: set the keys: `heroes config set public_key`"), "\(refused)")
        _ = try ProcessRunner.run(
            heroes.path, ["config", "set", "private_key"], environment: heroes.environment(), stdin: "e2e-private-9c2a")
        let good = try heroes.run(["doctor", "--json"])
        #expect(good.status == 0, "\(good)")
        let checks = try #require(try JSONSerialization.jsonObject(with: Data(good.stdout.utf8)) as? [[String: Any]])
        #expect(checks.allSatisfy { $0["outcome"] as? String == "pass" }, "\(good)")
        #expect(
            (checks.first { $0["name"] as? String == "clock" }?["detail"] as? String)?.hasPrefix(
                "this machine's clock is") == true)
    }

    @Test(arguments: [
        (200, "answered HTTP 200, but this is not a Marvel API: "),
        (404, "answered HTTP 404 without the API's error body: this is not a Marvel API"),
    ])
    func doctorFailsAServerThatIsNotAMarvelAPIAndChecksNoKeys(status: Int, detail: String) throws {
        let page = "<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>"
        let server = try HostileServerTests.ScriptedServer(status: status, body: page)
        let result = try heroes.run(["doctor"], env: server.env)
        #expect(result.status == 69, "\(result)")
        #expect(
            result.stdout.contains("FAIL  base URL: \(server.env["HEROES_BASE_URL"]!) \(detail)"), "\(result)")
        #expect(result.stdout.contains("skip  keys: not checked: the server is not a Marvel API"), "\(result)")
        #expect(!result.stdout.contains("pass  base URL"), "\(result)")
    }

    /// With a server, a cache file that is a symbolic link fails the cache check, with its fix,
    /// and doctor ends with exit 74; the file it points at is left as it was.
    @Test func doctorFailsACacheFileThatIsASymbolicLinkWithExit74AndLeavesItsTargetAlone() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let folder = heroes.home.appendingPathComponent("cache/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = heroes.home.appendingPathComponent("precious.db")
        try Data("precious".utf8).write(to: target)
        let link = folder.appendingPathComponent("heroes.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try heroes.run(
            ["doctor"], env: LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 74, "\(result)")
        #expect(result.stdout.contains("pass  keys: a signed call was accepted"), "\(result)")
        #expect(
            result.stdout.contains(
                "FAIL  cache: \(folder.path) cannot be opened: the cache file \(link.path) is a symbolic link"),
            "\(result)")
        #expect(result.stdout.contains("      fix: point HEROES_CACHE_DIR at a folder of yours"), "\(result)")
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
    }

    @Test func doctorNamesAnUnreachableServerAndAnOpenConfigFileWithTheirFixes() throws {
        let nothingListens = try RefusingPort()
        let port = nothingListens.port
        _ = try heroes.run(["config", "set", "base_url", "http://127.0.0.1:\(port)"])
        let unreachable = try heroes.run(["doctor", "--timeout", "5"])
        #expect(unreachable.status == 69, "\(unreachable)")
        #expect(
            unreachable.stdout.contains("FAIL  base URL: http://127.0.0.1:\(port) did not answer"), "\(unreachable)")
        chmod(configFile.path, 0o644)
        let open = try heroes.run(["doctor"])
        #expect(open.status == 78, "\(open)")
        #expect(open.stdout.contains("      fix: run `chmod 600 \(configFile.path)`"), "\(open)")
    }
}
