import Foundation
import Testing
import MarvelWire
import TestingUtils

@Suite("Marvel routes")
struct MarvelRouteTests {
    static let base = URL(string: "http://127.0.0.1:8080")!

    @Test("a route prints the path the spec names and parses back to itself, for every resource and related list")
    func printsAndParsesEveryOperation() throws {
        var paths: Set<String> = []
        for resource in MarvelResource.allCases {
            let routes =
                [MarvelRoute(resource), MarvelRoute(resource, id: 7)]
                + resource.relatedResources.map { MarvelRoute(resource, id: 7, related: $0) }
            for route in routes {
                paths.insert(route.path)
                #expect(try MarvelRoute.match(path: route.path).get() == route)
            }
        }
        let spec =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Fixtures.marvelAPIDirectory().appendingPathComponent("spec-1.0.json")))
            as? [String: Any]
        let specPaths = (spec?["apis"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            .map { $0.replacingOccurrences(of: #"\{[a-zA-Z]+\}"#, with: "7", options: .regularExpression) }
        #expect(paths == Set(specPaths))
        #expect(paths.count == 39)
    }

    @Test("the URL joins the base with or without /v1/public and a trailing slash")
    func joinsBaseURLs() {
        let route = MarvelRoute(.characters, id: 1009610, related: .comics)
        for base in ["http://h:1", "http://h:1/", "http://h:1/v1/public", "http://h:1/v1/public/"] {
            #expect(
                route.url(baseURL: URL(string: base)!).absoluteString
                    == "http://h:1/v1/public/characters/1009610/comics")
        }
    }

    @Test("query values are percent-encoded strictly, so a plus sign is not read back as a space")
    func encodesQueryStrictly() {
        var query = MarvelQuery()
        query[.nameStartsWith] = .text("a+b c&d")
        query[.limit] = .integer(5)
        let route = MarvelRoute(.characters, query: query)
        #expect(
            route.url(baseURL: Self.base).absoluteString
                == "http://127.0.0.1:8080/v1/public/characters?nameStartsWith=a%2Bb%20c%26d&limit=5")
    }

    @Test("a related list without an id is dropped, so the route stays a list")
    func relatedNeedsAnID() {
        #expect(MarvelRoute(.comics, related: .characters).path == "/v1/public/comics")
    }

    @Test(
        "paths that are not routes fail as unknown, ids that are not numbers as invalid ids",
        arguments: [
            ("/v1/public/heroes", MarvelRoute.MatchFailure.unknownPath),
            ("/v2/public/characters", .unknownPath),
            ("/v1/public", .unknownPath),
            ("/v1/public/characters/1/creators", .unknownPath),
            ("/v1/public/comics/1/series", .unknownPath),
            ("/v1/public/characters/1/comics/2", .unknownPath),
            ("/v1/public/characters/abc", .invalidID(.characters, related: nil)),
            ("/v1/public/characters/-1/comics", .invalidID(.characters, related: .comics)),
            ("/v1/public/stories/99999999999999999999999", .invalidID(.stories, related: nil)),
        ])
    func rejects(path: String, failure: MarvelRoute.MatchFailure) {
        #expect(MarvelRoute.match(path: path) == .failure(failure))
    }

    @Test("empty segments are ignored, as the gateway did")
    func ignoresEmptySegments() throws {
        #expect(try MarvelRoute.match(path: "//v1/public//characters/5/").get() == MarvelRoute(.characters, id: 5))
    }
}
