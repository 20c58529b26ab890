import Foundation
import Testing
import TestingUtils

/// `heroes` over HTTP (URLSession) against `heroes serve` on 127.0.0.1.
@Suite struct LoopbackServeTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let keys = ["MARVEL_PUBLIC_KEY": "e2e-public-4d1f", "MARVEL_PRIVATE_KEY": "e2e-private-9c2a"]

    @Test func signedCallsGiveTheSamePageAsTheEmbeddedCatalog() async throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let result = try heroes.run(
            ["list", "--page", "2"], env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 0, "\(result)")
        let expected = try await Expected.page(2)
        #expect(result.stdout == expected.heroes.map(Expected.tsvRow).joined(separator: "\n") + "\n")
        #expect(result.stderr == "", "no embedded-catalog notice when a server is set")
        let shown = try heroes.run(
            ["show", "1009610", "--json"], env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout.contains("\"name\":\"Spider-Man\""))
    }

    @Test func terminalOutputOverHTTP() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let result = try heroes.runOnTerminal(
            ["list", "--page", "2", "--color", "never"],
            env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("Page 2 of 75 · 1,485 heroes"))
        #expect(result.stdout.contains("Data provided by Marvel. © 2017 MARVEL"))
    }

    @Test func wrongKeysAreRefused() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let result = try heroes.run(
            ["list"],
            env: [
                "HEROES_BASE_URL": server.baseURL, "MARVEL_PUBLIC_KEY": "e2e-public-4d1f",
                "MARVEL_PRIVATE_KEY": "wrong",
            ])
        #expect(result.status == 77, "\(result)")
        #expect(
            result.stderr
                == "heroes: the server refused the API keys (That hash, timestamp and key combination is invalid.). Check the public key (MARVEL_PUBLIC_KEY) and the private key (MARVEL_PRIVATE_KEY).\n"
        )
    }

    @Test func wrongKeysFromTheConfigFileAreNamedAsItsKeysWithItsPath() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let folder = heroes.home.appendingPathComponent("config/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config").path
        let text = "base_url = \(server.baseURL)\npublic_key = e2e-public-4d1f\nprivate_key = wrong\n"
        #expect(
            FileManager.default.createFile(
                atPath: file, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
        let result = try heroes.run(["list"])
        #expect(result.status == 77, "\(result)")
        #expect(
            result.stderr
                == "heroes: the server refused the API keys (That hash, timestamp and key combination is invalid.). Check the public key (public_key in the config file \(file)) and the private key (private_key in the config file \(file)).\n",
            "\(result)")
        #expect(!result.stderr.contains("MARVEL_"), "\(result)")
    }

    @Test func noKeysAreRefusedByAServerThatNeedsThem() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let result = try heroes.run(["list"], env: ["HEROES_BASE_URL": server.baseURL])
        #expect(result.status == 77, "\(result)")
        #expect(
            result.stderr
                == "heroes: the server wants API keys and none are set (You must provide a user key.). Set MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY, or run `heroes config set public_key` and `heroes config set private_key`.\n"
        )
    }

    @Test func unknownIdOverHTTP() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let result = try heroes.run(["show", "42"], env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 66, "\(result)")
        #expect(result.stderr == "heroes: no hero with id 42. Try `heroes list` to see the ids.\n")
    }

    @Test(arguments: [
        (
            "status=503", 69,
            "heroes: the server failed on GET /v1/public/characters?limit=20&offset=0 (HTTP 503). Try again in a moment.\n"
        ),
        ("status=500:next2", 0, ""),
        (
            "malformed", 65,
            "heroes: the answer from http://127.0.0.1:PORT to GET /v1/public/characters?limit=20&offset=0 was not a Marvel API response (the body is not valid JSON). Check HEROES_BASE_URL.\n"
        ),
        (
            "truncate", 69,
            "heroes: the connection to http://127.0.0.1:PORT broke before the answer arrived. Try again.\n"
        ),
        ("reset", 69, "heroes: the connection to http://127.0.0.1:PORT broke before the answer arrived. Try again.\n"),
    ])
    func faultsGiveClearErrorsOrAreRetried(faults: String, status: Int32, stderr: String) throws {
        let server = try ServeProcess(heroes, arguments: ["--faults", faults])
        defer { server.stop() }
        let result = try heroes.run(["list"], env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == status, "\(result)")
        #expect(result.stderr == stderr.replacingOccurrences(of: "PORT", with: String(server.port)), "\(result)")
        if status == 0 { #expect(result.stdout.split(separator: "\n").count == 20) }
    }

    @Test func verboseLogsTheExchangeWithoutAnySecret() throws {
        let server = try ServeProcess(heroes, env: Self.keys)
        defer { server.stop() }
        let result = try heroes.run(
            ["list", "--verbose"], env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains(
                "GET http://127.0.0.1:\(server.port)/v1/public/characters?limit=20&offset=0&ts=REDACTED&apikey=REDACTED&hash=REDACTED -> 200"
            ), "\(result.stderr)")
        let everything = result.stdout + result.stderr
        #expect(!everything.contains("e2e-public-4d1f"))
        #expect(!everything.contains("e2e-private-9c2a"))
        #expect(everything.range(of: #"ts=\d"#, options: .regularExpression) == nil)
        #expect(everything.range(of: #"[0-9a-f]{32}"#, options: .regularExpression) == nil, "no hash-like value")
        let debug = try heroes.run(
            ["show", "1009610"],
            env: Self.keys.merging(["HEROES_BASE_URL": server.baseURL, "HEROES_DEBUG": "api"]) { $1 })
        #expect(debug.stderr.contains("apikey=REDACTED"))
        #expect(!debug.stderr.contains("e2e-public-4d1f"))
    }
}

/// `--per-page` above 100 and `--all` are several calls of at most 100, in order.
@Suite struct MultiPageTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test func aPageOf250IsTheSameHeroesInTheSameOrder() async throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let env = LoopbackServeTests.keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 }
        let big = try heroes.run(["list", "--per-page", "150", "--page", "1"], env: env)
        #expect(big.status == 0, "\(big)")
        let first = try await Expected.page(1, perPage: 100)
        let second = try await Expected.page(2, perPage: 100)
        #expect(
            big.stdout == (first.heroes + second.heroes.prefix(50)).map(Expected.tsvRow).joined(separator: "\n") + "\n")
        let all = try heroes.run(["list", "--all", "--json"], env: env)
        #expect(all.status == 0, "\(all)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        #expect((object["heroes"] as? [Any])?.count == object["total"] as? Int)
    }
}
