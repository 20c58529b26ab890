import Foundation
import MarvelWire
import NetworkClient
import Testing
@testable import NetworkStubs

@Suite("GET /v1/public/characters/{id} and its lists")
struct CharacterDetailTests {
    @Test("one character in the same envelope")
    func one() throws {
        let response = get("/v1/public/characters/1009610")
        #expect(response.statusCode == 200)
        let envelope = try characters(response)
        #expect(envelope.data.total == 1)
        #expect(envelope.data.count == 1)
        #expect(envelope.data.offset == 0)
        #expect(envelope.data.limit == 20)
        #expect(envelope.data.results == [Catalog.charactersAndComics.character(id: 1009610)!])
        #expect(response.headers["ETag"] == envelope.etag)
    }

    @Test("an unknown or non-numeric id is the real 404", arguments: ["1", "99999999", "abc", "-1009610"])
    func notFound(id: String) {
        let response = get("/v1/public/characters/\(id)")
        #expect(response.statusCode == 404)
        #expect(text(response) == #"{"code":404,"status":"We couldn't find that character"}"#)
    }

    @Test("the single endpoint knows no list parameters")
    func noListParameters() {
        let response = get("/v1/public/characters/1009610?limit=5")
        #expect(response.statusCode == 409)
        #expect(text(response) == #"{"code":409,"status":"We don't recognize the parameter limit"}"#)
    }

    @Test("series, stories and events: the catalog's items as results")
    func relatedLists() throws {
        let spiderMan = Catalog.charactersAndComics.character(id: 1009610)!
        for kind in [MarvelResource.series, .stories, .events] {
            let response = get("/v1/public/characters/1009610/\(kind.rawValue)")
            #expect(response.statusCode == 200)
            let envelope = try related(response)
            let items = spiderMan.list(kind)?.items ?? []
            #expect(envelope.data.total == items.count)
            #expect(envelope.data.count == min(20, items.count))
            #expect(envelope.data.results.map(\.id) == Array(spiderMan.list(kind)!.itemIDs.prefix(20)))
            #expect(envelope.data.results.map(\.title) == items.prefix(20).map(\.name))
            #expect(envelope.data.results.map(\.resourceURI) == items.prefix(20).map(\.resourceURI))
            #expect(envelope.data.results.allSatisfy { ($0.type != nil) == (kind == .stories) })
            #expect(response.headers["ETag"] == envelope.etag)
        }
    }

    @Test("comics: the catalog's comic records linked to the character, by id")
    func relatedComics() throws {
        let response = get("/v1/public/characters/1009610/comics")
        #expect(response.statusCode == 200)
        let envelope = try comics(response)
        let expected = linkedComics(of: 1009610)
        #expect(envelope.data.total == expected.count)
        #expect(envelope.data.count == 20)
        #expect(envelope.data.results == Array(expected.prefix(20)))
        #expect(response.headers["ETag"] == envelope.etag)
    }

    @Test("limit and offset apply to the lists")
    func relatedPaging() throws {
        let expected = linkedComics(of: 1009610)
        let envelope = try comics(get("/v1/public/characters/1009610/comics?limit=5&offset=3"))
        #expect(envelope.data.limit == 5)
        #expect(envelope.data.offset == 3)
        #expect(envelope.data.count == 5)
        #expect(envelope.data.results.map(\.id) == expected[3..<8].map(\.id))
        #expect(get("/v1/public/characters/1009610/comics?limit=101").statusCode == 409)
        let items = Catalog.charactersAndComics.character(id: 1009610)!.stories!.itemIDs
        let stories = try related(get("/v1/public/characters/1009610/stories?limit=5&offset=3"))
        #expect(stories.data.results.map(\.id) == Array(items[3..<8]))
    }

    @Test("title filters and orderBy on the lists; other documented parameters are accepted")
    func relatedFilters() throws {
        let expected = linkedComics(of: 1009610)
        let prefix = String(expected[0].title!.prefix(8))
        let filtered = try comics(
            get(
                "/v1/public/characters/1009610/comics?titleStartsWith=\(prefix.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
            ))
        #expect(filtered.data.total == expected.filter { $0.title!.lowercased().hasPrefix(prefix.lowercased()) }.count)
        #expect(filtered.data.total >= 1)
        let descending = try comics(get("/v1/public/characters/1009610/comics?orderBy=-title"))
        let titles = descending.data.results.map { $0.title!.lowercased() }
        #expect(titles == titles.sorted(by: >))
        let seriesItems = Catalog.charactersAndComics.character(id: 1009610)!.series!.items!
        let seriesPrefix = String(seriesItems[0].name!.prefix(8))
        let series = try related(
            get(
                "/v1/public/characters/1009610/series?titleStartsWith=\(seriesPrefix.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
            ))
        #expect(
            series.data.total == seriesItems.filter { $0.name!.lowercased().hasPrefix(seriesPrefix.lowercased()) }.count
        )
        #expect(series.data.total >= 1)
        let seriesDescending = try related(get("/v1/public/characters/1009610/series?orderBy=-title"))
        let seriesTitles = seriesDescending.data.results.map { $0.title.lowercased() }
        #expect(seriesTitles == seriesTitles.sorted(by: >))
        let byID = try related(get("/v1/public/characters/1009610/stories?orderBy=id"))
        #expect(byID.data.results.map(\.id) == byID.data.results.map(\.id).sorted())
        #expect(get("/v1/public/characters/1009610/comics?format=comic&noVariants=true").statusCode == 200)
        #expect(
            text(get("/v1/public/characters/1009610/comics?orderBy=name"))
                == #"{"code":409,"status":"We don't recognize the ordering parameter name"}"#)
        #expect(
            text(get("/v1/public/characters/1009610/events?title=x"))
                == #"{"code":409,"status":"We don't recognize the parameter title"}"#)
    }

    @Test("the list of an unknown character is the 404")
    func relatedNotFound() {
        let response = get("/v1/public/characters/1/comics")
        #expect(response.statusCode == 404)
        #expect(text(response) == #"{"code":404,"status":"We couldn't find that character"}"#)
    }
}

@Suite("Routing, methods and caching")
struct RoutingTests {
    @Test(
        "unknown paths are a gateway 404",
        arguments: [
            "/", "/v1/public/heroes", "/v1/public/characters/1009610/creators", "/v2/public/characters",
            "/v1/public/characters/1009610/comics/1",
        ])
    func unknownPath(path: String) {
        let response = get(path)
        #expect(response.statusCode == 404)
        #expect(text(response) == #"{"code":"ResourceNotFound","message":"The requested resource does not exist."}"#)
    }

    @Test("doubled or trailing slashes are tolerated, as on the real gateway")
    func slashes() {
        #expect(get("/v1/public//characters").statusCode == 200)
        #expect(get("/v1/public/characters/").statusCode == 200)
    }

    @Test("any method but GET and HEAD is a 405 with Allow", arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    func methodNotAllowed(method: String) {
        let response = openAPI.respond(
            to: request("/v1/public/characters", method: .init(rawValue: method)), now: testNow)
        #expect(response.statusCode == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
        #expect(
            text(response)
                == #"{"code":"MethodNotAllowed","message":"The method \#(method) is not allowed. Use GET or HEAD."}"#)
    }

    @Test("HEAD answers like GET without a body")
    func head() {
        let getResponse = get("/v1/public/characters?limit=3")
        let headResponse = openAPI.respond(to: request("/v1/public/characters?limit=3", method: .head), now: testNow)
        #expect(headResponse.statusCode == 200)
        #expect(headResponse.body.isEmpty)
        #expect(headResponse.headers["ETag"] == getResponse.headers["ETag"])
        #expect(headResponse.headers["Content-Length"] == String(getResponse.body.count))
        let missing = openAPI.respond(to: request("/v1/public/characters/1", method: .head), now: testNow)
        #expect(missing.statusCode == 404)
        #expect(missing.body.isEmpty)
    }

    @Test("If-None-Match with the current etag is a 304 with an empty body")
    func notModified() throws {
        let first = get("/v1/public/characters/1009610")
        let etag = try #require(first.headers["ETag"])
        for value in [etag, "\"\(etag)\"", "W/\"\(etag)\"", "abc, \(etag)", "*"] {
            let response = get("/v1/public/characters/1009610", headers: ["If-None-Match": value])
            #expect(response.statusCode == 304, "If-None-Match: \(value)")
            #expect(response.body.isEmpty)
            #expect(response.headers["ETag"] == etag)
        }
        let changed = get("/v1/public/characters/1009610", headers: ["If-None-Match": "0123456789abcdef"])
        #expect(changed.statusCode == 200)
        #expect(changed.body == first.body)
        // Another page has another etag, so the first page's etag does not match it.
        #expect(get("/v1/public/characters?offset=20", headers: ["If-None-Match": etag]).statusCode == 200)
    }
}
