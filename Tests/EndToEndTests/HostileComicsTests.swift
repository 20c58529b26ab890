import DesignTokens
import Foundation
import Testing
import TestingUtils

/// The comics path against a server that lies: `show ID` (the hero with its newest comics and
/// their creators) and `show ID --comics`, on a pseudo-terminal, piped, and from the cache
/// offline once the hostile answer was cached. Titles, series, formats, creators' names and
/// roles, and the attribution carry escape sequences (OSC 52, OSC 0, a screen clear, a DCS),
/// C1 controls and bidirectional overrides, or run to absurd lengths; every output is looked at
/// raw, before anything is stripped.
@Suite struct HostileComicsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let heroID = 5
    static let hostileAttribution = "Data\u{1B}]52;c;cm0gLXJmIH4=\u{07} provided\u{9B}2J by\u{202E} Marvel.\u{1B}[2J"

    /// A comic whose every text is hostile: `title` and the creator's `creator` name as given.
    static func comic(id: Int, title: String, creator: String) -> [String: Any] {
        [
            "id": id, "title": title, "issueNumber": 1,
            "format": "Comic\u{1B}]0;retitled\u{07}\u{9B}31m",
            "description": "A story\u{1B}P1$qm\u{1B}\\ \u{202E}told\u{1B}[H backwards.",
            "series": [
                "resourceURI": "http://x/v1/public/series/1", "name": "Series\u{1B}]8;;http://evil\u{07}\u{2066}One",
            ],
            "dates": [["type": "onsaleDate", "date": "2014-04-30T00:00:00-0400"]],
            "creators": [
                "available": 2, "returned": 2,
                "items": [
                    ["resourceURI": "http://x/v1/public/creators/7", "name": creator, "role": "writer\u{9B}?1049h"],
                    [
                        "resourceURI": "http://x/v1/public/creators/8", "name": "Steve\u{85} Ditko\u{200F}",
                        "role": "penciller\u{1B}[5m",
                    ],
                ],
            ],
        ]
    }

    /// A server answering the hero (``HostileServerTests/hostileHero(id:)``), as itself and as
    /// the one hero of the list, and, for `/characters/{id}/comics`, the one comic given; each
    /// list's page as asked for.
    static func server(comic: [String: Any], attribution: String = hostileAttribution) throws
        -> HostileServerTests.ScriptedServer
    {
        // Read only, by the server's threads: the dictionary of plain values is never changed.
        nonisolated(unsafe) let comic = comic
        return try HostileServerTests.ScriptedServer { target in
            let request = RequestTarget(target)
            let hero = HostileServerTests.hostileHero(id: heroID)
            if request.path.hasSuffix("/comics") || request.path.hasSuffix("/characters") {
                return HostileServerTests.envelope(
                    offset: request.offset, limit: request.limit, total: 1,
                    results: request.offset == 0 ? [request.path.hasSuffix("/comics") ? comic : hero] : [],
                    attribution: attribution)
            }
            return HostileServerTests.envelope(total: 1, results: [hero], attribution: attribution)
        }
    }

    static var hostileComic: [String: Any] {
        comic(
            id: 77, title: "Amazing\u{1B}]52;c;cm0gLXJmIH4=\u{07} Spider\u{9B}2J-Man\u{202E} #1\u{1B}[2J\u{1B}[H",
            creator: "Stan\u{1B}]0;pwned\u{07} Lee\u{202E}\u{1B}[?25l")
    }

    /// `show ID` and `show ID --comics`, the commands of this path.
    static let commands = [["show", String(heroID)], ["show", String(heroID), "--comics"]]

    @Test(arguments: commands)
    func comicsCreatorsAndAttributionReachNeitherTheTerminalNorAPipeNorTheOfflineReplay(arguments: [String]) throws {
        let server = try Self.server(comic: Self.hostileComic)
        let onTerminal = try heroes.runOnTerminal(arguments, env: server.env)
        #expect(onTerminal.status == 0, "\(onTerminal)")
        #expect(HostileServerTests.isClean(onTerminal.stdout), "\(onTerminal.stdout.debugDescription)")
        // The details name each comic's creators; the list of comics does not.
        let creators = arguments.contains("--comics") ? [] : ["Stan Lee", "Steve"]
        for text in ["Amazing", "Spider", "Data provided", "Marvel."] + creators {
            #expect(onTerminal.stdout.contains(text), "missing \(text): \(onTerminal.stdout.debugDescription)")
        }
        let piped = try heroes.run(arguments, env: server.env)
        #expect(piped.status == 0, "\(piped)")
        #expect(HostileServerTests.isClean(piped.stdout + piped.stderr), "\(piped.stdout.debugDescription)")
        #expect(piped.stdout.contains("Amazing"), "\(piped)")
        let requests = server.requests
        for offline in [
            try heroes.runOnTerminal(arguments + ["--offline"], env: server.env),
            try heroes.run(arguments + ["--offline"], env: server.env),
        ] {
            #expect(offline.status == 0, "\(offline)")
            #expect(HostileServerTests.isClean(offline.stdout + offline.stderr), "\(offline.stdout.debugDescription)")
            #expect(offline.stdout.contains("Amazing") && offline.stdout.contains("Spider"), "\(offline)")
        }
        #expect(server.requests == requests, "--offline answered from the cache alone")
        let json = try heroes.run(arguments + ["--json"], env: server.env)
        #expect(json.stdout.contains(#"\u001b]52;c;"#), "JSON keeps the text exact, escaped: \(json)")
    }

    /// A title and a creator's name of 300,000 characters each, and an attribution of 100,000:
    /// on a terminal every line still fits its 100 columns, and nothing a terminal acts on gets
    /// through, online or offline.
    @Test(arguments: commands)
    func absurdlyLongTitlesCreatorsAndAttributionFitTheTerminal(arguments: [String]) throws {
        let title = "Amazing\u{202E}" + String(repeating: "T", count: 300_000) + "\u{1B}]52;c;eA==\u{07}"
        let creator = "Stan\u{9B}2J" + String(repeating: "L", count: 300_000)
        let attribution = "Data\u{1B}[2J" + String(repeating: "M", count: 100_000)
        let server = try Self.server(
            comic: Self.comic(id: 77, title: title, creator: creator), attribution: attribution)
        for offline in [false, true] {
            let result = try heroes.runOnTerminal(arguments + (offline ? ["--offline"] : []), env: server.env)
            #expect(result.status == 0, "offline \(offline): \(result.stdout.prefix(2_000))")
            #expect(HostileServerTests.isClean(result.stdout), "offline \(offline)")
            let wide = RawOutput.linesWiderThan(100, in: result.stdout)
            #expect(
                wide.isEmpty,
                "offline \(offline): \(wide.count) lines wider than 100 columns: \(wide.first?.prefix(300) ?? "")")
            #expect(
                result.stdout.contains("Amazing TTTT") || result.stdout.contains("AmazingTTTT"), "offline \(offline)")
        }
        let piped = try heroes.run(arguments, env: server.env)
        #expect(piped.status == 0 && HostileServerTests.isClean(piped.stdout + piped.stderr), "\(piped.stderr)")
    }
}
